// Abuse limits as sliding windows that a success never resets: login lockout per IP and account, the second
// factor counted per member, remember-me rotation and device binding, SMS caps and captcha, the phone reset
// lockout, forgot-by-email answers and mail cap, single-use reset links, and the coarse per-IP rate limit.
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { LoginResult, SecondFactorChallenge } from '../../../src/generated/types.ts';
import { Client, createAccount, lastCode, openWorld, outbox, uniqueName, type TestWorld } from '../support/world.ts';
import { editBrand, removeTemps } from '../support/fixtures.ts';
import { dbLegs } from '../support/legs.ts';
import { closeServers } from '../support/server.ts';

const MINUTE = 60_000;
const HOUR = 60 * MINUTE;
const HOME_IP = '192.0.2.20';
let mobileSeq = 0;
const bdMobile = (): string => `13${String(Date.now()).slice(-6)}${String(++mobileSeq).padStart(3, '0')}`;

interface WhitelabelNode {
  modId: string;
  enabled: string;
  childrenNodes?: WhitelabelNode[];
}
function setModule(node: WhitelabelNode, modId: string, enabled: '0' | '1'): void {
  if (node.modId === modId) node.enabled = enabled;
  node.childrenNodes?.forEach((c) => setModule(c, modId, enabled));
}

describe.each(dbLegs())('security limits on $name', (leg) => {
  let world: TestWorld;
  let ipSeq = 0;
  const ip = (): string => `10.8.${Math.floor(++ipSeq / 250)}.${ipSeq % 250}`;

  beforeAll(async () => {
    if (!leg.available) return;
    world = await openWorld(leg, {
      editBrands: (dir) => {
        // pebble: no captcha, 10 failures lock 15 min, and here the bank account name as the new-IP second factor.
        editBrand(dir, 'pebble', (b) => {
          b.login.captcha = 'never';
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

  const pebble = (addr = ip()) => new Client(world, 'pebble.localhost', addr);
  const lotus = (addr = ip()) => new Client(world, 'lotus.localhost', addr);
  const PASSWORD = 'Abc12345';

  async function account(brand: string, extra: Record<string, unknown> = {}): Promise<string> {
    const username = uniqueName('lim');
    await createAccount(world, { brand, username, password: PASSWORD, type: 'member', ...extra });
    return username;
  }

  const noLogin = async (c: Client, mobileNum: string, captcha = true) =>
    c.post('/wps/verification/sms/noLogin', { mobileNum, countryDialingCode: '880', ...(captcha ? { captcha: await c.captcha() } : {}) });

  describe.skipIf(!leg.available)('', () => {
    describe('login lockout (sliding windows)', () => {
      it('ASVS V6.3.1 the 27-failure replay: own successes between guesses do not reset the IP count; 2 × lockAfterFailures lock the IP', async () => {
        const own = await account('pebble');
        const c = pebble();
        let failures = 0;
        let locked = false;
        while (failures < 27 && !locked) {
          expect((await c.login(own, PASSWORD)).status).toBe(200);
          const res = await c.login(uniqueName('victim'), 'Guess1234');
          failures++;
          locked = res.status === 423;
        }
        expect(locked).toBe(true);
        expect(failures).toBe(20);
        // The attacker's own account from that IP is refused too, until the lock ends.
        expect((await c.login(own, PASSWORD)).envelope.errorCode).toBe('login.locked');
        world.clock.advance(15 * MINUTE + 1000);
      });

      it('ASVS V6.3.1 an account: own successes between guesses do not reset its count; the 10th failure in an hour locks it', async () => {
        const victim = await account('pebble');
        let last;
        for (let i = 0; i < 10; i++) {
          // the real owner logs in between the guesses, each guess from another address
          expect((await pebble(HOME_IP).login(victim, PASSWORD)).status).toBe(200);
          last = await pebble().login(victim, 'Guess1234');
        }
        expect(last!.status).toBe(423);
        expect(last!.envelope.errorCode).toBe('login.locked');
      });

      it('ASVS V6.3.1 a lock ending does not restart the count: the next failure within the hour locks again', async () => {
        const victim = await account('pebble');
        for (let i = 0; i < 10; i++) await pebble().login(victim, 'Guess1234');
        world.clock.advance(15 * MINUTE + 1000);
        const again = await pebble().login(victim, 'Guess1234');
        expect(again.status).toBe(423);
        world.clock.advance(15 * MINUTE + 1000);
        // the owner is not locked out once the lock is over
        expect((await pebble(HOME_IP).login(victim, PASSWORD)).status).toBe(200);
        world.clock.advance(HOUR);
      });
    });

    describe('second factor', () => {
      const payee = 'Rahim Uddin';

      it('ASVS V6.3.1 20 wrong answers over 4 challenges: the 10th wrong answer locks the member (423), re-entering the password does not help', async () => {
        const username = await account('pebble', { payeeName: payee, knownIp: HOME_IP });
        const c = pebble();
        let wrongAnswers = 0;
        let locked = null;
        for (let challengeNo = 0; challengeNo < 4 && !locked; challengeNo++) {
          const res = await c.login(username, PASSWORD);
          if (res.status === 423) {
            locked = res;
            break;
          }
          expect(res.envelope.errorCode).toBe('login.second_factor_required');
          const challenge = res.envelope.value as unknown as SecondFactorChallenge;
          for (let i = 0; i < 5; i++) {
            const answer = await c.post('/wps/session/login/verification', { challengeId: challenge.challengeId, code: `Wrong Name ${i}` }, { enc: true });
            wrongAnswers++;
            if (answer.status === 423) {
              locked = answer;
              break;
            }
            expect(answer.envelope.errorCode).toBe('login.second_factor_invalid');
          }
        }
        expect(wrongAnswers).toBe(10);
        expect(locked!.envelope.errorCode).toBe('login.locked');
        // The right password (a fresh challenge) and the right answer are refused while locked.
        expect((await c.login(username, PASSWORD)).envelope.errorCode).toBe('login.locked');
        expect((await pebble(HOME_IP).login(username, PASSWORD)).envelope.errorCode).toBe('login.locked');
        world.clock.advance(15 * MINUTE + 1000);
        const fresh = await c.login(username, PASSWORD);
        const challenge = fresh.envelope.value as unknown as SecondFactorChallenge;
        expect((await c.post('/wps/session/login/verification', { challengeId: challenge.challengeId, code: payee }, { enc: true })).status).toBe(200);
        world.clock.advance(HOUR);
      });
    });

    describe('remember me', () => {
      const rememberedLogin = (c: Client, loginDeviceId: string) => c.post<LoginResult>('/wps/session/login/remembered', { loginDeviceId }, { token: null });

      async function remembered(deviceId: string, addr = ip()): Promise<{ c: Client; username: string }> {
        const username = await account('pebble', { payeeName: 'Karim Mia' });
        const c = pebble(addr);
        const res = await c.login(username, PASSWORD, { rememberMe: true, loginDeviceId: deviceId });
        expect(res.status).toBe(200);
        return { c, username };
      }

      it('ASVS V7.2.4 every use rotates the token: a new cookie, the old one dead; a rotated-out token coming back revokes the chain and its sessions', async () => {
        const { c } = await remembered('device-a');
        const first = c.cookies.get('wps_remember')!;
        const used = await rememberedLogin(c, 'device-a');
        expect(used.status).toBe(200);
        const second = c.cookies.get('wps_remember')!;
        expect(second).not.toBe(first);
        expect(String(used.headers['set-cookie'])).toMatch(/wps_remember=[A-Za-z0-9_-]{43}; Max-Age=\d+; Path=\/; HttpOnly; SameSite=Lax/);
        const session = used.envelope.value.token;
        expect((await c.get('/wps/member/info', { token: session })).status).toBe(200);

        // Someone replays the first cookie later: refused, and the whole chain ends.
        world.clock.advance(11_000);
        const thief = pebble(c.ip);
        thief.cookies.set('wps_remember', first);
        expect((await rememberedLogin(thief, 'device-a')).envelope.errorCode).toBe('login.not_session');
        expect((await rememberedLogin(c, 'device-a')).envelope.errorCode).toBe('login.not_session');
        expect((await c.get('/wps/member/info', { token: session })).envelope.errorCode).toBe('login.not_session');
      });

      it('ASVS V7.2.4 two tabs restoring at once: the slower one is turned away without ending the chain', async () => {
        const { c } = await remembered('device-tabs');
        const first = c.cookies.get('wps_remember')!;
        const tab = pebble(c.ip);
        tab.cookies.set('wps_remember', first);
        expect((await rememberedLogin(c, 'device-tabs')).status).toBe(200);
        expect((await rememberedLogin(tab, 'device-tabs')).status).toBe(401);
        expect((await rememberedLogin(c, 'device-tabs')).status).toBe(200);
      });

      it('ASVS V7.2.4 bound to the device it was issued to: another loginDeviceId or user agent is refused and ends the chain', async () => {
        const { c } = await remembered('device-b');
        const copy = pebble(c.ip);
        copy.cookies.set('wps_remember', c.cookies.get('wps_remember')!);
        expect((await rememberedLogin(copy, 'device-other')).status).toBe(401);
        expect((await rememberedLogin(c, 'device-b')).status).toBe(401);

        const { c: d } = await remembered('device-c');
        const otherBrowser = await d.post('/wps/session/login/remembered', { loginDeviceId: 'device-c' }, { token: null, headers: { 'user-agent': 'Other/1.0' } });
        expect(otherBrowser.status).toBe(401);
      });

      it('ASVS V6.3.x a remembered login from a new IP answers the second factor, then gets a rotated cookie', async () => {
        const { c, username } = await remembered('device-d', HOME_IP);
        const first = c.cookies.get('wps_remember')!;
        const away = pebble(); // the same browser on another network
        away.cookies.set('wps_remember', first);
        const res = await rememberedLogin(away, 'device-d');
        expect(res.envelope.errorCode).toBe('login.second_factor_required');
        const challenge = res.envelope.value as unknown as SecondFactorChallenge;
        expect(challenge.method).toBe('bankAccountName');
        const ok = await away.post<LoginResult>('/wps/session/login/verification', { challengeId: challenge.challengeId, code: 'karim mia' }, { enc: true });
        expect(ok.status).toBe(200);
        expect(ok.envelope.value.userName).toBe(username);
        const rotated = away.cookies.get('wps_remember')!;
        expect(rotated).not.toBe(first);
        // the successor works from the now known address; the first token is spent
        expect((await rememberedLogin(away, 'device-d')).status).toBe(200);
      });
    });

    describe('SMS codes', () => {
      it('ASVS V2.4.1 the 35-an-hour replay: one code per countdown for an hour gets 5 codes, and 10 in a day', async () => {
        const mobile = bdMobile();
        await account('lotus', { mobileNum: mobile, countryDialingCode: '880' });
        let sent = 0;
        for (let hour = 0; hour < 3; hour++) {
          const start = world.clock.now();
          while (world.clock.now() - start < HOUR - 2 * MINUTE) {
            if ((await noLogin(lotus(), mobile)).status === 200) sent++;
            world.clock.advance(61_000);
          }
          world.clock.advance(start + HOUR - world.clock.now());
          expect(sent).toBe(Math.min(10, 5 * (hour + 1)));
        }
        expect((await outbox(world, 'lotus', `+880${mobile}`)).length).toBe(10);
      });

      it('ASVS V2.4.1 one IP asking for many numbers: 10 codes an hour, then sms.too_many_requests (unregistered numbers count too)', async () => {
        const c = lotus();
        const answers = [];
        for (let i = 0; i < 11; i++) answers.push((await noLogin(c, bdMobile())).envelope.errorCode ?? 'ok');
        expect(answers.slice(0, 10)).toEqual(Array(10).fill('ok'));
        expect(answers[10]).toBe('sms.too_many_requests');
        world.clock.advance(HOUR);
      });

      it('ASVS V2.2.x a captcha before any SMS to an unauthenticated caller (noLogin, register)', async () => {
        const mobile = bdMobile();
        await account('lotus', { mobileNum: mobile, countryDialingCode: '880' });
        const c = lotus();
        expect((await noLogin(c, mobile, false)).envelope).toMatchObject({ errorCode: 'login.captcha_required', value: { captcha: true } });
        world.clock.advance(1100);
        const answer = await c.captcha();
        const wrong = await c.post('/wps/verification/sms/noLogin', { mobileNum: mobile, countryDialingCode: '880', captcha: answer === '0000' ? '1111' : '0000' });
        expect(wrong.envelope.errorCode).toBe('login.captcha_invalid');
        world.clock.advance(1100);
        const free = bdMobile();
        const reg = await c.post('/wps/verification/sms/register', { mobileNo: free, countryDialingCode: '880' });
        expect(reg.envelope.errorCode).toBe('login.captcha_required');
        expect(await outbox(world, 'lotus', `+880${mobile}`)).toEqual([]);
        expect(await outbox(world, 'lotus', `+880${free}`)).toEqual([]);
      });

      it('ASVS V6.3.8 noLogin answers the same for a registered and an unregistered number, also for the countdown', async () => {
        const known = bdMobile();
        await account('lotus', { mobileNum: known, countryDialingCode: '880' });
        const unknown = bdMobile();
        const a = await noLogin(lotus(), known);
        const b = await noLogin(lotus(), unknown);
        expect([a.status, a.envelope]).toEqual([b.status, b.envelope]);
        const a2 = await noLogin(lotus(), known);
        const b2 = await noLogin(lotus(), unknown);
        expect(a2.envelope.errorCode).toBe('sms.countdown');
        expect([a2.status, a2.envelope]).toEqual([b2.status, b2.envelope]);
        expect((await outbox(world, 'lotus', `+880${known}`)).length).toBe(1);
        expect(await outbox(world, 'lotus', `+880${unknown}`)).toEqual([]);
      });
    });

    describe('forgot password by phone', () => {
      const reset = (c: Client, mobileNum: string, verificationCode: string) => {
        world.clock.advance(1100); // one reset request per second per IP
        return c.post('/wps/member/password/verification', { mobileNum, countryDialingCode: '880', verificationCode, newPassword: 'Fresh9876' }, { enc: true });
      };

      it('ASVS V6.3.1 5 wrong codes for a number in an hour lock its reset 15 min (even the right code); later a new code works', async () => {
        const mobile = bdMobile();
        const username = await account('lotus', { mobileNum: mobile, countryDialingCode: '880' });
        const c = lotus();
        await noLogin(c, mobile);
        const code = await lastCode(world, 'lotus', `+880${mobile}`);
        const wrong = code === '000000' ? '111111' : '000000';
        for (let i = 0; i < 4; i++) expect((await reset(lotus(), mobile, wrong)).envelope.errorCode).toBe('verification.invalid');
        const fifth = await reset(lotus(), mobile, wrong);
        expect(fifth.status).toBe(423);
        expect(fifth.envelope.errorCode).toBe('password.reset_locked');
        await noLogin(c, mobile);
        const fresh = await lastCode(world, 'lotus', `+880${mobile}`);
        expect((await reset(lotus(), mobile, fresh)).envelope.errorCode).toBe('password.reset_locked');
        world.clock.advance(15 * MINUTE);
        await noLogin(c, mobile);
        expect((await reset(c, mobile, await lastCode(world, 'lotus', `+880${mobile}`))).envelope).toEqual({ success: true, value: null });
        expect((await lotus().login(username, 'Fresh9876')).status).toBe(200);
      });

      it('ASVS V6.3.1 one IP guessing codes of many numbers (registered or not) is locked after 10 in an hour; an unknown number answers like a wrong code', async () => {
        const c = lotus();
        const answers = [];
        for (let i = 0; i < 10; i++) answers.push((await reset(c, bdMobile(), '123456')).envelope.errorCode);
        expect(answers.slice(0, 9)).toEqual(Array(9).fill('verification.invalid'));
        expect(answers[9]).toBe('password.reset_locked');
        world.clock.advance(HOUR);
      });
    });

    describe('forgot password by e-mail', () => {
      const forgot = (username: string, email: string) => {
        world.clock.advance(1100); // one request per second per IP
        return lotus('10.9.9.9').post('/wps/member/password/email', { username, email });
      };
      const tokenOf = (body: string): string => /resetToken=([A-Za-z0-9_-]+)/.exec(body)![1]!;

      it('ASVS V6.3.8 at most 3 reset mails an hour (5 a day) to one address; every request answers the same success', async () => {
        const email = `cap${Date.now()}@example.com`;
        const username = await account('lotus', { email });
        for (let i = 0; i < 5; i++) expect((await forgot(username, email)).envelope).toEqual({ success: true, value: null });
        expect(await outbox(world, 'lotus', email)).toHaveLength(3);
        world.clock.advance(HOUR);
        for (let i = 0; i < 3; i++) await forgot(username, email);
        expect(await outbox(world, 'lotus', email)).toHaveLength(5);
        world.clock.advance(24 * HOUR);
      });

      it('ASVS V6.4.x a reset link is used once even by two requests at the same moment', async () => {
        const email = `twice${Date.now()}@example.com`;
        const username = await account('lotus', { email });
        await forgot(username, email);
        const token = tokenOf((await outbox(world, 'lotus', email))[0]!.body);
        const body = (p: string) => ({ resetToken: token, newPassword: p, confirmNewPassword: p });
        const [a, b] = await Promise.all([
          lotus().post('/wps/member/password/reset', body('Alpha2468')),
          lotus().post('/wps/member/password/reset', body('Bravo2468')),
        ]);
        const answers = [a.envelope.errorCode ?? 'ok', b.envelope.errorCode ?? 'ok'].sort();
        expect(answers).toEqual(['ok', 'password.reset_invalid']);
        const winner = a.envelope.success ? 'Alpha2468' : 'Bravo2468';
        expect((await lotus().login(username, winner)).status).toBe(200);
      });

      it('ASVS V6.4.x a refused new password leaves the link usable for another try', async () => {
        const email = `retry${Date.now()}@example.com`;
        const username = await account('lotus', { email });
        await forgot(username, email);
        const token = tokenOf((await outbox(world, 'lotus', email))[0]!.body);
        const mismatch = await lotus().post('/wps/member/password/reset', { resetToken: token, newPassword: 'Alpha2468', confirmNewPassword: 'Other2468' });
        expect(mismatch.envelope.errorCode).toBe('register.password_mismatch');
        expect((await lotus().post('/wps/member/password/reset', { resetToken: token, newPassword: 'Alpha2468', confirmNewPassword: 'Alpha2468' })).status).toBe(200);
        expect((await lotus().login(username, 'Alpha2468')).status).toBe(200);
      });

      it('ASVS V6.4.x every outstanding reset link dies when the password changes (by the member or another reset)', async () => {
        const email = `revoke${Date.now()}@example.com`;
        const username = await account('lotus', { email });
        await forgot(username, email);
        await forgot(username, email);
        const [newer, older] = (await outbox(world, 'lotus', email)).map((m) => tokenOf(m.body));
        // the newer link resets the password: the older one is dead
        expect((await lotus().post('/wps/member/password/reset', { resetToken: newer, newPassword: 'Alpha2468', confirmNewPassword: 'Alpha2468' })).status).toBe(200);
        expect((await lotus().post('/wps/member/password/reset', { resetToken: older, newPassword: 'Bravo2468', confirmNewPassword: 'Bravo2468' })).envelope.errorCode).toBe(
          'password.reset_invalid',
        );
        // a link asked for before the member changes the password in the member center is dead too
        await forgot(username, email);
        const pending = tokenOf((await outbox(world, 'lotus', email))[0]!.body);
        const c = lotus();
        expect((await c.login(username, 'Alpha2468')).status).toBe(200);
        const changed = await c.post('/wps/member/password', { oldPassword: 'Alpha2468', newPassword: 'Charlie2468', confirmNewPassword: 'Charlie2468' }, { enc: true });
        expect(changed.status).toBe(200);
        expect((await lotus().post('/wps/member/password/reset', { resetToken: pending, newPassword: 'Delta2468', confirmNewPassword: 'Delta2468' })).envelope.errorCode).toBe(
          'password.reset_invalid',
        );
      });
    });

    describe('coarse per-IP rate limit (@fastify/rate-limit)', () => {
      it('ASVS V2.4.1 more than 20 SMS requests a minute from one IP → 429 request.throttled in the usual envelope, with Retry-After', async () => {
        const c = lotus();
        let last;
        // bad bodies: each still counts for the outer layer, which runs before the handler
        for (let i = 0; i < 21; i++) last = await c.post('/wps/verification/sms/noLogin', { mobileNum: 'x' });
        expect(last!.status).toBe(429);
        expect(last!.envelope).toMatchObject({ success: false, errorCode: 'request.throttled', message: 'Too many requests, please try again in a moment' });
        expect(Number(last!.headers['retry-after'])).toBeGreaterThan(0);
        // other groups keep their own count
        expect((await c.post('/wps/session/login/remembered', {}, { token: null })).status).toBe(401);
      });
    });
  });
});
