// Passwords to ASVS 5.0 V6.2 (the floor no brand lowers, common and default passwords refused), scrypt's cost raised
// on login, and the step-up (password again) before an authenticator is enrolled or replaced, with a notice.
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { TotpSetup } from '../../../../src/generated/types.ts';
import { DEFAULT_SCRYPT, hashPassword, needsRehash, verifyPassword } from '../../../../src/server/security/passwords.ts';
import { totpCode } from '../../../../src/server/security/totp.ts';
import { Client, createAccount, openWorld, outbox, TEST_SCRYPT, uniqueName, type TestWorld } from '../../support/world.ts';
import { removeTemps } from '../../support/fixtures.ts';
import { dbLegs } from '../../support/legs.ts';
import { closeServers } from '../../support/server.ts';

/** A default password an operator might configure that is on no public list: only the default check refuses it. */
const DEFAULT_PASSWORD = 'Welcome-Home-2030';
const PASSWORD = 'river2468';

let mobileSeq = 0;
const bdMobile = (): string => `18${String(Date.now()).slice(-6)}${String(++mobileSeq).padStart(3, '0')}`;

describe('scrypt cost (ASVS V11.4.2, OWASP: N=2^17, r=8, p=1)', () => {
  it('new hashes get N=2^17, r=8, p=1 and verify (128 MiB fits the maxmem given to scrypt)', async () => {
    expect(DEFAULT_SCRYPT).toEqual({ N: 2 ** 17, r: 8, p: 1 });
    const h = await hashPassword('river2468');
    expect(h).toMatch(/^scrypt\$131072\$8\$1\$/);
    expect(await verifyPassword('river2468', h)).toBe(true);
    expect(await verifyPassword('river2469', h)).toBe(false);
    expect(needsRehash(h, DEFAULT_SCRYPT)).toBe(false);
  });
  it('needsRehash: a lower N, r or p, or an unreadable hash, needs a new one; a higher cost does not', () => {
    const at = (N: number, r: number, p: number) => `scrypt$${N}$${r}$${p}$c2FsdA==$aGFzaA==`;
    expect(needsRehash(at(2 ** 15, 8, 1), DEFAULT_SCRYPT)).toBe(true);
    expect(needsRehash(at(2 ** 17, 4, 1), DEFAULT_SCRYPT)).toBe(true);
    expect(needsRehash(at(2 ** 17, 8, 1), { N: 2 ** 17, r: 8, p: 2 })).toBe(true);
    expect(needsRehash(at(2 ** 18, 8, 1), DEFAULT_SCRYPT)).toBe(false);
    expect(needsRehash('md5$abc', DEFAULT_SCRYPT)).toBe(true);
  });
});

describe.each(dbLegs())('accounts: passwords and step-up on $name', (leg) => {
  let world: TestWorld;
  let ipSeq = 0;
  const ip = (): string => `10.8.${Math.floor(++ipSeq / 250)}.${ipSeq % 250}`;

  beforeAll(async () => {
    if (!leg.available) return;
    world = await openWorld(leg, { accounts: { scrypt: TEST_SCRYPT, defaultMemberPassword: DEFAULT_PASSWORD } });
  });
  afterAll(async () => {
    await closeServers();
    await world?.dispose();
    removeTemps();
  });

  const lotus = (addr = ip()) => new Client(world, 'lotus.localhost', addr);

  async function loggedIn(extra: Record<string, unknown> = {}): Promise<{ c: Client; username: string; id: string }> {
    const username = uniqueName('pw');
    const { id } = await createAccount(world, { brand: 'lotus', username, password: PASSWORD, type: 'member', ...extra });
    const c = lotus();
    const res = await c.login(username, PASSWORD);
    expect(res.status, JSON.stringify(res.envelope)).toBe(200);
    return { c, username, id };
  }

  const change = (c: Client, newPassword: string, oldPassword = PASSWORD) =>
    c.post('/wps/member/password', { oldPassword, newPassword, confirmNewPassword: newPassword }, { enc: true });

  /** A lotus registration form whose password is checked before anything that needs an SMS or a captcha. */
  const registerWith = (c: Client, password: string) =>
    c.put(
      '/wps/member/register',
      {
        username: uniqueName('rg'),
        password,
        confirmPassword: password,
        mobileNum: bdMobile(),
        countryDialingCode: '880',
        verificationCode: '000000',
        captcha: '0000',
        ageConfirmed: true,
      },
      { enc: true },
    );

  const hashOf = async (id: string): Promise<string> =>
    (await world.db.query<{ password_hash: string }>('SELECT password_hash FROM members WHERE id = $1', [id])).rows[0]!.password_hash;

  describe.skipIf(!leg.available)('', () => {
    describe('ASVS V6.2.1 / V6.2.9: at least 8 characters, at least 64 allowed, whatever the brand rule', () => {
      it('registration: 7 characters → register.invalid_field reg_pattern_0 "8 - 128" in EN and BN', async () => {
        const res = await registerWith(lotus(), 'seven77');
        expect(res.envelope).toMatchObject({
          errorCode: 'register.invalid_field',
          message: 'Enter 8 - 128 characters',
          value: { field: 'password', key: 'reg_pattern_0', values: { min: 8, max: 128, range: '8 - 128' } },
        });
        const bn = await lotus().put('/wps/member/register', { username: uniqueName('rg'), password: 'seven77', ageConfirmed: true }, { enc: true, headers: { language: 'BN' } });
        expect(bn.envelope.message).toBe('8 - 128 অক্ষর লিখুন');
      });

      it('registration: a 128-character passphrase with spaces and Bengali passes the password checks; 129 does not', async () => {
        const long = 'আমার সোনার বাংলা and a long passphrase '.repeat(4).slice(0, 128);
        expect([...long]).toHaveLength(128);
        const ok = await registerWith(lotus(), long);
        expect(ok.envelope.value).not.toMatchObject({ field: 'password' });
        expect(ok.envelope.errorCode).not.toBe('password.weak');
        const tooLong = await registerWith(lotus(), `${long}x`);
        expect(tooLong.envelope).toMatchObject({ errorCode: 'register.invalid_field', value: { field: 'password', key: 'reg_pattern_0' } });
      });

      it('change: a 64-character passphrase (longer than the platform\'s old 16) is set and logs in', async () => {
        const { c, username } = await loggedIn();
        const passphrase = 'correct horse battery staple, and then some more words to reach!';
        expect(passphrase).toHaveLength(64);
        expect((await change(c, passphrase)).envelope).toMatchObject({ success: true });
        expect((await lotus().login(username, passphrase)).status).toBe(200);
      });

      it('change: 7 characters → register.invalid_field on newPassword', async () => {
        const { c } = await loggedIn();
        expect((await change(c, 'seven77')).envelope).toMatchObject({ errorCode: 'register.invalid_field', value: { field: 'newPassword', key: 'reg_pattern_0' } });
      });
    });

    describe('ASVS V6.2.4 / V6.2.12: common, breached and default passwords are refused', () => {
      it.each(['password1', 'qwerty123', 'iloveyou', 'Abcd1234'])('registration with %s → password.weak', async (pw) => {
        const res = await registerWith(lotus(), pw);
        expect(res.status).toBe(400);
        expect(res.envelope).toMatchObject({
          errorCode: 'password.weak',
          message: 'This password is too easy to guess. Choose a longer one that is not a common password.',
          value: { field: 'password', reason: 'common' },
        });
      });

      it('registration with the configured default password → password.weak (reason default), in BN too', async () => {
        const res = await registerWith(lotus(), DEFAULT_PASSWORD);
        expect(res.envelope).toMatchObject({ errorCode: 'password.weak', value: { field: 'password', reason: 'default' } });
        const c = lotus();
        const bn = await c.put('/wps/member/register', { username: uniqueName('rg'), password: DEFAULT_PASSWORD, confirmPassword: DEFAULT_PASSWORD, ageConfirmed: true }, { enc: true, headers: { language: 'BN' } });
        expect(bn.envelope.message).toBe('এই পাসওয়ার্ডটি সহজেই অনুমান করা যায়। প্রচলিত নয় এমন একটি দীর্ঘ পাসওয়ার্ড বেছে নিন।');
      });

      it('change to the default password or a common one → password.weak; the old password keeps working', async () => {
        const { c, username } = await loggedIn();
        expect((await change(c, DEFAULT_PASSWORD)).envelope).toMatchObject({ errorCode: 'password.weak', value: { field: 'newPassword', reason: 'default' } });
        expect((await change(c, 'sunshine1')).envelope).toMatchObject({ errorCode: 'password.weak', value: { reason: 'common' } });
        expect((await change(c, `${username}2030`)).envelope).toMatchObject({ errorCode: 'password.weak', value: { reason: 'context' } });
        expect((await lotus().login(username, PASSWORD)).status).toBe(200);
      });

      it('a member the operator gave the default password is still forced to change it, and cannot choose it again', async () => {
        const username = uniqueName('df');
        await createAccount(world, { brand: 'lotus', username, password: DEFAULT_PASSWORD, type: 'member' });
        const c = lotus();
        const login = await c.login(username, DEFAULT_PASSWORD);
        expect(login.envelope.value).toMatchObject({ defaultPassword: true });
        const same = await c.post('/wps/member/password', { newPassword: DEFAULT_PASSWORD, confirmNewPassword: DEFAULT_PASSWORD }, { enc: true });
        expect(same.envelope).toMatchObject({ errorCode: 'password.weak' });
        const own = await c.post('/wps/member/password', { newPassword: 'lantern5307', confirmNewPassword: 'lantern5307' }, { enc: true });
        expect(own.envelope).toMatchObject({ success: true });
      });

      it('until the forced change is done, the session gets password.change_required from money endpoints; after it they work', async () => {
        for (const extra of [{ password: DEFAULT_PASSWORD }, { password: PASSWORD, firstTimeLogin: true }]) {
          const username = uniqueName('fc');
          await createAccount(world, { brand: 'lotus', username, type: 'member', balance: '50', ...extra });
          const c = lotus();
          expect((await c.login(username, extra.password)).status).toBe(200);
          const deposit = () => c.post('/wps/relay/MCSFE_createDeposit', { requestId: uniqueName('rq'), channelId: 'bkash', amount: 300 });
          const refused = await deposit();
          expect(refused.status).toBe(403);
          expect(refused.envelope).toMatchObject({ success: false, errorCode: 'password.change_required', message: 'Please change your password first' });
          expect((await c.get('/wps/relay/ODSFE2_MemTransDet')).envelope.errorCode).toBe('password.change_required');
          // what the change screen (and the page behind a first login's) reads still answers
          expect((await c.get('/wps/member/info')).status).toBe(200);
          expect((await c.get('/wps/v2/wallets/balance?typeId=0')).envelope).toMatchObject({ success: true, value: { sumBalance: 50 } });
          const own = await c.post('/wps/member/password', { newPassword: 'lantern5307', confirmNewPassword: 'lantern5307' }, { enc: true });
          expect(own.envelope, JSON.stringify(own.envelope)).toMatchObject({ success: true });
          const again = await deposit();
          expect(again.envelope, JSON.stringify(again.envelope)).toMatchObject({ success: true });
        }
      });
    });

    describe('passwords set before the floor (ASVS V6.2.1, V6.2.4)', () => {
      it('a 7-character or common password in use still logs in but is flagged weakPassword, in login and member info; a new one clears it', async () => {
        for (const old of ['tide735', 'password1']) {
          const username = uniqueName('wk');
          const { id } = await createAccount(world, { brand: 'lotus', username, password: PASSWORD, type: 'member' });
          // as stored before the floor (the operator tools now refuse such a password)
          await world.db.query('UPDATE members SET password_hash = $2 WHERE id = $1', [id, await hashPassword(old, TEST_SCRYPT)]);
          const c = lotus();
          const login = await c.login(username, old);
          expect(login.status, JSON.stringify(login.envelope)).toBe(200);
          expect(login.envelope.value).toMatchObject({ weakPassword: true, defaultPassword: false });
          expect((await c.get('/wps/member/info')).envelope.value).toMatchObject({ weakPassword: true });
          // the forced change needs no old password, like the default password's
          const own = await c.post('/wps/member/password', { newPassword: 'lantern5307', confirmNewPassword: 'lantern5307' }, { enc: true });
          expect(own.envelope, JSON.stringify(own.envelope)).toMatchObject({ success: true });
          expect((await c.get('/wps/member/info')).envelope.value).toMatchObject({ weakPassword: false });
          const again = await lotus().login(username, 'lantern5307');
          expect(again.envelope.value).toMatchObject({ weakPassword: false });
        }
      });
      it('a strong password is not flagged', async () => {
        const { c } = await loggedIn();
        expect((await c.get('/wps/member/info')).envelope.value).toMatchObject({ weakPassword: false });
      });
    });

    describe('scrypt cost raised on login (ASVS V11.4.2)', () => {
      it('a hash below the current cost is replaced at the next good password login; a wrong password changes nothing', async () => {
        const { username, id } = await loggedIn();
        const weak = await hashPassword(PASSWORD, { N: 2 ** 10, r: 8, p: 1 });
        await world.db.query('UPDATE members SET password_hash = $2 WHERE id = $1', [id, weak]);
        expect((await lotus().login(username, 'wrong-password')).status).toBe(400);
        expect(await hashOf(id)).toBe(weak);
        expect((await lotus().login(username, PASSWORD)).status).toBe(200);
        const after = await hashOf(id);
        expect(after).toMatch(new RegExp(`^scrypt\\$${TEST_SCRYPT.N}\\$8\\$1\\$`));
        expect((await lotus().login(username, PASSWORD)).status).toBe(200);
        expect(await hashOf(id)).toBe(after); // at the current cost: left alone
      });
    });

    describe('authenticator enrolment needs the password (step-up) and tells the member (ASVS V6.4, V6.3.7)', () => {
      const setup = (c: Client, password?: string) =>
        c.post<TotpSetup>('/wps/member/totp/setup', password === undefined ? {} : { password }, { enc: true });

      it('a session alone cannot get a secret: no password, a wrong one → password.old_invalid; plain body → request_body_required', async () => {
        const { c, id } = await loggedIn();
        expect((await c.post('/wps/member/totp/setup', {})).envelope.errorCode).toBe('request_body_required');
        expect((await setup(c)).status).toBe(400);
        const wrong = await setup(c, 'not-my-password');
        expect(wrong.envelope).toMatchObject({ success: false, errorCode: 'password.old_invalid', value: null });
        const row = await world.db.query<{ totp_pending_secret: string | null }>('SELECT totp_pending_secret FROM members WHERE id = $1', [id]);
        expect(row.rows[0]!.totp_pending_secret).toBeNull();
      });

      it('enrolling mails and texts the member; replacing says it was replaced', async () => {
        const mobile = bdMobile();
        const email = `${uniqueName('tf')}@example.com`;
        const { c } = await loggedIn({ email, mobileNum: mobile, countryDialingCode: '880' });
        const first = await setup(c, PASSWORD);
        expect(first.status, JSON.stringify(first.envelope)).toBe(200);
        const s1 = first.envelope.value.secret;
        expect((await c.post('/wps/member/totp/confirm', { code: totpCode(s1, world.clock.now()) })).envelope.success).toBe(true);
        const [mail] = await outbox(world, 'lotus', email);
        expect(mail).toMatchObject({ channel: 'email', subject: 'Lotus Play: an authenticator app was added to your account' });
        expect(mail!.body).toContain('If this was not you, change your password now');
        const [sms] = await outbox(world, 'lotus', `+880${mobile}`);
        expect(sms).toMatchObject({ channel: 'sms' });
        expect(sms!.body).toContain('An authenticator app was added to your account');

        world.clock.advance(60_000);
        const second = await setup(c, PASSWORD);
        const s2 = second.envelope.value.secret;
        expect(s2).not.toBe(s1);
        expect((await c.post('/wps/member/totp/confirm', { code: totpCode(s2, world.clock.now()) })).envelope.success).toBe(true);
        const [replaced] = await outbox(world, 'lotus', email);
        expect(replaced!.subject).toBe('Lotus Play: the authenticator app of your account was replaced');
        expect((await outbox(world, 'lotus', `+880${mobile}`))[0]!.body).toContain('was replaced');
      });

      it('5 wrong step-up passwords in 15 min (enrolment and password change together) → 429 password.step_up_locked, even for the right one; time frees it', async () => {
        const { c } = await loggedIn();
        for (let i = 0; i < 3; i++) expect((await setup(c, `wrong-${i}-password`)).envelope.errorCode).toBe('password.old_invalid');
        for (let i = 0; i < 2; i++) expect((await change(c, 'lantern5307', `wrong-${i}-old`)).envelope.errorCode).toBe('password.old_invalid');
        const locked = await setup(c, PASSWORD);
        expect(locked.status).toBe(429);
        expect(locked.envelope).toMatchObject({ errorCode: 'password.step_up_locked', message: 'Too many wrong passwords. Try again in 15 min.' });
        expect((await change(c, 'lantern5307')).envelope.errorCode).toBe('password.step_up_locked');
        // a success would not have reset it either: only the window sliding past the first failures does
        world.clock.advance(10 * 60_000);
        expect((await setup(c, PASSWORD)).envelope.errorCode).toBe('password.step_up_locked'); // (keeps the session awake)
        world.clock.advance(5 * 60_000 + 1000);
        expect((await setup(c, PASSWORD)).status).toBe(200);
      });

      it('a burst of step-up guesses sent together gets no more passwords checked than the window allows', async () => {
        const { c, id } = await loggedIn();
        const answers = await Promise.all([...Array.from({ length: 20 }, (_, i) => setup(c, `wrong-${i}-password`)), setup(c, PASSWORD)]);
        // Every answer other than the lock is a password that was checked.
        const checked = answers.filter((a) => a.envelope.errorCode !== 'password.step_up_locked');
        expect(checked.length).toBeLessThanOrEqual(5);
        const failures = await world.db.query<{ n: string }>('SELECT count(*) AS n FROM step_up_failures WHERE member_id = $1', [id]);
        expect(Number(failures.rows[0]!.n)).toBe(checked.filter((a) => !a.envelope.success).length);
      });

      it('a guest cannot enrol', async () => {
        expect((await lotus().post('/wps/member/totp/setup', { password: PASSWORD }, { enc: true })).envelope.errorCode).toBe('login.not_session');
      });
    });
  });
});
