// Member info, change / forgot / reset password, wallet balance, consolidated funds, countries, authenticator enrolment
// (the member entity and password change: docs/spec/entities.md; password rules and roles: docs/spec/rules.md).
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { CountryList, TotpSetup, WalletBalance } from '../../../../src/generated/types.ts';
import { validateConsolidatedFunds, validateCountryList, validateTotpSetup, validateWalletBalance } from '../../../../src/generated/validators.js';
import { totpCode } from '../../../../src/server/security/totp.ts';
import { StaticGeoIp } from '../../../../src/server/geo/static.ts';
import { Client, createAccount, lastCode, openWorld, outbox, uniqueName, type TestWorld } from '../../support/world.ts';
import { editBrand, removeTemps } from '../../support/fixtures.ts';
import { dbLegs } from '../../support/legs.ts';
import { closeServers } from '../../support/server.ts';

let mobileSeq = 0;
const bdMobile = (): string => `16${String(Date.now()).slice(-6)}${String(++mobileSeq).padStart(3, '0')}`;

describe.each(dbLegs())('accounts: member center on $name', (leg) => {
  let world: TestWorld;
  let ipSeq = 0;
  const ip = (): string => `10.4.${Math.floor(++ipSeq / 250)}.${ipSeq % 250}`;

  beforeAll(async () => {
    if (!leg.available) return;
    world = await openWorld(leg, {
      // 203.0.113.0/24 is Bangladesh in this table; everything else unknown (ZZ).
      geoIp: new StaticGeoIp({ '203.0.113.0/24': 'BD' }),
      editBrands: (dir) => {
        editBrand(dir, 'lotus', (b) => {
          // the floor's own shape (ASVS V6.2): any characters, 8 to 64
          b.register.password = { acceptedPattern: '*', minLength: 8, maxLength: 64, patternId: 0, enabled: true, required: true };
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
  const pebble = (addr = ip()) => new Client(world, 'pebble.localhost', addr);

  /** A logged-in lotus member. */
  async function loggedIn(extra: Record<string, unknown> = {}, password = 'river2468'): Promise<{ c: Client; username: string }> {
    const username = uniqueName('mc');
    await createAccount(world, { brand: 'lotus', username, password, type: 'member', ...extra });
    const c = lotus();
    const res = await c.login(username, password);
    expect(res.status, JSON.stringify(res.envelope)).toBe(200);
    return { c, username };
  }

  describe.skipIf(!leg.available)('', () => {
    describe('GET /wps/member/info', () => {
      it('Member info: id, account, nickname, type, contact fields, regDate, currency', async () => {
        const mobile = bdMobile();
        const { c, username } = await loggedIn({ nickname: 'Rahim', mobileNum: mobile, countryDialingCode: '880', email: 'r@example.com', payeeName: 'Rahim Uddin' });
        const res = await c.get('/wps/member/info');
        expect(res.headers['cache-control']).toBe('no-store');
        expect(res.envelope.value).toMatchObject({
          account: username,
          nickname: 'Rahim',
          type: '0',
          mobileNum: mobile,
          countryDialingCode: '880',
          email: 'r@example.com',
          payeeName: 'Rahim Uddin',
          regDate: world.clock.now(),
          currency: 'BDT',
          currencySymbol: '৳',
          totpEnabled: false,
        });
      });

      it('Roles: without a token → 401 login.not_session', async () => {
        const res = await lotus().get('/wps/member/info');
        expect(res.status).toBe(401);
        expect(res.envelope).toMatchObject({ success: false, value: null, errorCode: 'login.not_session', message: 'The user is not logged in' });
      });
    });

    describe('POST /wps/member/password (change password)', () => {
      it('Password change: old + new + confirmation changes it; the old one stops working; other sessions end', async () => {
        const { c, username } = await loggedIn();
        const other = lotus(c.ip);
        await other.login(username, 'river2468');
        const res = await c.post('/wps/member/password', { oldPassword: 'river2468', newPassword: 'xyz98765', confirmNewPassword: 'xyz98765' }, { enc: true });
        expect(res.envelope).toEqual({ success: true, value: null });
        expect((await c.get('/wps/member/info')).status).toBe(200); // the session that changed it stays
        expect((await other.get('/wps/member/info')).status).toBe(401);
        expect((await lotus(c.ip).login(username, 'river2468')).envelope.errorCode).toBe('login.bad_credentials');
        expect((await lotus(c.ip).login(username, 'xyz98765')).status).toBe(200);
      });

      it('Password change: a wrong old password → password.old_invalid', async () => {
        const { c } = await loggedIn();
        const res = await c.post('/wps/member/password', { oldPassword: 'nope1234', newPassword: 'xyz98765', confirmNewPassword: 'xyz98765' }, { enc: true });
        expect(res.envelope.errorCode).toBe('password.old_invalid');
      });

      it('Password change: no old password outside a forced change → password.old_invalid', async () => {
        const { c } = await loggedIn();
        const res = await c.post('/wps/member/password', { newPassword: 'xyz98765', confirmNewPassword: 'xyz98765' }, { enc: true });
        expect(res.envelope.errorCode).toBe('password.old_invalid');
      });

      it('Password change: confirmation differs → register.password_mismatch; the rule applies → register.invalid_field; same as old → password.same_as_old', async () => {
        const { c } = await loggedIn();
        const mismatch = await c.post('/wps/member/password', { oldPassword: 'river2468', newPassword: 'xyz98765', confirmNewPassword: 'xyz98766' }, { enc: true });
        expect(mismatch.envelope).toMatchObject({ errorCode: 'register.password_mismatch', message: 'Confirmation password is not correct.' });
        const rule = await c.post('/wps/member/password', { oldPassword: 'river2468', newPassword: 'short12', confirmNewPassword: 'short12' }, { enc: true });
        expect(rule.envelope).toMatchObject({ errorCode: 'register.invalid_field', value: { field: 'newPassword', key: 'reg_pattern_0' } });
        const same = await c.post('/wps/member/password', { oldPassword: 'river2468', newPassword: 'river2468', confirmNewPassword: 'river2468' }, { enc: true });
        expect(same.envelope.errorCode).toBe('password.same_as_old');
      });

      it('Forced change: after a login with the default password the old one may be omitted (once)', async () => {
        const { c } = await loggedIn({}, '123456');
        const res = await c.post('/wps/member/password', { newPassword: 'xyz98765', confirmNewPassword: 'xyz98765' }, { enc: true });
        expect(res.envelope.success).toBe(true);
        const again = await c.post('/wps/member/password', { newPassword: 'qwe45678', confirmNewPassword: 'qwe45678' }, { enc: true });
        expect(again.envelope.errorCode).toBe('password.old_invalid');
        expect((await c.get('/wps/member/info')).envelope.value).toMatchObject({ defaultPassword: false, firstTimeLogin: false });
      });

      it('Forced change: the first login of an operator-made account also allows it', async () => {
        const { c } = await loggedIn({ firstTimeLogin: true });
        expect((await c.post('/wps/member/password', { newPassword: 'xyz98765', confirmNewPassword: 'xyz98765' }, { enc: true })).envelope.success).toBe(true);
      });

      it('Encrypted body: change password must be encrypted; without a token → login.not_session', async () => {
        const { c } = await loggedIn();
        expect((await c.post('/wps/member/password', { newPassword: 'xyz98765', confirmNewPassword: 'xyz98765' })).envelope.errorCode).toBe('request_body_required');
        expect((await lotus().post('/wps/member/password', { newPassword: 'xyz98765', confirmNewPassword: 'xyz98765' }, { enc: true })).envelope.errorCode).toBe('login.not_session');
      });
    });

    describe('forgot password by e-mail', () => {
      it('Forgot password (email, form-urlencoded): a reset link lands in the outbox; the link sets a new password once', async () => {
        const username = uniqueName('fg');
        await createAccount(world, { brand: 'lotus', username, password: 'river2468', type: 'member', email: 'forgot@example.com' });
        const c = lotus();
        const res = await c.post('/wps/member/password/email', { username, email: 'Forgot@Example.com' }, { form: true });
        expect(res.envelope).toEqual({ success: true, value: null });
        const [mail] = await outbox(world, 'lotus', 'forgot@example.com');
        expect(mail).toMatchObject({ channel: 'email', subject: 'Lotus Play: reset your password' });
        const token = /resetToken=([A-Za-z0-9_-]+)/.exec(mail!.body)![1]!;
        expect(mail!.body).toContain(`https://lotus-play.test/?resetToken=${token}`); // the brand's mainDomain, never the Host
        const mismatch = await c.post('/wps/member/password/reset', { resetToken: token, newPassword: 'new12345', confirmNewPassword: 'new12346' });
        expect(mismatch.envelope.errorCode).toBe('register.password_mismatch');
        const set = await c.post('/wps/member/password/reset', { resetToken: token, newPassword: 'new12345', confirmNewPassword: 'new12345' });
        expect(set.envelope).toEqual({ success: true, value: null });
        expect((await lotus().login(username, 'new12345')).status).toBe(200);
        const reuse = await c.post('/wps/member/password/reset', { resetToken: token, newPassword: 'new99999', confirmNewPassword: 'new99999' });
        expect(reuse.envelope).toMatchObject({ errorCode: 'password.reset_invalid' });
      });

      it('Forgot password: a wrong username/e-mail pair answers the same success as a right one, and no mail goes out (JSON works too; ASVS V6.3.8)', async () => {
        const username = uniqueName('fg');
        await createAccount(world, { brand: 'lotus', username, password: 'river2468', type: 'member', email: 'right@example.com' });
        const wrongMail = await lotus().post('/wps/member/password/email', { username, email: 'wrong@example.com' });
        const noSuchName = await lotus().post('/wps/member/password/email', { username: uniqueName('nobody'), email: 'right@example.com' });
        const right = await lotus().post('/wps/member/password/email', { username, email: 'right@example.com' });
        for (const res of [wrongMail, noSuchName]) {
          expect(res.status).toBe(right.status);
          expect(res.envelope).toEqual(right.envelope);
        }
        expect(await outbox(world, 'lotus', 'wrong@example.com')).toEqual([]);
        expect(await outbox(world, 'lotus', 'right@example.com')).toHaveLength(1);
      });

      it('Forgot password: a reset link expires after 30 minutes', async () => {
        const username = uniqueName('fg');
        await createAccount(world, { brand: 'lotus', username, password: 'river2468', type: 'member', email: 'late@example.com' });
        await lotus().post('/wps/member/password/email', { username, email: 'late@example.com' });
        const token = /resetToken=([A-Za-z0-9_-]+)/.exec((await outbox(world, 'lotus', 'late@example.com'))[0]!.body)![1]!;
        world.clock.advance(31 * 60_000);
        const res = await lotus().post('/wps/member/password/reset', { resetToken: token, newPassword: 'new12345', confirmNewPassword: 'new12345' });
        expect(res.envelope.errorCode).toBe('password.reset_invalid');
      });
    });

    describe('forgot password by phone (CHNGPASSVERIF3)', () => {
      it('Forgot password (mobile): SMS code + new password sets it', async () => {
        const mobile = bdMobile();
        const username = uniqueName('ph');
        await createAccount(world, { brand: 'lotus', username, password: 'river2468', type: 'member', mobileNum: mobile, countryDialingCode: '880' });
        const c = lotus();
        await c.post('/wps/verification/sms/noLogin', { mobileNum: mobile, countryDialingCode: '880', captcha: await c.captcha() });
        const code = await lastCode(world, 'lotus', `+880${mobile}`);
        const wrong = await c.post('/wps/member/password/verification', { mobileNum: mobile, countryDialingCode: '880', verificationCode: code === '000000' ? '111111' : '000000', newPassword: 'new12345' }, { enc: true });
        expect(wrong.envelope.errorCode).toBe('verification.invalid');
        world.clock.advance(1100); // one reset request per second per IP
        const res = await c.post('/wps/member/password/verification', { mobileNum: mobile, countryDialingCode: '880', verificationCode: code, newPassword: 'new12345', confirmNewPassword: 'new12345' }, { enc: true });
        expect(res.envelope, JSON.stringify(res.envelope)).toEqual({ success: true, value: null });
        expect((await lotus(c.ip).login(username, 'new12345')).status).toBe(200);
      });

      it('Flags: with CHNGPASSVERIF3 off (pebble) → function.not.available', async () => {
        const res = await pebble().post('/wps/member/password/verification', { mobileNum: '2025550100', countryDialingCode: '1', verificationCode: '123456', newPassword: 'new12345' }, { enc: true });
        expect(res.envelope.errorCode).toBe('function.not.available');
      });
    });

    describe('wallet and consolidated funds', () => {
      it('Balance: from the member\'s wallet account row, 2 decimals', async () => {
        const { c } = await loggedIn({ balance: '1234.5' });
        const res = await c.get<WalletBalance>('/wps/v2/wallets/balance?typeId=0');
        expect(validateWalletBalance(res.envelope.value)).toBe(true);
        expect(res.envelope.value).toEqual({ sumBalance: 1234.5, balance: [{ accountTypeId: 2, availBalance: 1234.5 }], currency: 'BDT', currencySymbol: '৳' });
        expect((await lotus().get('/wps/v2/wallets/balance?typeId=0')).envelope.errorCode).toBe('login.not_session');
      });

      // AGENTPOLICY3 off → function.not.available, and the flags' rules: tests/server/modules/agent/contracts.test.ts.
      it('Consolidated: a member without contracts gets every contract flag false (lotus, pebble)', async () => {
        const { c } = await loggedIn();
        const res = await c.get('/wps/member/info/funds/consolidated');
        expect(validateConsolidatedFunds(res.envelope.value)).toBe(true);
        expect(Object.values(res.envelope.value as object).every((v) => v === false)).toBe(true);
        const username = uniqueName('pb');
        await createAccount(world, { brand: 'pebble', username, password: 'river2468', type: 'member' });
        const p = pebble();
        await p.login(username, 'river2468');
        expect(Object.values((await p.get('/wps/member/info/funds/consolidated')).envelope.value as object).every((v) => v === false)).toBe(true);
      });
    });

    describe('GET /wps/system/country', () => {
      it('country codes: list with names; current from geo-IP', async () => {
        const res = await lotus('203.0.113.7').get<CountryList>('/wps/system/country');
        expect(validateCountryList(res.envelope.value)).toBe(true);
        expect(res.envelope.value.current).toEqual({ countryCode: 'BD', countryDialingCode: '880' });
        expect(res.envelope.value.countries).toContainEqual({ countryCode: 'PH', countryDialingCode: '63', name: 'Philippines' });
        expect(res.envelope.value.countries.length).toBeGreaterThan(200);
      });

      it('country codes: unknown location → the brand\'s defaultCountry', async () => {
        expect((await new Client(world, 'aurora.localhost', ip()).get<CountryList>('/wps/system/country')).envelope.value.current).toEqual({ countryCode: 'PH', countryDialingCode: '63' });
        expect((await pebble().get<CountryList>('/wps/system/country')).envelope.value.current).toEqual({ countryCode: 'US', countryDialingCode: '1' });
      });
    });

    describe('authenticator enrolment (TOTP)', () => {
      it('Second factor (Google code): setup gives a secret and otpauth URL; a current code confirms it', async () => {
        const { c, username } = await loggedIn();
        const setup = await c.post<TotpSetup>('/wps/member/totp/setup', { password: 'river2468' }, { enc: true });
        expect(validateTotpSetup(setup.envelope.value)).toBe(true);
        const { secret, otpauthUrl } = setup.envelope.value;
        expect(secret).toMatch(/^[A-Z2-7]{32}$/);
        expect(otpauthUrl).toBe(`otpauth://totp/${encodeURIComponent(`Lotus Play:${username}`)}?secret=${secret}&issuer=Lotus+Play&algorithm=SHA1&digits=6&period=30`);
        const wrong = await c.post('/wps/member/totp/confirm', { code: totpCode(secret, world.clock.now() + 5 * 60_000) });
        expect(wrong.envelope.errorCode).toBe('verification.invalid');
        expect((await c.post('/wps/member/totp/confirm', { code: totpCode(secret, world.clock.now()) })).envelope.success).toBe(true);
        expect((await c.get('/wps/member/info')).envelope.value).toMatchObject({ totpEnabled: true });
      });
    });
  });
});
