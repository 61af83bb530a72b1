import { act, cleanup, fireEvent, screen, waitFor, within } from '@testing-library/react';
import { userEvent } from '@testing-library/user-event';
import type { ReactNode } from 'react';
import { useLocation } from 'react-router-dom';
import { afterEach, beforeEach, describe, expect, it } from 'vitest';
import { LoginBody } from '../../../../../../src/app/features/auth/login/LoginModal.tsx';
import { SecondFactorForm } from '../../../../../../src/app/features/auth/login/SecondFactorModal.tsx';
import { resetCountdowns } from '../../../../../../src/app/features/auth/fields/countdown.ts';
import { GUEST_SESSION, useSession } from '../../../../../../src/app/state/session.ts';
import { readToken } from '../../../../../../src/app/state/token.ts';
import type { LoginResult, MemberInfo } from '../../../../../../src/generated/types.ts';
import { bootFor, COUNTRIES, Failure, fakeApi, renderForm, setFlags } from '../../../../support/harness.tsx';

function Where(): ReactNode {
  return <output data-testid="where">{useLocation().pathname}</output>;
}

const loginResult = (over: Partial<LoginResult> = {}): LoginResult => ({
  token: 'tok-1', firstTimeLogin: false, passwordExpired: false, defaultPassword: false, id: '1', userName: 'player88', customerType: '0', ...over,
});
const info = (over: Partial<MemberInfo> = {}): MemberInfo => ({
  id: '1', account: 'player88', nickname: 'Lucky', type: '0', mobileNum: '', countryDialingCode: '', email: '', payeeName: '', regDate: 0,
  currency: 'BDT', currencySymbol: '৳', firstTimeLogin: false, passwordExpired: false, defaultPassword: false, totpEnabled: false, ...over,
});

function clearCookies(): void {
  for (const c of document.cookie.split(';')) {
    const name = c.split('=')[0]?.trim();
    if (name) document.cookie = `${name}=; path=/; max-age=0`;
  }
}

beforeEach(() => {
  sessionStorage.clear();
  clearCookies();
  resetCountdowns();
  useSession.setState({ ...GUEST_SESSION, modal: 'login' });
});
afterEach(() => {
  cleanup();
  useSession.setState(GUEST_SESSION);
});

async function fillAndSubmit(username = 'player88', password = 'secret123'): Promise<void> {
  const user = userEvent.setup();
  await user.type(screen.getByLabelText(/^Username/), username);
  await user.type(screen.getByLabelText(/^Password/), password);
  await user.click(screen.getByTestId('login-submit'));
}

describe('login modal: form (static login rules)', () => {
  it('validates after a field is left and on submit, without calling the server', async () => {
    const { request, calls } = fakeApi({});
    renderForm(<LoginBody />, { boot: bootFor('pebble'), request });
    const user = userEvent.setup();
    await user.type(screen.getByLabelText(/^Username/), 'ab');
    expect(screen.queryByText(/Account format is incorrect/)).toBeNull();
    await user.tab();
    expect(screen.getByText('Account format is incorrect (6 - 13 letters or digits)')).toBeInTheDocument();
    await user.click(screen.getByTestId('login-submit'));
    expect(screen.getByText('Input cannot be empty')).toBeInTheDocument();
    expect(calls).toHaveLength(0);
  });

  it('shows username / SMS tabs only when MOBILEVERCODELOGIN3 is on', () => {
    const off = bootFor('pebble', (b) => setFlags(b, { MOBILEVERCODELOGIN3: false }));
    const { unmount } = renderForm(<LoginBody />, { boot: off, request: fakeApi({}).request });
    expect(screen.queryByRole('tablist')).toBeNull();
    unmount();
    const on = bootFor('pebble', (b) => setFlags(b, { MOBILEVERCODELOGIN3: true }));
    renderForm(<LoginBody />, { boot: on, request: fakeApi({ 'GET /wps/system/country': COUNTRIES }).request });
    expect(screen.getByRole('tab', { name: 'Username' })).toBeInTheDocument();
    expect(screen.getByRole('tab', { name: 'SMS code' })).toBeInTheDocument();
  });

  it('free play only with FREEPLAY3; its success loads member info, closes the modal and goes to /', async () => {
    const boot = bootFor('pebble', (b) => setFlags(b, { FREEPLAY3: true }));
    const { request } = fakeApi({
      'POST /wps/session/login/freeplay': loginResult({ customerType: '4', userName: 'trial1' }),
      'GET /wps/member/info': info({ type: '4', account: 'trial1' }),
    });
    renderForm(
      <>
        <LoginBody />
        <Where />
      </>,
      { boot, request, route: '/promotions' },
    );
    await userEvent.setup().click(screen.getByTestId('free-play'));
    await waitFor(() => expect(screen.getByTestId('where').textContent).toBe('/'));
    expect(useSession.getState()).toMatchObject({ isLogin: true, isTrial: true, modal: null });
  });
});

describe('login: after the server answers, in order', () => {
  it('a default password opens the forced change-password modal before member info', async () => {
    const { request, calls } = fakeApi({ 'POST /wps/session/login': loginResult({ defaultPassword: true }) });
    renderForm(<LoginBody />, { boot: bootFor('pebble'), request });
    await fillAndSubmit();
    await waitFor(() => expect(useSession.getState().modal).toBe('changePass'));
    expect(useSession.getState().passwordChange).toEqual({ reason: 'defaultPassword', oldPasswordHeld: true, username: 'player88' });
    expect(useSession.getState().isLogin).toBe(false);
    expect(readToken()).toBe('tok-1');
    expect(calls.map((c) => c.path)).not.toContain('/wps/member/info');
  });

  it('an expired password forces the change only with PWDEXPFORCECHANGE3', async () => {
    const answers = { 'POST /wps/session/login': loginResult({ passwordExpired: true }), 'GET /wps/member/info': info() };
    const off = bootFor('pebble', (b) => setFlags(b, { PWDEXPFORCECHANGE3: false }));
    const first = renderForm(<LoginBody />, { boot: off, request: fakeApi(answers).request });
    await fillAndSubmit();
    await waitFor(() => expect(useSession.getState().isLogin).toBe(true));
    expect(useSession.getState().modal).toBeNull();
    first.unmount();
    useSession.setState({ ...GUEST_SESSION, modal: 'login' });
    const on = bootFor('pebble', (b) => setFlags(b, { PWDEXPFORCECHANGE3: true }));
    renderForm(<LoginBody />, { boot: on, request: fakeApi(answers).request });
    await fillAndSubmit();
    await waitFor(() => expect(useSession.getState().modal).toBe('changePass'));
    expect(useSession.getState().passwordChange?.reason).toBe('passwordExpired');
  });

  it('agents land on /agentHome with isAgent set and the modal closed', async () => {
    const { request, calls } = fakeApi({
      'POST /wps/session/login': loginResult({ customerType: '41' }),
      'GET /wps/member/info': info({ type: '41', account: 'agent007' }),
    });
    renderForm(
      <>
        <LoginBody />
        <Where />
      </>,
      { boot: bootFor('pebble'), request },
    );
    await fillAndSubmit('agent007');
    await waitFor(() => expect(screen.getByTestId('where')).toHaveTextContent('/agentHome'));
    expect(useSession.getState()).toMatchObject({ isLogin: true, isAgent: true, isTrial: false, modal: null });
    expect(calls[0]).toMatchObject({ path: '/wps/session/login', body: { username: 'agent007', password: 'secret123', type: 'username', portal: 'member' } });
  });

  it('a first login opens the change-password modal after member info', async () => {
    const { request } = fakeApi({ 'POST /wps/session/login': loginResult({ firstTimeLogin: true }), 'GET /wps/member/info': info() });
    renderForm(<LoginBody />, { boot: bootFor('pebble'), request });
    await fillAndSubmit();
    await waitFor(() => expect(useSession.getState().modal).toBe('changePass'));
    expect(useSession.getState()).toMatchObject({ isLogin: true, passwordChange: { reason: 'firstLogin', oldPasswordHeld: true } });
  });

  it('a login the route guard asked for reopens the guarded page', async () => {
    useSession.getState().openLoginFor('/vnLottery');
    const { request } = fakeApi({ 'POST /wps/session/login': loginResult(), 'GET /wps/member/info': info() });
    renderForm(
      <>
        <LoginBody />
        <Where />
      </>,
      { boot: bootFor('pebble'), request },
    );
    expect(screen.getByTestId('login-reason')).toHaveTextContent('You are not logged in, please login');
    await fillAndSubmit();
    await waitFor(() => expect(screen.getByTestId('where')).toHaveTextContent('/vnLottery'));
  });

  it("'Non-member account unable to login' and other refusals show in the form", async () => {
    const { request } = fakeApi({ 'POST /wps/session/login': new Failure('login.not_member', 'x') });
    renderForm(<LoginBody />, { boot: bootFor('pebble'), request });
    await fillAndSubmit();
    expect(await screen.findByTestId('login-error')).toHaveTextContent('Non-member account unable to login');
    expect(useSession.getState().isLogin).toBe(false);
    expect(readToken()).toBeNull();
  });

  it('a lockout says when it ends', async () => {
    const until = Date.UTC(2030, 0, 1, 10, 30);
    const { request } = fakeApi({ 'POST /wps/session/login': new Failure('login.locked', 'Locked', { captcha: true, lockedUntil: until }) });
    renderForm(<LoginBody />, { boot: bootFor('pebble'), request });
    await fillAndSubmit();
    expect(await screen.findByTestId('login-error')).toHaveTextContent(/Too many failed attempts\. You can try again at \d\d:\d\d/);
  });

  it('a failure carrying value.captcha shows and loads the captcha; the answer is sent next time', async () => {
    let attempts = 0;
    const { request, calls } = fakeApi({
      'POST /wps/session/login': () => (++attempts === 1 ? new Failure('login.bad_credentials', 'x', { captcha: true }) : loginResult()),
      'GET /wps/captcha': 'iVBORw0KGgo=',
      'GET /wps/member/info': info(),
    });
    renderForm(<LoginBody />, { boot: bootFor('lotus', (b) => setFlags(b, { MOBILEVERCODELOGIN3: false })), request });
    expect(screen.queryByTestId('captcha-refresh')).toBeNull();
    await fillAndSubmit();
    expect(await screen.findByTestId('login-error')).toHaveTextContent('Incorrect username or password');
    await waitFor(() => expect(calls.some((c) => c.path === '/wps/captcha')).toBe(true));
    const user = userEvent.setup();
    await user.click(screen.getByTestId('login-submit'));
    expect(screen.getByText('Please enter the captcha')).toBeInTheDocument();
    await user.type(screen.getByLabelText(/^Captcha/), '4827');
    await user.click(screen.getByTestId('login-submit'));
    await waitFor(() => expect(useSession.getState().isLogin).toBe(true));
    expect(calls.filter((c) => c.path === '/wps/session/login').at(-1)?.body).toMatchObject({ captcha: '4827' });
  });

  it('the brand can always ask for the captcha (login.captcha: always)', async () => {
    const { request } = fakeApi({ 'GET /wps/captcha': 'iVBORw0KGgo=' });
    renderForm(<LoginBody />, { boot: bootFor('aurora', (b) => setFlags(b, { MOBILEVERCODELOGIN3: false })), request });
    expect(await screen.findByTestId('captcha-refresh')).toBeInTheDocument();
  });

  it('a new network opens the second-factor step', async () => {
    const { request } = fakeApi({
      'POST /wps/session/login': new Failure('login.second_factor_required', 'x', { challengeId: 'ch1', method: 'mobileCode', hint: '+880 ••••78', expiredMinutes: 2 }),
    });
    renderForm(<LoginBody />, { boot: bootFor('pebble'), request });
    await fillAndSubmit();
    await waitFor(() => expect(useSession.getState().modal).toBe('secondFactor'));
    expect(useSession.getState().secondFactor).toEqual({ challengeId: 'ch1', method: 'mobileCode', hint: '+880 ••••78', expiredMinutes: 2, portal: 'member', loginType: 'username' });
  });
});

describe('remember me: no password in cookies', () => {
  it('keeps the username (never the password) and asks the server for its remember token', async () => {
    const { request, calls } = fakeApi({ 'POST /wps/session/login': loginResult(), 'GET /wps/member/info': info() });
    renderForm(<LoginBody />, { boot: bootFor('pebble'), request });
    await userEvent.setup().click(screen.getByLabelText(/Remember me/));
    await fillAndSubmit('player88', 'Sup3rSecret');
    await waitFor(() => expect(useSession.getState().isLogin).toBe(true));
    expect(calls[0]?.body).toMatchObject({ rememberMe: true });
    expect(document.cookie).toContain('remember_username=player88');
    // a marker (no secret) that the server holds a remember token: session start asks for it only then
    expect(document.cookie).toContain('remember_session=1');
    expect(document.cookie).not.toContain('Sup3rSecret');
    expect(JSON.stringify({ ...localStorage })).not.toContain('Sup3rSecret');
    expect(JSON.stringify({ ...sessionStorage })).not.toContain('Sup3rSecret');
  });

  it('prefills a remembered username with the box ticked', () => {
    document.cookie = 'remember_username=player88; path=/';
    renderForm(<LoginBody />, { boot: bootFor('pebble'), request: fakeApi({}).request });
    expect(screen.getByLabelText(/^Username/)).toHaveValue('player88');
    expect(screen.getByLabelText(/Remember me/)).toBeChecked();
  });
});

describe('second factor for a login from a new IP', () => {
  it('sends the code and finishes the login; a wrong code stays on the step', async () => {
    let tries = 0;
    const { request, calls } = fakeApi({
      'POST /wps/session/login/verification': () => (++tries === 1 ? new Failure('login.second_factor_invalid', 'x') : loginResult()),
      'GET /wps/member/info': info(),
    });
    useSession.getState().openSecondFactor({ challengeId: 'ch1', method: 'email', hint: 'p••••@example.com', portal: 'member', loginType: 'username' });
    renderForm(<SecondFactorForm challenge={useSession.getState().secondFactor!} />, { boot: bootFor('pebble'), request });
    expect(screen.getByTestId('second-factor-prompt')).toHaveTextContent('p••••@example.com');
    expect(screen.getByTestId('second-factor-resend')).toBeDisabled();
    const user = userEvent.setup();
    await user.type(screen.getByLabelText(/^Verification code/), '123456');
    await user.click(screen.getByTestId('second-factor-submit'));
    expect(await screen.findByText('Please enter a valid verification code')).toBeInTheDocument();
    await user.click(screen.getByTestId('second-factor-submit'));
    await waitFor(() => expect(useSession.getState().isLogin).toBe(true));
    expect(calls[0]).toMatchObject({ path: '/wps/session/login/verification', body: { challengeId: 'ch1', code: '123456' } });
  });

  it('bank account name and authenticator need no resend', () => {
    for (const method of ['bankAccountName', 'authenticator'] as const) {
      const { unmount } = renderForm(
        <SecondFactorForm challenge={{ challengeId: 'c', method, hint: '', portal: 'member', loginType: 'username' }} />,
        { boot: bootFor('pebble'), request: fakeApi({}).request },
      );
      expect(screen.queryByTestId('second-factor-resend')).toBeNull();
      expect(screen.getByLabelText(method === 'bankAccountName' ? /^Bank account name/ : /^Verification code/)).toBeInTheDocument();
      unmount();
    }
  });
});

describe('sms login', () => {
  it('sends mobile number as username and the code as password, with the dialing code', async () => {
    const boot = bootFor('pebble', (b) => setFlags(b, { MOBILEVERCODELOGIN3: true, UPDATEMOBILEICC3: false }));
    const { request, calls } = fakeApi({
      'GET /wps/system/country': COUNTRIES,
      'GET /wps/captcha': 'iVBORw0KGgo=',
      'POST /wps/verification/sms/noLogin': { expiredMinutes: 1 },
      'POST /wps/session/login': loginResult(),
      'GET /wps/member/info': info(),
    });
    renderForm(<LoginBody initialTab="sms" />, { boot, request });
    const user = userEvent.setup();
    await user.type(screen.getByLabelText(/^Mobile number/), '171234567890');
    await user.click(screen.getByTestId('sms-send-login'));
    const captcha = await screen.findByRole('dialog', { name: 'Enter the captcha' });
    await user.type(captcha.querySelector<HTMLInputElement>('input[name="captcha"]')!, '1234');
    await user.click(within(captcha).getByRole('button', { name: 'Send code' }));
    await waitFor(() => expect(calls.some((c) => c.path === '/wps/verification/sms/noLogin')).toBe(true));
    expect(calls.find((c) => c.path === '/wps/verification/sms/noLogin')!.body).toMatchObject({ captcha: '1234' });
    await user.type(screen.getByLabelText(/^Verification code/), '654321');
    await act(async () => {
      fireEvent.submit(screen.getByTestId('login-form-sms'));
    });
    await waitFor(() => expect(useSession.getState().isLogin).toBe(true));
    const sent = calls.find((c) => c.path === '/wps/session/login')!.body as Record<string, unknown>;
    expect(sent).toMatchObject({ username: '171234567890', password: '654321', type: 'sms' });
    expect(typeof sent.countryDialingCode).toBe('string');
  });
});
