import { act, cleanup, fireEvent, screen, waitFor, within } from '@testing-library/react';
import { afterEach, beforeEach, describe, expect, it } from 'vitest';
import { flattenFlags } from '../../../../../../src/engine/flags.ts';
import { resetCountdowns } from '../../../../../../src/app/features/auth/fields/countdown.ts';
import RegisterModal from '../../../../../../src/app/features/auth/register/RegisterModal.tsx';
import { registerFields, registerPayload, registerTabs, validateRegister, type RegisterValues } from '../../../../../../src/app/features/auth/register/registerFields.ts';
import { submitRegistration } from '../../../../../../src/app/features/auth/register/submit.ts';
import { GUEST_SESSION, useSession } from '../../../../../../src/app/state/session.ts';
import { readToken } from '../../../../../../src/app/state/token.ts';
import type { BootPayload } from '../../../../../../src/generated/types.ts';
import { bootFor, COUNTRIES, fakeApi, Failure, memberInfoOf, renderForm, setFlags } from '../../../../support/harness.tsx';

const names = (boot: BootPayload, tab: 'username' | 'mobile'): string[] =>
  registerFields(boot.status.info.register, flattenFlags(boot.status.info.whitelabel), tab).map((f) => f.name);

const ctx = { countryDialingCode: '880', domain: 'lotus.localhost', registerUrl: 'http://lotus.localhost/register' };

describe('register tabs and fields (registration form fields, whitelabel flags)', () => {
  it('mobile first when MOBILENUMREG3 is on; username only with USERNAMEREG3 and a username rule', () => {
    const lotus = bootFor('lotus');
    expect(registerTabs(flattenFlags(lotus.status.info.whitelabel), lotus.status.info.register)).toEqual(['mobile', 'username']);
    const pebble = bootFor('pebble');
    expect(registerTabs(flattenFlags(pebble.status.info.whitelabel), pebble.status.info.register)).toEqual(['mobile']);
    const noMobile = bootFor('lotus', (b) => setFlags(b, { MOBILENUMREG3: false }));
    expect(registerTabs(flattenFlags(noMobile.status.info.whitelabel), noMobile.status.info.register)).toEqual(['username']);
  });

  it('username tab: every enabled rule in registration form order, SMS code with REGMOBVERF3, invitation code with AFFMAN3', () => {
    expect(names(bootFor('lotus'), 'username')).toEqual([
      'username', 'password', 'confirmPassword', 'payeeName', 'email', 'mobileNum', 'captcha', 'verificationCode', 'affiliateCode',
    ]);
    expect(names(bootFor('lotus', (b) => setFlags(b, { REGMOBVERF3: false })), 'username')).not.toContain('verificationCode');
    expect(names(bootFor('lotus', (b) => setFlags(b, { AFFMAN3: false })), 'username')).not.toContain('affiliateCode');
    expect(names(bootFor('lotus', (b) => (b.status.info.register.captcha!.enabled = false)), 'username')).not.toContain('captcha');
    expect(names(bootFor('aurora'), 'username')).toEqual([
      'username', 'password', 'confirmPassword', 'payeeName', 'email', 'mobileNum', 'captcha', 'verificationCode', 'affiliateCode',
      'paymentPassword', 'whatsapp', 'idNumber',
    ]);
  });

  it('mobile tab: no username, the SMS code always, the password only with MOBILENUMPASSREG3', () => {
    const withPass = names(bootFor('lotus', (b) => setFlags(b, { MOBILENUMPASSREG3: true })), 'mobile');
    expect(withPass).not.toContain('username');
    expect(withPass).toEqual(expect.arrayContaining(['mobileNum', 'verificationCode', 'password', 'confirmPassword']));
    const noPass = names(bootFor('lotus', (b) => setFlags(b, { MOBILENUMPASSREG3: false, REGMOBVERF3: false })), 'mobile');
    expect(noPass).toEqual(expect.arrayContaining(['mobileNum', 'verificationCode']));
    expect(noPass).not.toEqual(expect.arrayContaining(['password']));
    expect(names(bootFor('pebble'), 'mobile')).toEqual(['password', 'confirmPassword', 'mobileNum', 'verificationCode']);
  });

  it('mobileNum is required on the mobile tab even when the brand marks it optional', () => {
    const boot = bootFor('lotus', (b) => {
      b.status.info.register.mobileNum!.required = false;
    });
    const f = registerFields(boot.status.info.register, flattenFlags(boot.status.info.whitelabel), 'mobile').find((x) => x.name === 'mobileNum');
    expect(f?.required).toBe(true);
  });
});

describe('register payload per tab (contract "Registration")', () => {
  const boot = bootFor('lotus');
  const flags = flattenFlags(boot.status.info.whitelabel);
  const values: RegisterValues = {
    username: 'player88', password: 'Secret12', confirmPassword: 'Secret12', mobileNum: '01712345678', verificationCode: '123456',
    captcha: '1234', affiliateCode: 'AGENT01', email: '',
  };

  it('username tab: the shown fields with a value plus the client additions', () => {
    const body = registerPayload(registerFields(boot.status.info.register, flags, 'username'), values, { ...ctx, tab: 'username', referralCode: 'FRIEND1', loginDeviceId: 'dev-1' });
    expect(body).toEqual({
      username: 'player88', password: 'Secret12', confirmPassword: 'Secret12', mobileNum: '01712345678', captcha: '1234',
      verificationCode: '123456', affiliateCode: 'AGENT01', referralCode: 'FRIEND1', domain: 'lotus.localhost',
      registerUrl: 'http://lotus.localhost/register', registerMethod: 'WEB', countryDialingCode: '880', login: true, ageConfirmed: true,
      loginDeviceId: 'dev-1',
    });
  });

  it('mobile tab: username = mobileNum, no typed username; password only when MOBILENUMPASSREG3 shows it', () => {
    const noPass = bootFor('lotus', (b) => setFlags(b, { MOBILENUMPASSREG3: false }));
    const fields = registerFields(noPass.status.info.register, flattenFlags(noPass.status.info.whitelabel), 'mobile');
    const body = registerPayload(fields, values, { ...ctx, tab: 'mobile' });
    expect(body.username).toBe('01712345678');
    expect(body.password).toBeUndefined();
    expect(body).toMatchObject({ mobileNum: '01712345678', verificationCode: '123456', registerMethod: 'WEB', login: true, ageConfirmed: true });
    expect(body.referralCode).toBeUndefined();
  });

  it('validates every shown field and the confirmation', () => {
    const fields = registerFields(boot.status.info.register, flags, 'username');
    const problems = validateRegister(fields, { ...values, confirmPassword: 'Other123', username: '' });
    expect(problems.username).toEqual({ kind: 'required' });
    expect(problems.confirmPassword).toMatchObject({ kind: 'message' });
    expect(problems.password).toBeUndefined();
    expect(validateRegister(fields, values)).toEqual({});
  });
});

describe('registration order: terms → all fields → affiliate → register', () => {
  const boot = bootFor('lotus');
  const flags = flattenFlags(boot.status.info.whitelabel);
  const fields = registerFields(boot.status.info.register, flags, 'username');
  const valid: RegisterValues = {
    username: 'player88', password: 'Secret12', confirmPassword: 'Secret12', mobileNum: '01712345678', verificationCode: '123456', captcha: '1234',
  };
  const ok = { token: 't', firstTimeLogin: false, passwordExpired: false, defaultPassword: false, id: '1', userName: 'player88', customerType: '0', customerId: '1' };

  it('without the agreement nothing is validated or sent', async () => {
    const api = fakeApi({});
    const out = await submitRegistration({ request: api.request, fields, values: {}, agreement: { terms: false, age: true }, context: { ...ctx, tab: 'username' } });
    expect(out).toEqual({ ok: false, stage: 'terms', missing: { terms: false, age: true } });
    expect(api.calls).toEqual([]);
  });

  it('invalid fields stop it before any call', async () => {
    const api = fakeApi({});
    const out = await submitRegistration({ request: api.request, fields, values: { ...valid, username: 'x' }, agreement: { terms: true, age: true }, context: { ...ctx, tab: 'username' } });
    expect(out).toMatchObject({ ok: false, stage: 'fields' });
    expect(api.calls).toEqual([]);
  });

  it('an entered invitation code is checked before registering; an invalid one stops it', async () => {
    const api = fakeApi({ 'GET /wps/agent/affiliate': new Failure('affiliate.invalid', 'Invalid invitation code'), 'PUT /wps/member/register': ok });
    const out = await submitRegistration({ request: api.request, fields, values: { ...valid, affiliateCode: 'NOPE01' }, agreement: { terms: true, age: true }, context: { ...ctx, tab: 'username' } });
    expect(out).toMatchObject({ ok: false, stage: 'affiliate' });
    expect(api.calls.map((c) => `${c.method} ${c.path}`)).toEqual(['GET /wps/agent/affiliate']);
    expect(api.calls[0]!.query).toEqual({ code: 'NOPE01', domain: 'lotus.localhost' });
  });

  it('affiliate check, then register; registerMobile on the mobile tab; no check without a code', async () => {
    const api = fakeApi({ 'GET /wps/agent/affiliate': { code: 'AGENT01', agentAccount: 'a' }, 'PUT /wps/member/register': ok, 'PUT /wps/member/register/mobile': ok });
    expect(await submitRegistration({ request: api.request, fields, values: { ...valid, affiliateCode: 'AGENT01' }, agreement: { terms: true, age: true }, context: { ...ctx, tab: 'username' } })).toEqual({ ok: true, result: ok });
    const mobileFields = registerFields(boot.status.info.register, flags, 'mobile');
    await submitRegistration({ request: api.request, fields: mobileFields, values: valid, agreement: { terms: true, age: true }, context: { ...ctx, tab: 'mobile' } });
    expect(api.calls.map((c) => `${c.method} ${c.path}`)).toEqual(['GET /wps/agent/affiliate', 'PUT /wps/member/register', 'PUT /wps/member/register/mobile']);
  });

  it('register.invalid_field lands on its field with the rule message key; other refusals on the form', async () => {
    const invalid = fakeApi({
      'PUT /wps/member/register': new Failure('register.invalid_field', 'Letters or numbers only, 6 - 13 characters', {
        field: 'username', key: 'reg_pattern_4', values: { min: 6, max: 13, range: '6 - 13' },
      }),
    });
    expect(await submitRegistration({ request: invalid.request, fields, values: valid, agreement: { terms: true, age: true }, context: { ...ctx, tab: 'username' } })).toMatchObject({
      stage: 'server',
      problems: { username: { kind: 'rule', violation: { key: 'reg_pattern_4' } } },
      message: null,
    });
    const other = fakeApi({ 'PUT /wps/member/register': new Failure('function.not.available', 'Registration is closed') });
    expect(await submitRegistration({ request: other.request, fields, values: valid, agreement: { terms: true, age: true }, context: { ...ctx, tab: 'username' } })).toMatchObject({
      stage: 'server',
      problems: {},
      message: 'Registration is closed',
    });
  });
});

describe('RegisterModal end to end in the DOM', () => {
  beforeEach(() => {
    resetCountdowns();
    sessionStorage.clear();
    localStorage.clear();
    useSession.setState({ ...GUEST_SESSION, modal: 'register' });
  });
  afterEach(cleanup);

  it('prefills the invitation code from reg_info, registers on the mobile tab, signs in, closes and goes home', async () => {
    localStorage.setItem('reg_info', JSON.stringify({ affiliateCode: 'AGENT01', referralCode: 'FRIEND1' }));
    const boot = bootFor('pebble', (b) => setFlags(b, { AFFMAN3: true }));
    b_addAffiliateRule(boot);
    const member = memberInfoOf('9171234567');
    const api = fakeApi({
      'GET /wps/system/country': COUNTRIES,
      'GET /wps/captcha': 'iVBORw0KGgo=',
      'POST /wps/verification/sms/register': { expiredMinutes: 1 },
      'GET /wps/agent/affiliate': { code: 'AGENT01', agentAccount: 'agent007' },
      'PUT /wps/member/register/mobile': { token: 'tok-1', firstTimeLogin: false, passwordExpired: false, defaultPassword: false, id: '7', userName: '9171234567', customerType: '0', customerId: '7' },
      'GET /wps/member/info': member,
    });
    renderForm(<RegisterModal />, { boot, request: api.request, route: '/register' });
    const dialog = await screen.findByRole('dialog');
    const form = within(dialog);
    expect(form.getByTestId('register-affiliateCode')).toHaveValue('AGENT01');
    fireEvent.change(form.getByTestId('register-mobileNum'), { target: { value: '9171234567' } });
    fireEvent.click(form.getByTestId('sms-send-register'));
    const captcha = await screen.findByRole('dialog', { name: 'Enter the captcha' });
    fireEvent.change(captcha.querySelector('input[name="captcha"]')!, { target: { value: '1234' } });
    fireEvent.click(within(captcha).getByRole('button', { name: 'Send code' }));
    await waitFor(() => expect(api.calls.some((c) => c.path === '/wps/verification/sms/register')).toBe(true));
    fireEvent.change(dialog.querySelector('input[name="verificationCode"]')!, { target: { value: '123456' } });
    fireEvent.change(form.getByTestId('register-password'), { target: { value: 'Secret123' } });
    fireEvent.change(form.getByTestId('register-confirmPassword'), { target: { value: 'Secret123' } });
    // terms first: nothing is sent without them
    await act(async () => {
      fireEvent.click(form.getByTestId('register-submit'));
    });
    expect(form.getByTestId('register-terms')).toHaveAttribute('aria-invalid', 'true');
    expect(form.getByText('Please confirm you are 21 years old')).toBeInTheDocument();
    expect(api.calls.some((c) => c.path.startsWith('/wps/member/register'))).toBe(false);
    fireEvent.click(form.getByTestId('register-terms'));
    fireEvent.click(form.getByTestId('register-age'));
    await act(async () => {
      fireEvent.click(form.getByTestId('register-submit'));
    });
    await waitFor(() => expect(useSession.getState().isLogin).toBe(true));
    const paths = api.calls.map((c) => `${c.method} ${c.path}`).filter((p) => !p.includes('country') && !p.includes('sms') && !p.includes('captcha'));
    expect(paths).toEqual(['GET /wps/agent/affiliate', 'PUT /wps/member/register/mobile', 'GET /wps/member/info']);
    const body = api.calls.find((c) => c.path === '/wps/member/register/mobile')!.body;
    expect(body).toMatchObject({
      username: '9171234567', mobileNum: '9171234567', verificationCode: '123456', password: 'Secret123', affiliateCode: 'AGENT01',
      referralCode: 'FRIEND1', countryDialingCode: '1', registerMethod: 'WEB', login: true, ageConfirmed: true,
    });
    expect(readToken()).toBe('tok-1');
    expect(useSession.getState().modal).toBeNull();
  });
});

/** pebble has no invitation rule; give it one so the prefill can be seen. */
function b_addAffiliateRule(boot: BootPayload): void {
  boot.status.info.register.affiliateCode = { acceptedPattern: '^[a-zA-Z0-9]+$', minLength: 4, maxLength: 12, patternId: 4, enabled: true, required: false };
}
