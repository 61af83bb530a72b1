// Login, captcha, lockout, portals, remember-me, logout and sessions (session states: docs/spec/entities.md; login
// rules, portals and limits: docs/spec/rules.md; errors: docs/spec/errors.md; the encrypted body: docs/spec/api.md).
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { LoginResult, MemberInfo, RsaPublicKey } from '../../../../src/generated/types.ts';
import { validateLoginFailureValue, validateLoginResult, validateMemberInfo, validateRsaPublicKey } from '../../../../src/generated/validators.js';
import { encryptRequest } from '../../../../src/engine/crypto/hybrid.ts';
import { Client, createAccount, openWorld, uniqueName, lastCode, type TestWorld } from '../../support/world.ts';
import { editBrand, removeTemps } from '../../support/fixtures.ts';
import { dbLegs } from '../../support/legs.ts';
import { closeServers } from '../../support/server.ts';

const MINUTE = 60_000;

describe.each(dbLegs())('accounts: login and sessions on $name', (leg) => {
  let world: TestWorld;
  let ipSeq = 0;
  /** Every test its own address, so per-IP counters of one test never leak into another. */
  const ip = (): string => `10.1.${Math.floor(++ipSeq / 250)}.${ipSeq % 250}`;

  beforeAll(async () => {
    if (!leg.available) return;
    world = await openWorld(leg, {
      editBrands: (dir) => {
        // pebble: free play off in the shipped file; lotus keeps FREEPLAY3 on.
        editBrand(dir, 'pebble', (b) => {
          b.login.captcha = 'never';
        });
      },
    });
  });
  afterAll(async () => {
    await closeServers();
    await world?.dispose();
    removeTemps();
  });

  // pebble: captcha never, no second factor, 10 failures lock 15 min. lotus: captcha after 3 failures,
  // mobile code for a new IP. aurora: captcha always, authenticator, 5 failures lock 30 min.
  const pebble = (addr = ip()) => new Client(world, 'pebble.localhost', addr);
  const lotus = (addr = ip()) => new Client(world, 'lotus.localhost', addr);
  const aurora = (addr = ip()) => new Client(world, 'aurora.localhost', addr);

  async function member(brand: string, extra: Record<string, unknown> = {}): Promise<{ username: string; password: string }> {
    const username = uniqueName('m');
    const password = 'Secret123';
    await createAccount(world, { brand, username, password, type: 'member', ...extra });
    return { username, password };
  }

  describe.skipIf(!leg.available)('', () => {
    describe('GET /wps/session/key/rsa', () => {
      it('Encrypted body: answers the public RSA-OAEP key, never cached', async () => {
        const res = await pebble().get<RsaPublicKey>('/wps/session/key/rsa');
        expect(res.status).toBe(200);
        expect(res.headers['cache-control']).toBe('no-store');
        expect(validateRsaPublicKey(res.envelope.value)).toBe(true);
        expect(res.envelope.value.expiresAt).toBeGreaterThan(world.clock.now());
      });
    });

    describe('POST /wps/session/login', () => {
      it('Login: username and password open a session; member info loads with the token', async () => {
        const m = await member('pebble');
        const c = pebble();
        const res = await c.login(m.username, m.password);
        expect(res.status).toBe(200);
        expect(validateLoginResult(res.envelope.value), JSON.stringify(validateLoginResult.errors)).toBe(true);
        const v = res.envelope.value as LoginResult;
        expect(v).toMatchObject({ userName: m.username, customerType: '0', firstTimeLogin: false, passwordExpired: false, defaultPassword: false });
        expect(v.token).toMatch(/^[A-Za-z0-9_-]{43}$/);
        expect(res.headers['cache-control']).toBe('no-store');
        const info = await c.get<MemberInfo>('/wps/member/info');
        expect(info.status).toBe(200);
        expect(validateMemberInfo(info.envelope.value), JSON.stringify(validateMemberInfo.errors)).toBe(true);
        expect(info.envelope.value).toMatchObject({ account: m.username, type: '0', currency: 'USD', currencySymbol: '$' });
      });

      it('Login: the username is matched whatever its case', async () => {
        const m = await member('pebble');
        expect((await pebble().login(m.username.toUpperCase(), m.password)).status).toBe(200);
      });

      it('Login: a wrong password answers login.bad_credentials with value.captcha', async () => {
        const m = await member('pebble');
        const res = await pebble().login(m.username, 'Wrong1234');
        expect(res.status).toBe(400);
        expect(res.envelope).toMatchObject({ success: false, errorCode: 'login.bad_credentials', message: 'Incorrect username or password' });
        expect(validateLoginFailureValue(res.envelope.value)).toBe(true);
        expect(res.envelope.value).toEqual({ captcha: false });
      });

      it('Login: an unknown username answers the same as a wrong password', async () => {
        const res = await pebble().login('nobody12345', 'Wrong1234');
        expect(res.envelope).toMatchObject({ success: false, errorCode: 'login.bad_credentials' });
      });

      it('Login: the message follows the Language header (BN)', async () => {
        const res = await lotus().post('/wps/session/login', { username: 'nobody12345', password: 'Wrong1234', type: 'username' }, { enc: true, headers: { language: 'BN' } });
        expect(res.envelope.errorCode).toBe('login.bad_credentials');
        expect(res.envelope.message).toBe('ভুল ব্যবহারকারীর নাম বা পাসওয়ার্ড');
      });

      it('Login: the static login rules apply (username letters/digits 6–13, password 6–16) → login.invalid_field', async () => {
        const c = pebble();
        const short = await c.login('ab', 'Secret123');
        expect(short.status).toBe(400);
        expect(short.envelope).toMatchObject({ errorCode: 'login.invalid_field', value: { field: 'username', key: 'reg_pattern_4', values: { min: 6, max: 13 } } });
        const symbols = await c.login('bad name!', 'Secret123');
        expect(symbols.envelope.errorCode).toBe('login.invalid_field');
        const pw = await c.login('goodname1', '123');
        expect(pw.envelope).toMatchObject({ errorCode: 'login.invalid_field', value: { field: 'password', key: 'error_password' } });
        const empty = await c.login('goodname1', '');
        expect(empty.envelope).toMatchObject({ errorCode: 'login.invalid_field', message: 'Input cannot be empty' });
      });

      it('Login: a brand allowing longer names widens the login rule (aurora: 16)', async () => {
        const username = 'abcdefghijklmn12'; // 16
        await createAccount(world, { brand: 'aurora', username, password: 'Secret123', type: 'member' });
        const c = aurora();
        const res = await c.login(username, 'Secret123', { captcha: await c.captcha() });
        expect(res.status).toBe(200);
      });

      it('Encrypted body: an unknown body field is refused by the schema (request_param_err)', async () => {
        const res = await pebble().post('/wps/session/login', { username: 'goodname1', password: 'Secret123', type: 'username', extra: 1 }, { enc: true });
        expect(res.status).toBe(400);
        expect(res.envelope.errorCode).toBe('request_param_err');
      });
    });

    describe('captcha and lockout', () => {
      it('Login: after 3 failures (lotus afterFailures) the failure carries value.captcha true, then the captcha is required', async () => {
        const m = await member('lotus');
        const c = lotus();
        for (let i = 1; i <= 3; i++) {
          const res = await c.login(m.username, 'Wrong1234');
          expect(res.envelope.errorCode).toBe('login.bad_credentials');
          expect(res.envelope.value).toEqual({ captcha: i >= 3 });
        }
        const noCaptcha = await c.login(m.username, m.password);
        expect(noCaptcha.envelope).toMatchObject({ errorCode: 'login.captcha_required', message: 'Please enter the captcha', value: { captcha: true } });
        const wrong = await c.login(m.username, m.password, { captcha: '0000' === (await c.captcha()) ? '1111' : '0000' });
        expect(wrong.envelope).toMatchObject({ errorCode: 'login.captcha_invalid', message: 'Captcha is incorrect', value: { captcha: true } });
        const right = await c.login(m.username, m.password, { captcha: await c.captcha() });
        expect(right.status).toBe(200);
        // A success resets nothing (ASVS V6.3.1): the failures stay in the day's window, so the captcha stays.
        expect((await lotus(c.ip).login(m.username, m.password)).envelope.errorCode).toBe('login.captcha_required');
      });

      it('Login: a captcha is single use (the same answer twice fails the second time)', async () => {
        const m = await member('aurora');
        const c = aurora();
        const answer = await c.captcha();
        expect((await c.login(m.username, m.password, { captcha: answer })).status).toBe(200);
        const again = await c.login(m.username, m.password, { captcha: answer });
        expect(again.envelope.errorCode).toBe('login.captcha_invalid');
      });

      it('Login: failures from one IP on different accounts also bring the captcha (per-IP count)', async () => {
        const c = lotus();
        for (let i = 0; i < 3; i++) await c.login(uniqueName('ghost'), 'Wrong1234');
        const m = await member('lotus');
        const res = await c.login(m.username, m.password);
        expect(res.envelope.errorCode).toBe('login.captcha_required');
        // The same account from another address needs none: the account itself has no failures.
        expect((await lotus().login(m.username, m.password)).status).toBe(200);
      });

      it('Login: captcha "always" (aurora) asks for it on the first try', async () => {
        const m = await member('aurora');
        const res = await aurora().login(m.username, m.password);
        expect(res.envelope).toMatchObject({ errorCode: 'login.captcha_required', value: { captcha: true } });
      });

      it('Login: 10 failures lock the account with a message that says when; the lock ends after lockMinutes', async () => {
        const m = await member('pebble');
        let last;
        for (let i = 0; i < 10; i++) last = await pebble().login(m.username, 'Wrong1234');
        expect(last!.status).toBe(423);
        expect(last!.envelope.errorCode).toBe('login.locked');
        expect(last!.envelope.message).toMatch(/You can log in again at \d\d:\d\d \(in 15 min\)/);
        const value = last!.envelope.value as unknown as { captcha: boolean; lockedUntil: number };
        expect(value.lockedUntil).toBe(world.clock.now() + 15 * MINUTE);
        // Even the right password is refused while locked, from any address.
        const during = await pebble().login(m.username, m.password);
        expect(during.envelope.errorCode).toBe('login.locked');
        world.clock.advance(15 * MINUTE + 1000);
        expect((await pebble().login(m.username, m.password)).status).toBe(200);
      });

      it('Login: one IP failing on many accounts is locked too (at 2 × lockAfterFailures, room for a shared NAT)', async () => {
        const c = pebble();
        for (let i = 0; i < 19; i++) expect((await c.login(uniqueName('spray'), 'Wrong1234')).envelope.errorCode).toBe('login.bad_credentials');
        expect((await c.login(uniqueName('spray'), 'Wrong1234')).status).toBe(423);
        const m = await member('pebble');
        const res = await c.login(m.username, m.password);
        expect(res.envelope.errorCode).toBe('login.locked');
        world.clock.advance(15 * MINUTE + 1000);
      });

      it('Login captcha: a burst sent together gets no more passwords checked without a captcha than the threshold (lotus: 3)', async () => {
        const m = await member('lotus');
        const c = lotus();
        const answers = await Promise.all([...Array.from({ length: 15 }, () => c.login(m.username, 'Wrong1234')), c.login(m.username, m.password)]);
        const checked = answers.filter((a) => a.envelope.errorCode !== 'login.captcha_required');
        expect(checked.length).toBeLessThanOrEqual(3);
        expect(checked.length).toBeGreaterThan(0);
      });

      it('Login lockout: a burst sent together gets no more passwords checked than the lockout allows (pebble: 10)', async () => {
        const m = await member('pebble');
        const c = pebble();
        const answers = await Promise.all([...Array.from({ length: 25 }, () => c.login(m.username, 'Wrong1234')), c.login(m.username, m.password)]);
        // Every password checked and found wrong is a failure of the account.
        const failures = await world.db.query<{ n: string }>(
          'SELECT count(*) AS n FROM login_attempts WHERE username_key = $1 AND NOT succeeded',
          [m.username.toLowerCase()],
        );
        expect(Number(failures.rows[0]!.n)).toBeLessThanOrEqual(10);
        expect(answers.filter((a) => a.status === 423).length).toBeGreaterThanOrEqual(answers.length - 11);
        world.clock.advance(15 * MINUTE + 1000);
      });
    });

    describe('portals', () => {
      it('Roles: an agent on the member login gets login.not_member; on the agent login it works', async () => {
        const username = uniqueName('agent');
        await createAccount(world, { brand: 'pebble', username, password: 'Secret123', type: 'agent' });
        const member = await pebble().login(username, 'Secret123');
        expect(member.status).toBe(403);
        expect(member.envelope).toMatchObject({ errorCode: 'login.not_member', message: 'Non-member account unable to login' });
        const agent = await pebble().login(username, 'Secret123', { portal: 'agent' });
        expect(agent.status).toBe(200);
        expect(agent.envelope.value).toMatchObject({ customerType: '1' });
      });

      it('Roles: a member on the agent login gets login.not_agent', async () => {
        const m = await member('pebble');
        const res = await pebble().login(m.username, m.password, { portal: 'agent' });
        expect(res.status).toBe(403);
        expect(res.envelope).toMatchObject({ errorCode: 'login.not_agent', message: 'Non-agents cannot log in' });
      });

      it.each(['2', '41', '42'])('Roles: agent type %s is an agent', async (type) => {
        const username = uniqueName('ag');
        await createAccount(world, { brand: 'pebble', username, password: 'Secret123', type });
        expect((await pebble().login(username, 'Secret123', { portal: 'agent' })).envelope.value).toMatchObject({ customerType: type });
      });
    });

    describe('wrong merchant (per-brand separation)', () => {
      it('Login: a member of one brand cannot log into another', async () => {
        const m = await member('pebble');
        const res = await lotus().login(m.username, m.password);
        expect(res.envelope.errorCode).toBe('login.bad_credentials');
      });

      it('Login: a token of brand A is not a session on brand B', async () => {
        const m = await member('pebble');
        const a = pebble();
        await a.login(m.username, m.password);
        const b = new Client(world, 'lotus.localhost', a.ip);
        const res = await b.get('/wps/member/info', { token: a.token });
        expect(res.status).toBe(401);
        expect(res.envelope).toMatchObject({ errorCode: 'login.not_session', message: 'The user is not logged in' });
      });

      it('a Merchant header of another brand is refused (function.not.available)', async () => {
        const res = await pebble().post('/wps/session/login', { username: 'goodname1', password: 'Secret123', type: 'username' }, { enc: true, headers: { merchant: 'LOTUS01' } });
        expect(res.envelope.errorCode).toBe('function.not.available');
      });
    });

    describe('session lifetime', () => {
      it('Login: a session unused for the idle time (15 min) is gone → 401 login.not_session; use keeps it alive', async () => {
        const m = await member('lotus');
        const c = lotus();
        await c.login(m.username, m.password);
        world.clock.advance(14 * MINUTE);
        expect((await c.get('/wps/member/info')).status).toBe(200);
        world.clock.advance(14 * MINUTE);
        expect((await c.get('/wps/member/info')).status).toBe(200);
        world.clock.advance(15 * MINUTE + 1);
        const dead = await c.get('/wps/member/info');
        expect(dead.status).toBe(401);
        expect(dead.envelope.errorCode).toBe('login.not_session');
      });

      it('Login: a session ends 24 h after login even when used', async () => {
        const m = await member('pebble'); // pebble idle 30 min
        const c = pebble();
        await c.login(m.username, m.password);
        for (let t = 0; t < 24 * 60; t += 25) {
          world.clock.advance(25 * MINUTE);
          const res = await c.get('/wps/member/info');
          if (res.status !== 200) {
            expect(t + 25).toBeGreaterThanOrEqual(24 * 60);
            return;
          }
        }
        world.clock.advance(25 * MINUTE);
        expect((await c.get('/wps/member/info')).status).toBe(401);
      });

      it('Logout: DELETE /wps/session/logout revokes the token', async () => {
        const m = await member('pebble');
        const c = pebble();
        await c.login(m.username, m.password);
        const token = c.token;
        const out = await c.send('DELETE', '/wps/session/logout');
        expect(out.status).toBe(200);
        expect(out.envelope).toEqual({ success: true, value: null });
        expect((await c.get('/wps/member/info', { token })).status).toBe(401);
        // POST works too (docs/spec/api.md), and a dead token is refused.
        const again = await c.post('/wps/session/logout', {}, { token: 'not-a-token' });
        expect(again.envelope.errorCode).toBe('login.not_session');
      });
    });

    describe('remember me', () => {
      it('Remember-me: rememberMe sets an HttpOnly wps_remember cookie (no password); /login/remembered signs in with it', async () => {
        const m = await member('pebble');
        const c = pebble();
        const res = await c.login(m.username, m.password, { rememberMe: true });
        const setCookie = String(res.headers['set-cookie']);
        expect(setCookie).toMatch(/wps_remember=[A-Za-z0-9_-]{43}; Max-Age=86400; Path=\/; HttpOnly; SameSite=Lax/);
        expect(setCookie).not.toContain(m.password);
        c.token = null;
        const again = await c.post<LoginResult>('/wps/session/login/remembered', {});
        expect(again.status).toBe(200);
        expect(again.envelope.value.userName).toBe(m.username);
      });

      it('Remember-me: logout revokes the remember token; without a cookie → login.not_session', async () => {
        const m = await member('pebble');
        const c = pebble();
        await c.login(m.username, m.password, { rememberMe: true });
        const cookie = c.cookies.get('wps_remember')!;
        await c.send('DELETE', '/wps/session/logout');
        expect(c.cookies.has('wps_remember')).toBe(false);
        c.cookies.set('wps_remember', cookie); // a copy of the cookie kept elsewhere
        const res = await c.post('/wps/session/login/remembered', {}, { token: null });
        expect(res.status).toBe(401);
        expect(res.envelope.errorCode).toBe('login.not_session');
      });

      it('Remember-me: the cookie lasts 1 day', async () => {
        const m = await member('pebble');
        const c = pebble();
        await c.login(m.username, m.password, { rememberMe: true });
        world.clock.advance(24 * 60 * MINUTE + 1000);
        expect((await c.post('/wps/session/login/remembered', {}, { token: null })).status).toBe(401);
      });

      it('Remember-me: a remember cookie of brand A does nothing on brand B', async () => {
        const m = await member('pebble');
        const a = pebble();
        await a.login(m.username, m.password, { rememberMe: true });
        const b = lotus(a.ip);
        b.cookies.set('wps_remember', a.cookies.get('wps_remember')!);
        expect((await b.post('/wps/session/login/remembered', {})).status).toBe(401);
      });
    });

    describe('password state flags', () => {
      it('Default password: logging in with the platform default (123456) says defaultPassword', async () => {
        const m = await member('pebble', { password: '123456' });
        const res = await pebble().login(m.username, '123456');
        expect(res.envelope.value).toMatchObject({ defaultPassword: true, firstTimeLogin: false });
      });

      it('First login: an account made by an operator says firstTimeLogin once', async () => {
        const m = await member('pebble', { firstTimeLogin: true });
        const c = pebble();
        expect((await c.login(m.username, m.password)).envelope.value).toMatchObject({ firstTimeLogin: true });
        expect((await c.get('/wps/member/info')).envelope.value).toMatchObject({ firstTimeLogin: true });
        expect((await pebble().login(m.username, m.password)).envelope.value).toMatchObject({ firstTimeLogin: false });
      });

      it('Expiry: with PWDEXPFORCECHANGE3 on (lotus, 90 days) an old password is expired', async () => {
        const m = await member('lotus', { passwordChangedAt: world.clock.now() - 91 * 24 * 60 * MINUTE });
        expect((await lotus().login(m.username, m.password)).envelope.value).toMatchObject({ passwordExpired: true });
        const fresh = await member('lotus', { passwordChangedAt: world.clock.now() - 89 * 24 * 60 * MINUTE });
        expect((await lotus().login(fresh.username, fresh.password)).envelope.value).toMatchObject({ passwordExpired: false });
      });

      it('Expiry: with PWDEXPFORCECHANGE3 off (pebble) passwords never expire', async () => {
        const m = await member('pebble', { passwordChangedAt: world.clock.now() - 3650 * 24 * 60 * MINUTE });
        expect((await pebble().login(m.username, m.password)).envelope.value).toMatchObject({ passwordExpired: false });
      });
    });

    describe('login by SMS (MOBILEVERCODELOGIN3)', () => {
      it('Login: type sms logs in with the mobile number and the code from /sms/noLogin', async () => {
        const mobile = `17${String(Date.now()).slice(-8)}`;
        // with the platform default password, which a login by SMS code does not prove: no forced change
        const m = await member('lotus', { mobileNum: mobile, countryDialingCode: '880', password: '123456' });
        const c = lotus();
        const sent = await c.post('/wps/verification/sms/noLogin', { mobileNum: mobile, countryDialingCode: '880', captcha: await c.captcha() });
        expect(sent.envelope).toEqual({ success: true, value: { expiredMinutes: 1 } });
        const code = await lastCode(world, 'lotus', `+880${mobile}`);
        const res = await c.post<LoginResult>('/wps/session/login', { username: mobile, password: code, type: 'sms', countryDialingCode: '880' }, { enc: true });
        expect(res.status).toBe(200);
        expect(res.envelope.value.userName).toBe(m.username);
        const balance = await c.get('/wps/v2/wallets/balance?typeId=0', { token: res.envelope.value.token });
        expect(balance.envelope.success, JSON.stringify(balance.envelope)).toBe(true);
        // Single use.
        const again = await lotus(c.ip).post('/wps/session/login', { username: mobile, password: code, type: 'sms', countryDialingCode: '880' }, { enc: true });
        expect(again.envelope.errorCode).toBe('verification.invalid');
      });

      it('Login: an SMS code past its expiredMinutes → verification.expired', async () => {
        const mobile = `18${String(Date.now()).slice(-8)}`;
        await member('lotus', { mobileNum: mobile, countryDialingCode: '880' });
        const c = lotus();
        await c.post('/wps/verification/sms/noLogin', { mobileNum: mobile, countryDialingCode: '880', captcha: await c.captcha() });
        const code = await lastCode(world, 'lotus', `+880${mobile}`);
        world.clock.advance(61_000);
        const res = await c.post('/wps/session/login', { username: mobile, password: code, type: 'sms', countryDialingCode: '880' }, { enc: true });
        expect(res.envelope).toMatchObject({ errorCode: 'verification.expired', message: 'Code expired, please send again' });
      });

      it('Flags: type sms on a brand without MOBILEVERCODELOGIN3 (pebble) → function.not.available', async () => {
        const res = await pebble().post('/wps/session/login', { username: '2025550123', password: '123456', type: 'sms', countryDialingCode: '1' }, { enc: true });
        expect(res.envelope.errorCode).toBe('function.not.available');
      });
    });

    describe('free play (FREEPLAY3)', () => {
      it('Free play: creates a trial member (type 4) with a generated name and logs it in', async () => {
        const c = lotus();
        const res = await c.post<LoginResult>('/wps/session/login/freeplay', {}, { headers: { 'x-gateway-version': '3' } });
        expect(res.status).toBe(200);
        expect(res.envelope.value).toMatchObject({ customerType: '4', firstTimeLogin: false, defaultPassword: false });
        expect(res.envelope.value.userName).toMatch(/^guest\d{7}$/);
        c.token = res.envelope.value.token;
        expect((await c.get('/wps/member/info')).envelope.value).toMatchObject({ type: '4' });
        expect((await c.get('/wps/v2/wallets/balance')).envelope.value).toMatchObject({ sumBalance: 0 });
      });

      it('Flags: free play with FREEPLAY3 off (pebble) → function.not.available', async () => {
        const res = await pebble().post('/wps/session/login/freeplay', {});
        expect(res.envelope.errorCode).toBe('function.not.available');
      });

      it('Roles: trial members cannot use the member center (member.trial_not_allowed, in_need_true_account)', async () => {
        const c = lotus();
        c.token = (await c.post<LoginResult>('/wps/session/login/freeplay', {})).envelope.value.token;
        for (const [method, url] of [
          ['GET', '/wps/member/info/funds/consolidated'],
          ['POST', '/wps/member/totp/setup'],
        ] as const) {
          const res = await c.send(method, url, method === 'POST' ? { body: {} } : {});
          expect(res.status).toBe(403);
          expect(res.envelope).toMatchObject({ errorCode: 'member.trial_not_allowed', value: { messageKey: 'in_need_true_account' } });
        }
        const pw = await c.post('/wps/member/password', { newPassword: 'Secret999', confirmNewPassword: 'Secret999' }, { enc: true });
        expect(pw.envelope.errorCode).toBe('member.trial_not_allowed');
      });

      it('Throttle: a second free play within a second from one IP → request.throttled', async () => {
        const c = lotus();
        expect((await c.post('/wps/session/login/freeplay', {})).status).toBe(200);
        const res = await c.post('/wps/session/login/freeplay', {});
        expect(res.status).toBe(429);
        expect(res.envelope.errorCode).toBe('request.throttled');
      });
    });

    describe('encryption of (enc) endpoints', () => {
      it('Encrypted body: a plain JSON login → 400 request_body_required', async () => {
        const res = await pebble().post('/wps/session/login', { username: 'goodname1', password: 'Secret123', type: 'username' });
        expect(res.status).toBe(400);
        expect(res.envelope.errorCode).toBe('request_body_required');
      });

      it('Encrypted body: a garbled body → request_body_required', async () => {
        const c = pebble();
        const sealed = await c.seal({ username: 'goodname1', password: 'Secret123', type: 'username' });
        const body = sealed.body as { value: string };
        const flipped = body.value.slice(0, -6) + (body.value.slice(-6, -5) === 'A' ? 'B' : 'A') + body.value.slice(-5);
        const res = await c.post('/wps/session/login', { value: flipped }, { headers: sealed.headers });
        expect(res.envelope.errorCode).toBe('request_body_required');
      });

      it('Encrypted body: the same encrypted request sent twice → encryption.replay', async () => {
        const m = await member('pebble');
        const c = pebble();
        const sealed = await c.seal({ username: m.username, password: m.password, type: 'username' });
        expect((await c.post('/wps/session/login', sealed.body, { headers: sealed.headers })).status).toBe(200);
        const replay = await c.post('/wps/session/login', sealed.body, { headers: sealed.headers });
        expect(replay.envelope.errorCode).toBe('encryption.replay');
      });

      it('Encrypted body: an unknown key id → encryption.key_expired; an old key past its grace period too', async () => {
        const c = pebble();
        const key = await c.key();
        const forged = await encryptRequest({ username: 'goodname1', password: 'Secret123', type: 'username' }, { keyId: 'no-such-key', publicKey: key.publicKey });
        const res = await c.post('/wps/session/login', forged.body, { headers: { ...forged.headers } });
        expect(res.envelope.errorCode).toBe('encryption.key_expired');

        const m = await member('pebble');
        const sealed = await c.seal({ username: m.username, password: m.password, type: 'username' }, key);
        world.clock.advance(2 * 60 * MINUTE); // past the hour and the grace period
        const late = await c.post('/wps/session/login', sealed.body, { headers: sealed.headers });
        expect(late.envelope.errorCode).toBe('encryption.key_expired');
        const fresh = await c.key();
        expect(fresh.keyId).not.toBe(key.keyId);
        expect((await c.login(m.username, m.password)).status).toBe(200);
      });

      it('Encrypted body: a key still works in its grace period after rotation', async () => {
        const m = await member('pebble');
        const c = pebble();
        const key = await c.key();
        world.clock.advance(key.expiresAt - world.clock.now() + 5 * MINUTE);
        const sealed = await c.seal({ username: m.username, password: m.password, type: 'username' }, key);
        expect((await c.post('/wps/session/login', sealed.body, { headers: sealed.headers })).status).toBe(200);
      });
    });
  });
});
