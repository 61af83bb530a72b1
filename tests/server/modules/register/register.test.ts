// Registration by username and by mobile, the affiliate check and the SMS register code (the register form,
// register field rules and flags: docs/spec/rules.md; register settings: docs/spec/api.md).
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { AffiliateInfo, MemberInfo, RegisterResult } from '../../../../src/generated/types.ts';
import { validateAffiliateInfo, validateRegisterFieldViolation, validateRegisterResult } from '../../../../src/generated/validators.js';
import { Client, createAccount, lastCode, openWorld, uniqueName, type TestWorld } from '../../support/world.ts';
import { editBrand, removeTemps } from '../../support/fixtures.ts';
import { dbLegs } from '../../support/legs.ts';
import { closeServers } from '../../support/server.ts';
import { REGISTER_FIELD_ORDER } from '../../../../src/engine/register/index.ts';

const rule = (acceptedPattern: string, minLength: number, maxLength: number, patternId: number, required: boolean) => ({
  acceptedPattern,
  minLength,
  maxLength,
  patternId,
  enabled: true,
  required,
});

// The suite fixes the rules it relies on in its own copy of the brands, so rule edits in brands/ do not move it.
const LOTUS_RULES = {
  username: rule('^[a-zA-Z0-9]+$', 6, 13, 4, true),
  // Passwords: the floor's own shape (ASVS V6.2: any characters, at least 8, at least 64 allowed).
  password: rule('*', 8, 64, 0, true),
  confirmPassword: rule('*', 8, 64, 0, true),
  mobileNum: rule('^[0-9]+$', 10, 11, 6, true),
  email: rule('^[^\\s@]+@[^\\s@]+\\.[^\\s@]+$', 5, 60, 3, false),
  payeeName: rule('^[\\p{L}\\p{M} ]+$', 2, 40, 17, false),
  affiliateCode: rule('^[a-zA-Z0-9]+$', 4, 12, 4, false),
  captcha: rule('^[0-9]+$', 4, 4, 6, true),
  verificationCode: rule('*', 0, 255, 0, true),
};
const AURORA_RULES = {
  username: rule('^[A-Za-z][A-Za-z0-9]*$', 6, 16, 1, true),
  // A brand may ask for more than the floor's minimum, never for a composition.
  password: rule('*', 10, 128, 0, true),
  confirmPassword: rule('*', 10, 128, 0, true),
  mobileNum: rule('^9[0-9]+$', 10, 10, 15, true),
  email: rule('^[^\\s@]+@[^\\s@]+\\.[^\\s@]+$', 5, 60, 3, true),
  payeeName: rule('^[A-Za-z]+ [A-Za-z]+$', 3, 40, 18, true),
  paymentPassword: rule('^[0-9]+$', 6, 6, 6, true),
  captcha: rule('^[0-9]+$', 4, 4, 6, true),
  verificationCode: rule('*', 0, 255, 0, true),
};
const PEBBLE_RULES = {
  mobileNum: rule('^[0-9]+$', 10, 10, 6, true),
  password: rule('*', 8, 64, 0, true),
  confirmPassword: rule('*', 8, 64, 0, true),
  verificationCode: rule('^[0-9]+$', 6, 6, 6, true),
};

let mobileSeq = 0;
/** A fresh 11-digit Bangladeshi-style number (lotus: 10–11 digits). */
const bdMobile = (): string => `17${String(Date.now()).slice(-6)}${String(++mobileSeq).padStart(3, '0')}`;
/** A fresh 10-digit number starting with 9 (aurora). */
const phMobile = (): string => `9${String(Date.now()).slice(-6)}${String(++mobileSeq).padStart(3, '0')}`;
/** A fresh 10-digit number (pebble). */
const usMobile = (): string => `2${String(Date.now()).slice(-6)}${String(++mobileSeq).padStart(3, '0')}`;

describe.each(dbLegs())('accounts: registration on $name', (leg) => {
  let world: TestWorld;
  let ipSeq = 0;
  const ip = (): string => `10.2.${Math.floor(++ipSeq / 250)}.${ipSeq % 250}`;

  beforeAll(async () => {
    if (!leg.available) return;
    world = await openWorld(leg, {
      editBrands: (dir) => {
        editBrand(dir, 'lotus', (b) => {
          b.register = LOTUS_RULES;
        });
        // aurora's own words (messages/*.json) word its whatsapp rule: a brand without that patternId is refused
        editBrand(dir, 'aurora', (b) => {
          b.register = { ...AURORA_RULES, whatsapp: b.register.whatsapp };
        });
        editBrand(dir, 'pebble', (b) => {
          b.register = PEBBLE_RULES;
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

  /** The SMS register code for a number, read from the outbox as the e2e tests do. */
  async function registerCode(c: Client, brand: string, dialing: string, mobile: string, regType: 'username' | 'mobile' = 'username'): Promise<string> {
    world.clock.advance(1100); // code requests: one per second per IP
    // an unauthenticated caller answers a captcha before any SMS is sent
    const sent = await c.post('/wps/verification/sms/register', { mobileNo: mobile, countryDialingCode: dialing, regType, captcha: await c.captcha() });
    expect(sent.envelope, JSON.stringify(sent.envelope)).toMatchObject({ success: true });
    return lastCode(world, brand, `+${dialing}${mobile}`);
  }

  /** A complete lotus username-tab form (REGMOBVERF3 on: SMS code; captcha rule on). */
  async function lotusForm(c: Client, overrides: Record<string, unknown> = {}): Promise<Record<string, unknown>> {
    const mobileNum = (overrides.mobileNum as string) ?? bdMobile();
    return {
      username: uniqueName('reg'),
      password: 'river2468',
      confirmPassword: 'river2468',
      mobileNum,
      countryDialingCode: '880',
      email: '',
      payeeName: 'রহিম উদ্দিন',
      verificationCode: await registerCode(c, 'lotus', '880', mobileNum),
      captcha: await c.captcha(),
      domain: 'lotus.localhost',
      registerUrl: 'http://lotus.localhost/register',
      registerMethod: 'WEB',
      login: true,
      ageConfirmed: true,
      ...overrides,
    };
  }

  const register = (c: Client, form: Record<string, unknown>, path = '/wps/member/register') =>
    c.put<RegisterResult>(path, form, { enc: true });

  describe.skipIf(!leg.available)('', () => {
    describe('PUT /wps/member/register (username tab)', () => {
      it('Registration: a valid form creates the member and its wallet, and logs the player in', async () => {
        const c = lotus();
        const form = await lotusForm(c);
        const res = await register(c, form);
        expect(res.status, JSON.stringify(res.envelope)).toBe(200);
        expect(validateRegisterResult(res.envelope.value), JSON.stringify(validateRegisterResult.errors)).toBe(true);
        const v = res.envelope.value;
        expect(v).toMatchObject({ userName: form.username, customerType: '0', customerId: v.id, firstTimeLogin: false, defaultPassword: false });
        c.token = v.token;
        const info = await c.get<MemberInfo>('/wps/member/info');
        expect(info.envelope.value).toMatchObject({ account: form.username, mobileNum: form.mobileNum, countryDialingCode: '880', payeeName: 'রহিম উদ্দিন', currency: 'BDT' });
        const wallet = await c.get('/wps/v2/wallets/balance?typeId=0');
        expect(wallet.envelope.value).toEqual({ sumBalance: 0, balance: [{ accountTypeId: 2, availBalance: 0 }], currency: 'BDT', currencySymbol: '৳' });
        // The password can log in, and is stored only as a scrypt hash.
        expect((await lotus(c.ip).login(form.username as string, 'river2468')).status).toBe(200);
        const stored = await world.db.query<{ password_hash: string }>('SELECT password_hash FROM members WHERE id = $1', [v.id]);
        expect(stored.rows[0]!.password_hash).toMatch(/^scrypt\$\d+\$8\$1\$/);
        expect(stored.rows[0]!.password_hash).not.toContain('river2468');
      });

      it('ASVS V3.3 registerDomain is the host name that selected the brand, never the form field or a raw Host', async () => {
        const c = new Client(world, 'LOTUS.localhost:8080', ip());
        const res = await register(c, await lotusForm(c, { domain: 'evil.example' }));
        expect(res.status, JSON.stringify(res.envelope)).toBe(200);
        const row = await world.db.query<{ register_domain: string }>('SELECT register_domain FROM members WHERE id = $1', [res.envelope.value.id]);
        expect(row.rows[0]!.register_domain).toBe('lotus.localhost');
      });

      it('Registration: blocked when the terms and age are not accepted (register.terms_required)', async () => {
        const c = lotus();
        const res = await register(c, await lotusForm(c, { ageConfirmed: false }));
        expect(res.envelope).toMatchObject({ errorCode: 'register.terms_required', message: 'Please agree to the terms and confirm you are 18 or older' });
      });

      it('Validation: a field breaking its pattern → register.invalid_field with reg_pattern_{patternId} and min/max', async () => {
        const c = lotus();
        const res = await register(c, await lotusForm(c, { username: 'ab' }));
        expect(res.status).toBe(400);
        expect(res.envelope.errorCode).toBe('register.invalid_field');
        expect(validateRegisterFieldViolation(res.envelope.value)).toBe(true);
        expect(res.envelope.value).toEqual({ field: 'username', key: 'reg_pattern_4', values: { min: 6, max: 13, range: '6 - 13' } });
        expect(res.envelope.message).toBe('Letters or numbers only, 6 - 13 characters');
      });

      it('Validation: min = max shows one number; an optional field may be empty but not wrong', async () => {
        const c = aurora();
        const mobileNum = phMobile();
        const form = {
          username: 'Aurora' + uniqueName('x').slice(-6),
          password: 'Copper-5931',
          confirmPassword: 'Copper-5931',
          email: 'p@example.com',
          payeeName: 'Juan Cruz',
          paymentPassword: '12345',
          mobileNum,
          countryDialingCode: '63',
          verificationCode: await registerCode(c, 'aurora', '63', mobileNum),
          captcha: await c.captcha(),
          ageConfirmed: true,
        };
        const res = await register(c, form);
        expect(res.envelope).toMatchObject({ errorCode: 'register.invalid_field', value: { field: 'paymentPassword', key: 'reg_pattern_6', values: { range: '6' } } });
      });

      it('Validation: of several broken fields the one reported is the first the form shows (captcha before payment password)', async () => {
        const c = aurora();
        const mobileNum = phMobile();
        const form = {
          username: 'Aurora' + uniqueName('z').slice(-6),
          password: 'Copper-5931',
          confirmPassword: 'Copper-5931',
          email: 'p@example.com',
          payeeName: 'Juan Cruz',
          paymentPassword: '12345',
          mobileNum,
          countryDialingCode: '63',
          verificationCode: await registerCode(c, 'aurora', '63', mobileNum),
          captcha: 'abcd',
          ageConfirmed: true,
        };
        const res = await register(c, form);
        expect(REGISTER_FIELD_ORDER.indexOf('captcha')).toBeLessThan(REGISTER_FIELD_ORDER.indexOf('paymentPassword'));
        expect(res.envelope).toMatchObject({ errorCode: 'register.invalid_field', value: { field: 'captcha', key: 'reg_pattern_6' } });
      });

      it('Validation: the brand may ask for more than the password floor (aurora: at least 10 characters, reg_pattern_0)', async () => {
        const c = aurora();
        const res = await register(c, { username: 'Aurora' + uniqueName('y').slice(-6), password: 'tulip8642', confirmPassword: 'tulip8642', ageConfirmed: true });
        expect(res.envelope).toMatchObject({ errorCode: 'register.invalid_field', value: { field: 'password', key: 'reg_pattern_0', values: { min: 10, max: 128, range: '10 - 128' } } });
      });

      it('Validation: an empty required field → register.invalid_field "Input cannot be empty"', async () => {
        const c = lotus();
        const res = await register(c, await lotusForm(c, { username: '' }));
        expect(res.envelope).toMatchObject({ errorCode: 'register.invalid_field', message: 'Input cannot be empty', value: { field: 'username' } });
      });

      it('Validation: confirmation differs → register.password_mismatch', async () => {
        const c = lotus();
        const res = await register(c, await lotusForm(c, { confirmPassword: 'abc99999' }));
        expect(res.envelope).toMatchObject({ errorCode: 'register.password_mismatch', message: 'Confirmation password is not correct.' });
      });

      it('Registration: a taken username (any case) → register.username_taken', async () => {
        const username = uniqueName('taken');
        await createAccount(world, { brand: 'lotus', username, password: 'river2468', type: 'member' });
        const c = lotus();
        const res = await register(c, await lotusForm(c, { username: username.toUpperCase() }));
        expect(res.envelope).toMatchObject({ errorCode: 'register.username_taken' });
        // Another brand may use the same name.
        expect((await createAccount(world, { brand: 'pebble', username, password: 'river2468', type: 'member' })).username).toBe(username);
      });

      it('Registration: a taken mobile → register.mobile_taken (also when asking for the code)', async () => {
        const mobileNum = bdMobile();
        await createAccount(world, { brand: 'lotus', username: uniqueName('mob'), password: 'river2468', type: 'member', mobileNum, countryDialingCode: '880' });
        const c = lotus();
        const sms = await c.post('/wps/verification/sms/register', { mobileNo: mobileNum, countryDialingCode: '880', captcha: await c.captcha() });
        expect(sms.envelope.errorCode).toBe('register.mobile_taken');
        const res = await register(c, { username: uniqueName('reg'), password: 'river2468', confirmPassword: 'river2468', mobileNum, countryDialingCode: '880', verificationCode: '123456', captcha: await c.captcha(), ageConfirmed: true });
        expect(res.envelope.errorCode).toBe('register.mobile_taken');
      });

      it('Registration: a wrong captcha → login.captcha_invalid', async () => {
        const c = lotus();
        const form = await lotusForm(c);
        const res = await register(c, { ...form, captcha: form.captcha === '0000' ? '1111' : '0000' });
        expect(res.envelope.errorCode).toBe('login.captcha_invalid');
      });

      it('Registration (REGMOBVERF3): a wrong SMS code → verification.invalid; the right one still works after', async () => {
        const c = lotus();
        const form = await lotusForm(c);
        const wrong = await register(c, { ...form, verificationCode: form.verificationCode === '000000' ? '111111' : '000000', captcha: await c.captcha() });
        expect(wrong.envelope).toMatchObject({ errorCode: 'verification.invalid', message: 'Please enter a valid verification code' });
        const right = await register(c, { ...form, captcha: await c.captcha() });
        expect(right.status).toBe(200);
      });

      it('Registration (REGMOBVERF3): an expired code → verification.expired', async () => {
        const c = lotus();
        const form = await lotusForm(c);
        world.clock.advance(61_000);
        const res = await register(c, { ...form, captcha: await c.captcha() });
        expect(res.envelope).toMatchObject({ errorCode: 'verification.expired', message: 'Code expired, please send again' });
      });

      it('Registration: a broken field does not use up the SMS code', async () => {
        const c = lotus();
        const form = await lotusForm(c);
        expect((await register(c, { ...form, payeeName: '123' })).envelope.errorCode).toBe('register.invalid_field');
        expect((await register(c, { ...form, captcha: await c.captcha() })).status).toBe(200);
      });

      it('Default password: the platform default (123456) cannot be registered with (ASVS V6.2.1 floor)', async () => {
        const c = lotus();
        const res = await register(c, await lotusForm(c, { password: '123456', confirmPassword: '123456' }));
        expect(res.envelope).toMatchObject({ errorCode: 'register.invalid_field', value: { field: 'password', key: 'reg_pattern_0', values: { range: '8 - 64' } } });
      });

      it('Flags: the username tab with USERNAMEREG3 off (pebble) → function.not.available', async () => {
        const res = await register(pebble(), { username: uniqueName('p'), password: 'abcdefgh', ageConfirmed: true });
        expect(res.envelope.errorCode).toBe('function.not.available');
      });

      it('Encrypted body: registration must be encrypted', async () => {
        const res = await lotus().put('/wps/member/register', { username: 'abcdef1' });
        expect(res.envelope.errorCode).toBe('request_body_required');
      });
    });

    describe('affiliate code (AFFMAN3)', () => {
      it('Registration: an invitation code of an agent → the agent becomes the upline; GET /wps/agent/affiliate checks it', async () => {
        const agent = uniqueName('boss');
        await createAccount(world, { brand: 'lotus', username: agent, password: 'river2468', type: 'agent', affiliateCode: 'BOSS' + String(Date.now()).slice(-6) });
        const row = await world.db.query<{ affiliate_code: string }>("SELECT affiliate_code FROM members WHERE brand_id = 'lotus' AND username = $1", [agent]);
        const code = row.rows[0]!.affiliate_code;
        const c = lotus();
        const check = await c.get<AffiliateInfo>(`/wps/agent/affiliate?code=${code.toLowerCase()}&domain=lotus.localhost`);
        expect(check.status).toBe(200);
        expect(validateAffiliateInfo(check.envelope.value)).toBe(true);
        expect(check.envelope.value).toEqual({ code, agentAccount: agent });
        const res = await register(c, await lotusForm(c, { affiliateCode: code }));
        expect(res.status).toBe(200);
        const upline = await world.db.query<{ upline: string }>(
          'SELECT u.username AS upline FROM members m JOIN members u ON u.id = m.upline_id WHERE m.id = $1',
          [res.envelope.value.id],
        );
        expect(upline.rows[0]!.upline).toBe(agent);
      });

      it('Registration: an unknown invitation code → affiliate.invalid "Invalid invitation code"', async () => {
        const c = lotus();
        const check = await c.get('/wps/agent/affiliate?code=NOPE1234&domain=lotus.localhost');
        expect(check.status).toBe(400);
        expect(check.envelope).toMatchObject({ errorCode: 'affiliate.invalid', message: 'Invalid invitation code' });
        const res = await register(c, await lotusForm(c, { affiliateCode: 'NOPE1234' }));
        expect(res.envelope.errorCode).toBe('affiliate.invalid');
      });

      it('Registration: a member (not an agent) code, or another brand\'s agent, is not an invitation code', async () => {
        const code = 'OTHER' + String(Date.now()).slice(-6);
        await createAccount(world, { brand: 'aurora', username: uniqueName('ag'), password: 'Copper-5931', type: 'agent', affiliateCode: code });
        expect((await lotus().get(`/wps/agent/affiliate?code=${code}`)).envelope.errorCode).toBe('affiliate.invalid');
      });
    });

    describe('PUT /wps/member/register/mobile (mobile tab)', () => {
      it('Registration by mobile (MOBILENUMPASSREG3 on, pebble): the number becomes the account name; password login works', async () => {
        const c = pebble();
        const mobileNum = usMobile();
        const code = await registerCode(c, 'pebble', '1', mobileNum, 'mobile');
        const res = await register(c, { mobileNum, countryDialingCode: '1', password: 'longpassword', confirmPassword: 'longpassword', verificationCode: code, ageConfirmed: true, registerMethod: 'WEB', login: true }, '/wps/member/register/mobile');
        expect(res.status, JSON.stringify(res.envelope)).toBe(200);
        expect(res.envelope.value.userName).toBe(mobileNum);
        expect((await pebble().login(mobileNum, 'longpassword')).status).toBe(200);
      });

      it('Registration by mobile: the code is required (pebble verificationCode rule: 6 digits)', async () => {
        const c = pebble();
        const res = await register(c, { mobileNum: usMobile(), countryDialingCode: '1', password: 'longpassword', confirmPassword: 'longpassword', ageConfirmed: true }, '/wps/member/register/mobile');
        expect(res.envelope).toMatchObject({ errorCode: 'register.invalid_field', value: { field: 'verificationCode' } });
      });

      it('Registration by mobile without MOBILENUMPASSREG3 (aurora): no password; the player logs in by SMS', async () => {
        const c = aurora();
        const mobileNum = phMobile();
        const code = await registerCode(c, 'aurora', '63', mobileNum, 'mobile');
        const res = await register(
          c,
          { mobileNum, countryDialingCode: '63', email: 'juan@example.com', payeeName: 'Juan Cruz', paymentPassword: '123456', verificationCode: code, captcha: await c.captcha(), ageConfirmed: true },
          '/wps/member/register/mobile',
        );
        expect(res.status, JSON.stringify(res.envelope)).toBe(200);
        expect(res.envelope.value).toMatchObject({ userName: mobileNum, defaultPassword: false });
        // The payment password is kept hashed.
        const row = await world.db.query<{ payment_password_hash: string }>('SELECT payment_password_hash FROM members WHERE id = $1', [res.envelope.value.id]);
        expect(row.rows[0]!.payment_password_hash).toMatch(/^scrypt\$/);
        // SMS login with a fresh code.
        const s = aurora();
        world.clock.advance(2 * 60_000 + 1000); // aurora: expiredMinutes 2 → 120 s countdown
        await s.post('/wps/verification/sms/noLogin', { mobileNum, countryDialingCode: '63', captcha: await s.captcha() });
        const login = await s.post('/wps/session/login', { username: mobileNum, password: await lastCode(world, 'aurora', `+63${mobileNum}`), type: 'sms', countryDialingCode: '63', captcha: await s.captcha() }, { enc: true });
        expect(login.status, JSON.stringify(login.envelope)).toBe(200);
      });

      it('Validation: the mobile tab checks the number with the brand rule (aurora: starts with 9)', async () => {
        const c = aurora();
        const res = await register(
          c,
          { mobileNum: '8123456789', countryDialingCode: '63', email: 'a@example.com', payeeName: 'Juan Cruz', paymentPassword: '123456', verificationCode: '123456', ageConfirmed: true },
          '/wps/member/register/mobile',
        );
        expect(res.envelope).toMatchObject({ errorCode: 'register.invalid_field', value: { field: 'mobileNum', key: 'reg_pattern_15' } });
      });
    });
  });
});
