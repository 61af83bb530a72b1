// The check of a login from an IP the member has not used ("Second-factor challenge", docs/spec/rules.md: by mobile
// code, e-mail, bank account name or Google code).
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { LoginResult, SecondFactorChallenge } from '../../../../src/generated/types.ts';
import { validateSecondFactorChallenge } from '../../../../src/generated/validators.js';
import { newTotpSecret, totpCode } from '../../../../src/server/security/totp.ts';
import { Client, createAccount, lastCode, openWorld, uniqueName, type TestWorld } from '../../support/world.ts';
import { editBrand, removeTemps } from '../../support/fixtures.ts';
import { dbLegs } from '../../support/legs.ts';
import { closeServers } from '../../support/server.ts';

let mobileSeq = 0;
const bdMobile = (): string => `15${String(Date.now()).slice(-6)}${String(++mobileSeq).padStart(3, '0')}`;
const HOME_IP = '192.0.2.10';

interface WhitelabelNode {
  modId: string;
  enabled: string;
  childrenNodes?: WhitelabelNode[];
}
function setModule(node: WhitelabelNode, modId: string, enabled: '0' | '1'): void {
  if (node.modId === modId) node.enabled = enabled;
  node.childrenNodes?.forEach((c) => setModule(c, modId, enabled));
}

describe.each(dbLegs())('accounts: second factor for a new IP on $name', (leg) => {
  let world: TestWorld;
  let ipSeq = 0;
  const ip = (): string => `10.5.${Math.floor(++ipSeq / 250)}.${ipSeq % 250}`;

  beforeAll(async () => {
    if (!leg.available) return;
    world = await openWorld(leg, {
      editBrands: (dir) => {
        // pebble becomes the "bank account name" brand for this suite.
        editBrand(dir, 'pebble', (b) => {
          b.login.secondFactor = 'bankAccountName';
          setModule(b.whitelabel, 'LOGINIPVERF3', '1');
        });
      },
    });
  });
  afterAll(async () => {
    await closeServers();
    await world?.dispose();
    removeTemps();
  });

  const lotus = (addr = ip()) => new Client(world, 'lotus.localhost', addr);
  const aurora = (addr = ip()) => new Client(world, 'aurora.localhost', addr);
  const pebble = (addr = ip()) => new Client(world, 'pebble.localhost', addr);

  async function account(brand: string, extra: Record<string, unknown>): Promise<string> {
    const username = uniqueName('sf');
    await createAccount(world, { brand, username, password: 'Abc12345', type: 'member', knownIp: HOME_IP, ...extra });
    return username;
  }

  const verify = (c: Client, challengeId: string, code: string) =>
    c.post<LoginResult>('/wps/session/login/verification', { challengeId, code }, { enc: true });

  describe.skipIf(!leg.available)('', () => {
    describe('mobile code (lotus)', () => {
      it('New IP: login answers login.second_factor_required with a masked hint; the SMS code completes it', async () => {
        const mobile = bdMobile();
        const username = await account('lotus', { mobileNum: mobile, countryDialingCode: '880' });
        // From the known address: no check.
        expect((await lotus(HOME_IP).login(username, 'Abc12345')).status).toBe(200);
        const c = lotus();
        const res = await c.login(username, 'Abc12345');
        expect(res.status).toBe(400);
        expect(res.envelope).toMatchObject({ errorCode: 'login.second_factor_required', message: 'Please complete verification first' });
        const challenge = res.envelope.value as unknown as SecondFactorChallenge;
        expect(validateSecondFactorChallenge(challenge)).toBe(true);
        expect(challenge).toMatchObject({ method: 'mobileCode', hint: `+880 ••••${mobile.slice(-2)}`, expiredMinutes: 1 });
        const code = await lastCode(world, 'lotus', `+880${mobile}`);
        const wrong = await verify(c, challenge.challengeId, code === '000000' ? '111111' : '000000');
        expect(wrong.envelope).toMatchObject({ errorCode: 'login.second_factor_invalid' });
        const ok = await verify(c, challenge.challengeId, code);
        expect(ok.status).toBe(200);
        expect(ok.envelope.value.userName).toBe(username);
        // The address is now known: the next login from it goes straight in.
        expect((await lotus(c.ip).login(username, 'Abc12345')).status).toBe(200);
      });

      it('New IP: a challenge answered from another address → login.second_factor_invalid', async () => {
        const mobile = bdMobile();
        const username = await account('lotus', { mobileNum: mobile, countryDialingCode: '880' });
        const c = lotus();
        const challenge = (await c.login(username, 'Abc12345')).envelope.value as unknown as SecondFactorChallenge;
        const code = await lastCode(world, 'lotus', `+880${mobile}`);
        expect((await verify(lotus(), challenge.challengeId, code)).envelope.errorCode).toBe('login.second_factor_invalid');
      });

      it('New IP: an expired code → login.second_factor_expired; resend (after the countdown) sends a new one that works', async () => {
        const mobile = bdMobile();
        const username = await account('lotus', { mobileNum: mobile, countryDialingCode: '880' });
        const c = lotus();
        const challenge = (await c.login(username, 'Abc12345')).envelope.value as unknown as SecondFactorChallenge;
        const first = await lastCode(world, 'lotus', `+880${mobile}`);
        world.clock.advance(30_000);
        const early = await c.post('/wps/session/login/verification/resend', { challengeId: challenge.challengeId });
        expect(early.envelope).toMatchObject({ errorCode: 'sms.countdown', value: { retryAfterSeconds: 30 } });
        world.clock.advance(31_000);
        expect((await verify(c, challenge.challengeId, first)).envelope).toMatchObject({ errorCode: 'login.second_factor_expired', message: 'Code expired, please send again' });
        const resent = await c.post('/wps/session/login/verification/resend', { challengeId: challenge.challengeId });
        expect(resent.envelope).toEqual({ success: true, value: { expiredMinutes: 1 } });
        const second = await lastCode(world, 'lotus', `+880${mobile}`);
        expect((await verify(c, challenge.challengeId, second)).status).toBe(200);
      });

      it('New IP: 5 wrong answers end the challenge', async () => {
        const mobile = bdMobile();
        const username = await account('lotus', { mobileNum: mobile, countryDialingCode: '880' });
        const c = lotus();
        const challenge = (await c.login(username, 'Abc12345')).envelope.value as unknown as SecondFactorChallenge;
        const code = await lastCode(world, 'lotus', `+880${mobile}`);
        const wrong = code === '000000' ? '111111' : '000000';
        for (let i = 0; i < 5; i++) expect((await verify(c, challenge.challengeId, wrong)).envelope.errorCode).toBe('login.second_factor_invalid');
        expect((await verify(c, challenge.challengeId, code)).envelope.errorCode).toBe('login.second_factor_invalid');
      });

      it('Remember-me: asked at login, the cookie arrives with the verified login', async () => {
        const mobile = bdMobile();
        const username = await account('lotus', { mobileNum: mobile, countryDialingCode: '880' });
        const c = lotus();
        const challenge = (await c.login(username, 'Abc12345', { rememberMe: true })).envelope.value as unknown as SecondFactorChallenge;
        expect(c.cookies.has('wps_remember')).toBe(false);
        const res = await verify(c, challenge.challengeId, await lastCode(world, 'lotus', `+880${mobile}`));
        expect(res.status).toBe(200);
        expect(c.cookies.has('wps_remember')).toBe(true);
      });

      it('New IP: the first login of an account (no IP on record) and an account with nothing to check go straight in', async () => {
        const first = uniqueName('sf');
        await createAccount(world, { brand: 'lotus', username: first, password: 'Abc12345', type: 'member' });
        expect((await lotus().login(first, 'Abc12345')).status).toBe(200);
        const bare = await account('lotus', {});
        expect((await lotus().login(bare, 'Abc12345')).status).toBe(200);
      });
    });

    describe('authenticator (aurora)', () => {
      it('Second factor (Google code): a TOTP code (RFC 6238) completes the login; a used code is not accepted twice', async () => {
        const secret = newTotpSecret();
        const username = await account('aurora', { totpSecret: secret, mobileNum: '9171234567', countryDialingCode: '63' });
        const c = aurora();
        const res = await c.login(username, 'Abc12345', { captcha: await c.captcha() });
        const challenge = res.envelope.value as unknown as SecondFactorChallenge;
        expect(challenge).toMatchObject({ method: 'authenticator', hint: '' });
        expect(challenge.expiredMinutes).toBeUndefined();
        const code = totpCode(secret, world.clock.now());
        expect((await verify(c, challenge.challengeId, code)).status).toBe(200);

        const d = aurora();
        const again = (await d.login(username, 'Abc12345', { captcha: await d.captcha() })).envelope.value as unknown as SecondFactorChallenge;
        expect((await verify(d, again.challengeId, code)).envelope.errorCode).toBe('login.second_factor_invalid');
        world.clock.advance(30_000);
        expect((await verify(d, again.challengeId, totpCode(secret, world.clock.now()))).status).toBe(200);
      });

      it('Second factor (Google code): one step of clock drift either side is accepted, two are not', async () => {
        const secret = newTotpSecret();
        const username = await account('aurora', { totpSecret: secret });
        const c = aurora();
        const challenge = (await c.login(username, 'Abc12345', { captcha: await c.captcha() })).envelope.value as unknown as SecondFactorChallenge;
        expect((await verify(c, challenge.challengeId, totpCode(secret, world.clock.now() + 60_000))).envelope.errorCode).toBe('login.second_factor_invalid');
        expect((await verify(c, challenge.challengeId, totpCode(secret, world.clock.now() - 30_000))).status).toBe(200);
      });

      it('Second factor: without an enrolled authenticator it falls back to the mobile code, else e-mail', async () => {
        const mobileUser = await account('aurora', { mobileNum: '9171234568', countryDialingCode: '63' });
        const a = aurora();
        expect((await a.login(mobileUser, 'Abc12345', { captcha: await a.captcha() })).envelope.value).toMatchObject({ method: 'mobileCode', hint: '+63 ••••68', expiredMinutes: 2 });
        const mailUser = await account('aurora', { email: 'player@example.com' });
        const b = aurora();
        const challenge = (await b.login(mailUser, 'Abc12345', { captcha: await b.captcha() })).envelope.value as unknown as SecondFactorChallenge;
        expect(challenge).toMatchObject({ method: 'email', hint: 'p••••@example.com' });
        const code = await lastCode(world, 'aurora', 'player@example.com');
        expect((await verify(b, challenge.challengeId, code)).status).toBe(200);
      });

      it('Second factor: resend for an authenticator challenge → function.not.available', async () => {
        const username = await account('aurora', { totpSecret: newTotpSecret() });
        const c = aurora();
        const challenge = (await c.login(username, 'Abc12345', { captcha: await c.captcha() })).envelope.value as unknown as SecondFactorChallenge;
        world.clock.advance(1100);
        expect((await c.post('/wps/session/login/verification/resend', { challengeId: challenge.challengeId })).envelope.errorCode).toBe('function.not.available');
      });
    });

    describe('bank account name (pebble, edited)', () => {
      it('Second factor (bank account name): the payee name, case and spacing aside, completes the login', async () => {
        const username = await account('pebble', { payeeName: 'Jane  Q Public' });
        const c = pebble();
        const challenge = (await c.login(username, 'Abc12345')).envelope.value as unknown as SecondFactorChallenge;
        expect(challenge).toMatchObject({ method: 'bankAccountName', hint: '' });
        expect((await verify(c, challenge.challengeId, 'John Public')).envelope.errorCode).toBe('login.second_factor_invalid');
        expect((await verify(c, challenge.challengeId, ' jane q public ')).status).toBe(200);
      });

      it('New IP: a burst of answers sent together gets no more of them checked than a challenge allows (5)', async () => {
        const username = await account('pebble', { payeeName: 'Jane Public' });
        const c = pebble();
        const challenge = (await c.login(username, 'Abc12345')).envelope.value as unknown as SecondFactorChallenge;
        const answers = await Promise.all([...Array.from({ length: 30 }, (_, i) => verify(c, challenge.challengeId, `Wrong Name ${i}`)), verify(c, challenge.challengeId, 'Jane Public')]);
        // Every answer checked and found wrong is a failure of the account; the right one counts if it was checked.
        const failures = await world.db.query<{ n: string }>("SELECT count(*) AS n FROM login_attempts WHERE username_key = $1 AND kind = 'second_factor'", [
          username.toLowerCase(),
        ]);
        expect(Number(failures.rows[0]!.n) + answers.filter((a) => a.status === 200).length).toBeLessThanOrEqual(5);
      });

      it('Second factor: an expired challenge (10 min) → login.second_factor_expired', async () => {
        const username = await account('pebble', { payeeName: 'Jane Public' });
        const c = pebble();
        const challenge = (await c.login(username, 'Abc12345')).envelope.value as unknown as SecondFactorChallenge;
        world.clock.advance(10 * 60_000 + 1);
        expect((await verify(c, challenge.challengeId, 'Jane Public')).envelope.errorCode).toBe('login.second_factor_expired');
      });

      it('Encrypted body: verification must be encrypted; an unknown challenge → login.second_factor_invalid', async () => {
        const c = pebble();
        expect((await c.post('/wps/session/login/verification', { challengeId: 'x', code: 'y' })).envelope.errorCode).toBe('request_body_required');
        expect((await verify(c, 'no-such-challenge', '123456')).envelope.errorCode).toBe('login.second_factor_invalid');
      });
    });
  });
});
