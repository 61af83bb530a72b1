// The captcha image and the SMS code endpoints with their abuse limits (the resend countdown, the one-per-second
// throttle, SMS caps and provider errors: docs/spec/rules.md, docs/spec/errors.md; docs/security.md, section 2.4).
import { PNG } from 'pngjs';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { SmsSendResult } from '../../../../src/generated/types.ts';
import { validateCaptchaChallenge, validateSmsCountdown, validateSmsSendResult } from '../../../../src/generated/validators.js';
import { Client, createAccount, lastCode, openWorld, outbox, uniqueName, type TestWorld } from '../../support/world.ts';
import { removeTemps } from '../../support/fixtures.ts';
import { dbLegs } from '../../support/legs.ts';
import { closeServers } from '../../support/server.ts';

let mobileSeq = 0;
const bdMobile = (): string => `19${String(Date.now()).slice(-6)}${String(++mobileSeq).padStart(3, '0')}`;

describe.each(dbLegs())('accounts: captcha and SMS codes on $name', (leg) => {
  let world: TestWorld;
  let ipSeq = 0;
  const ip = (): string => `10.3.${Math.floor(++ipSeq / 250)}.${ipSeq % 250}`;

  beforeAll(async () => {
    if (!leg.available) return;
    world = await openWorld(leg);
  });
  afterAll(async () => {
    await closeServers();
    await world?.dispose();
    removeTemps();
  });

  const lotus = (addr = ip()) => new Client(world, 'lotus.localhost', addr);
  const aurora = (addr = ip()) => new Client(world, 'aurora.localhost', addr);

  /** A code for an existing member's number, with the captcha every unauthenticated SMS now needs. */
  const noLogin = async <T = unknown>(c: Client, mobileNum: string, countryDialingCode = '880') =>
    c.post<T>('/wps/verification/sms/noLogin', { mobileNum, countryDialingCode, captcha: await c.captcha() });

  async function lotusMember(): Promise<string> {
    const mobile = bdMobile();
    await createAccount(world, { brand: 'lotus', username: uniqueName('sms'), password: 'abc12345', type: 'member', mobileNum: mobile, countryDialingCode: '880' });
    return mobile;
  }

  describe.skipIf(!leg.available)('', () => {
    describe('GET /wps/captcha', () => {
      it('captcha: value is a base64 PNG (no data: prefix), no-store, with an HttpOnly wps_captcha cookie', async () => {
        const c = lotus();
        const res = await c.get<string>('/wps/captcha');
        expect(res.status).toBe(200);
        expect(res.headers['cache-control']).toBe('no-store');
        expect(validateCaptchaChallenge(res.envelope.value)).toBe(true);
        expect(res.envelope.value).not.toMatch(/^data:/);
        const png = PNG.sync.read(Buffer.from(res.envelope.value, 'base64'));
        expect([png.width, png.height]).toEqual([120, 44]);
        expect(String(res.headers['set-cookie'])).toMatch(/^wps_captcha=[0-9a-f-]{36}; Max-Age=300; Path=\/; HttpOnly; SameSite=Lax$/);
        // The picture has ink: some pixels are far darker than the light background.
        let dark = 0;
        for (let i = 0; i < png.data.length; i += 4) if (png.data[i]! + png.data[i + 1]! + png.data[i + 2]! < 300) dark++;
        expect(dark).toBeGreaterThan(200);
      });

      it('captcha: fresh per call (a new answer and picture each time)', async () => {
        const c = lotus();
        const a = await c.get<string>('/wps/captcha');
        world.clock.advance(1100);
        const b = await c.get<string>('/wps/captcha');
        expect(a.envelope.value).not.toBe(b.envelope.value);
      });

      it('Throttle: a second captcha within 1 s from one IP → 429 request.throttled; after a second it works', async () => {
        const c = lotus();
        expect((await c.get('/wps/captcha')).status).toBe(200);
        const again = await c.get('/wps/captcha');
        expect(again.status).toBe(429);
        expect(again.envelope).toMatchObject({ errorCode: 'request.throttled' });
        world.clock.advance(1000);
        expect((await c.get('/wps/captcha')).status).toBe(200);
      });

      it('captcha: an answer expires after 5 minutes', async () => {
        const c = aurora();
        const username = uniqueName('cap');
        await createAccount(world, { brand: 'aurora', username, password: 'Abcdef12', type: 'member' });
        const answer = await c.captcha();
        world.clock.advance(5 * 60_000 + 1);
        const res = await c.login(username, 'Abcdef12', { captcha: answer });
        expect(res.envelope.errorCode).toBe('login.captcha_invalid');
      });
    });

    describe('POST /wps/verification/sms/noLogin', () => {
      it('getLoginCode: sends a 6-digit code to the outbox and answers value.expiredMinutes from the brand', async () => {
        const mobile = await lotusMember();
        const res = await noLogin<SmsSendResult>(lotus(), mobile);
        expect(res.status).toBe(200);
        expect(validateSmsSendResult(res.envelope.value)).toBe(true);
        expect(res.envelope.value).toEqual({ expiredMinutes: 1 });
        const [msg] = await outbox(world, 'lotus', `+880${mobile}`);
        expect(msg).toMatchObject({ channel: 'sms', subject: null });
        expect(msg!.body).toMatch(/verification code is \d{6}\. It expires in 1 minute\./);
        // Stored hashed only.
        const code = await lastCode(world, 'lotus', `+880${mobile}`);
        const rows = await world.db.query<{ code_hash: string }>("SELECT code_hash FROM verification_codes WHERE recipient = $1", [`+880${mobile}`]);
        expect(rows.rows[0]!.code_hash).not.toContain(code);
      });

      it('SMS: an unknown number answers like a registered one, and nothing is sent (ASVS V6.3.8)', async () => {
        const unknown = bdMobile();
        const res = await noLogin(lotus(), unknown);
        expect(res.status).toBe(200);
        expect(res.envelope).toEqual({ success: true, value: { expiredMinutes: 1 } });
        expect(await outbox(world, 'lotus', `+880${unknown}`)).toEqual([]);
      });

      it('SMS: an invalid number → sms.invalid_phone "Please enter a valid mobile number"', async () => {
        for (const [mobileNum, countryDialingCode] of [['12ab', '880'], ['123', '880'], ['1712345678', '88000']]) {
          const res = await lotus().post('/wps/verification/sms/noLogin', { mobileNum, countryDialingCode });
          expect(res.envelope).toMatchObject({ errorCode: 'sms.invalid_phone', message: 'Please enter a valid mobile number' });
        }
      });

      it('SMS countdown: a second request during 60 s × expiredMinutes → sms.countdown with retryAfterSeconds', async () => {
        const mobile = await lotusMember();
        const c = lotus();
        await noLogin(c, mobile);
        world.clock.advance(20_000 - 1100); // the next captcha takes 1.1 s
        const res = await noLogin(lotus(), mobile);
        expect(res.envelope.errorCode).toBe('sms.countdown');
        expect(validateSmsCountdown(res.envelope.value)).toBe(true);
        expect(res.envelope.value).toEqual({ retryAfterSeconds: 40 });
        world.clock.advance(40_000);
        expect((await noLogin(lotus(), mobile)).status).toBe(200);
      });

      it('SMS: more than 5 requests per number per hour → sms.too_many_requests, blocked 5 minutes at a time until the hour has room (ASVS V2.4.1)', async () => {
        const mobile = await lotusMember();
        const start = world.clock.now();
        for (let i = 0; i < 5; i++) {
          const ok = await noLogin(lotus(), mobile);
          expect(ok.status).toBe(200);
          world.clock.advance(61_000);
        }
        const sixth = await noLogin(lotus(), mobile);
        expect(sixth.envelope).toMatchObject({ errorCode: 'sms.too_many_requests', message: 'Too many requests, try again after 5 minutes', value: { retryAfterSeconds: 300 } });
        world.clock.advance(4 * 60_000);
        expect((await noLogin(lotus(), mobile)).envelope.errorCode).toBe('sms.too_many_requests');
        // The block ending does not restart the count: the five sends are still in the rolling hour.
        world.clock.advance(61_000);
        expect((await noLogin(lotus(), mobile)).envelope.errorCode).toBe('sms.too_many_requests');
        // Once the first send has left the hour (sent at t0, now t0 + 60 min), one more fits.
        world.clock.advance(start + 60 * 60_000 + 100 - world.clock.now());
        expect((await noLogin(lotus(), mobile)).status).toBe(200);
      });

      it('Throttle: two code requests within 1 s from one IP → request.throttled', async () => {
        const c = lotus();
        const first = await noLogin(c, await lotusMember());
        expect(first.status).toBe(200);
        const second = await c.post('/wps/verification/sms/noLogin', { mobileNum: await lotusMember(), countryDialingCode: '880' });
        expect(second.status).toBe(429);
        expect(second.envelope.errorCode).toBe('request.throttled');
      });

      it('SMS: a 5-wrong-tries code is burnt (the right code then fails too)', async () => {
        const mobile = await lotusMember();
        const c = lotus();
        await noLogin(c, mobile);
        const code = await lastCode(world, 'lotus', `+880${mobile}`);
        const wrong = code === '000000' ? '111111' : '000000';
        for (let i = 0; i < 5; i++) {
          const res = await c.post('/wps/session/login', { username: mobile, password: wrong, type: 'sms', countryDialingCode: '880', captcha: i >= 3 ? await c.captcha() : undefined }, { enc: true });
          expect(res.envelope.errorCode).toBe('verification.invalid');
        }
        const right = await c.post('/wps/session/login', { username: mobile, password: code, type: 'sms', countryDialingCode: '880', captcha: await c.captcha() }, { enc: true });
        expect(right.envelope.errorCode).toBe('verification.invalid');
      });
    });

    describe('POST /wps/verification/sms/register', () => {
      it('SMS: a free number gets a code; expiredMinutes follows the brand (aurora 2)', async () => {
        const c = aurora();
        const res = await c.post<SmsSendResult>('/wps/verification/sms/register', { mobileNo: '9123456780', countryDialingCode: '63', regType: 'mobile', captcha: await c.captcha() });
        expect(res.envelope).toEqual({ success: true, value: { expiredMinutes: 2 } });
        expect((await outbox(world, 'aurora', '+639123456780'))[0]!.body).toMatch(/expires in 2 minutes/);
      });

      it('SMS: the brand rule decides what is valid (aurora: starts with 9) → sms.invalid_phone', async () => {
        const res = await aurora().post('/wps/verification/sms/register', { mobileNo: '8123456780', countryDialingCode: '63' });
        expect(res.envelope.errorCode).toBe('sms.invalid_phone');
      });

      it('a body missing a field or with an extra one → request_param_err', async () => {
        expect((await aurora().post('/wps/verification/sms/register', { countryDialingCode: '63' })).envelope.errorCode).toBe('request_param_err');
        expect((await aurora().post('/wps/verification/sms/register', { mobileNo: '9123456781', countryDialingCode: '63', geetest: 'x' })).envelope.errorCode).toBe('request_param_err');
        expect((await aurora().post('/wps/verification/sms/register', 'not json', { headers: { 'content-type': 'application/json' } })).envelope.errorCode).toBe('request_param_err');
      });
    });
  });
});
