import { act, cleanup, fireEvent, screen, waitFor, within } from '@testing-library/react';
import type { ReactNode } from 'react';
import { useLocation } from 'react-router-dom';
import { afterEach, beforeEach, describe, expect, it } from 'vitest';
import { resetCountdowns } from '../../../../../../src/app/features/auth/fields/countdown.ts';
import ChangePasswordModal from '../../../../../../src/app/features/auth/password/ChangePasswordModal.tsx';
import ForgotPasswordModal, { defaultForgotMode } from '../../../../../../src/app/features/auth/password/ForgotPasswordModal.tsx';
import ResetPasswordModal from '../../../../../../src/app/features/auth/password/ResetPasswordModal.tsx';
import { GUEST_SESSION, useSession } from '../../../../../../src/app/state/session.ts';
import { bootFor, COUNTRIES, fakeApi, Failure, memberInfoOf, renderForm, setFlags } from '../../../../support/harness.tsx';

beforeEach(() => {
  resetCountdowns();
  sessionStorage.clear();
  useSession.setState({ ...GUEST_SESSION });
});
afterEach(cleanup);

function Where(): ReactNode {
  const l = useLocation();
  return <output data-testid="where">{l.pathname + l.search}</output>;
}

describe('forgot password (forgetPassModal)', () => {
  it('defaults to mobile when CHNGPASSVERIF3 is on, else e-mail', () => {
    expect(defaultForgotMode(true)).toBe('mobile');
    expect(defaultForgotMode(false)).toBe('email');
  });

  it('CHNGPASSVERIF3 on: mobile first, switchable to e-mail; back to login', async () => {
    useSession.setState({ modal: 'forgetPass' });
    const boot = bootFor('lotus', (b) => setFlags(b, { CHNGPASSVERIF3: true }));
    renderForm(<ForgotPasswordModal />, { boot, request: fakeApi({ 'GET /wps/system/country': COUNTRIES }).request });
    const dialog = screen.getByRole('dialog', { name: 'Forgot password' });
    expect(within(dialog).getByRole('tab', { name: 'By mobile' })).toHaveAttribute('aria-selected', 'true');
    expect(within(dialog).getByTestId('forgot-mobile-form')).toBeInTheDocument();
    fireEvent.click(within(dialog).getByRole('tab', { name: 'By e-mail' }));
    expect(within(dialog).getByTestId('forgot-email-form')).toBeInTheDocument();
    fireEvent.click(within(dialog).getByTestId('forgot-back-to-login'));
    expect(useSession.getState().modal).toBe('login');
  });

  it('CHNGPASSVERIF3 off: e-mail only; success shows in_been_out', async () => {
    useSession.setState({ modal: 'forgetPass' });
    const boot = bootFor('aurora', (b) => setFlags(b, { CHNGPASSVERIF3: false }));
    const api = fakeApi({ 'POST /wps/member/password/email': null });
    renderForm(<ForgotPasswordModal />, { boot, request: api.request });
    expect(screen.queryByRole('tab')).toBeNull();
    fireEvent.change(screen.getByTestId('forgot-username'), { target: { value: 'player88' } });
    fireEvent.change(screen.getByTestId('forgot-email'), { target: { value: 'player88@example.com' } });
    await act(async () => {
      fireEvent.click(screen.getByTestId('forgot-email-submit'));
    });
    expect(await screen.findByText('A reset link has been sent to your e-mail')).toBeInTheDocument();
    expect(api.calls).toEqual([{ method: 'POST', path: '/wps/member/password/email', body: { username: 'player88', email: 'player88@example.com' }, query: undefined }]);
  });

  it('mobile mode: SMS code for purpose reset, then /password/verification with the new password', async () => {
    useSession.setState({ modal: 'forgetPass' });
    const boot = bootFor('lotus');
    const api = fakeApi({
      'GET /wps/system/country': COUNTRIES,
      'GET /wps/captcha': 'iVBORw0KGgo=',
      'POST /wps/verification/sms/noLogin': { expiredMinutes: 1 },
      'POST /wps/member/password/verification': null,
    });
    renderForm(<ForgotPasswordModal />, { boot, request: api.request });
    // the number is checked before a code is asked for
    fireEvent.click(screen.getByTestId('sms-send-reset'));
    expect(api.calls.filter((c) => c.path.includes('sms'))).toHaveLength(0);
    expect(screen.getByTestId('forgot-mobileNum')).toHaveAttribute('aria-invalid', 'true');
    fireEvent.change(screen.getByTestId('forgot-mobileNum'), { target: { value: '01712345678' } });
    await act(async () => {
      fireEvent.click(screen.getByTestId('sms-send-reset'));
    });
    // no code goes to a phone without a captcha
    const captcha = await screen.findByRole('dialog', { name: 'Enter the captcha' });
    fireEvent.change(captcha.querySelector('input[name="captcha"]')!, { target: { value: '1234' } });
    await act(async () => {
      fireEvent.click(within(captcha).getByRole('button', { name: 'Send code' }));
    });
    fireEvent.change(document.querySelector('input[name="verificationCode"]')!, { target: { value: '123456' } });
    fireEvent.change(screen.getByTestId('forgot-newPassword'), { target: { value: 'Secret12' } });
    fireEvent.change(screen.getByTestId('forgot-confirmNewPassword'), { target: { value: 'Secret12' } });
    await act(async () => {
      fireEvent.click(screen.getByTestId('forgot-mobile-submit'));
    });
    await screen.findByTestId('password-reset-done');
    expect(api.calls.filter((c) => c.method === 'POST').map((c) => [c.path, c.body])).toEqual([
      ['/wps/verification/sms/noLogin', { mobileNum: '01712345678', countryDialingCode: '880', captcha: '1234' }],
      ['/wps/member/password/verification', { mobileNum: '01712345678', countryDialingCode: '880', verificationCode: '123456', newPassword: 'Secret12' }],
    ]);
    fireEvent.click(screen.getByTestId('password-reset-login'));
    expect(useSession.getState().modal).toBe('login');
  });
});

describe('change password (changePassModal)', () => {
  const member = memberInfoOf('player88');

  it('normal: username read-only, old password required, server refusal on its field, closable', async () => {
    useSession.setState({ modal: 'changePass', isLogin: true, userInfo: member });
    const api = fakeApi({ 'POST /wps/member/password': new Failure('password.old_invalid', 'The current password is incorrect') });
    renderForm(<ChangePasswordModal />, { boot: bootFor('lotus'), request: api.request });
    const dialog = screen.getByRole('dialog', { name: 'Change password' });
    expect(within(dialog).getByTestId('change-username')).toHaveValue('player88');
    expect(within(dialog).getByTestId('change-username')).toHaveAttribute('readonly');
    expect(within(dialog).getByRole('button', { name: 'Close' })).toBeInTheDocument();
    await act(async () => {
      fireEvent.click(within(dialog).getByTestId('change-password-submit'));
    });
    expect(within(dialog).getByTestId('change-oldPassword')).toHaveAttribute('aria-invalid', 'true');
    expect(api.calls).toHaveLength(0);
    fireEvent.change(within(dialog).getByTestId('change-oldPassword'), { target: { value: 'Wrong123' } });
    fireEvent.change(within(dialog).getByTestId('change-newPassword'), { target: { value: 'Secret12' } });
    fireEvent.change(within(dialog).getByTestId('change-confirmNewPassword'), { target: { value: 'Secret12' } });
    await act(async () => {
      fireEvent.click(within(dialog).getByTestId('change-password-submit'));
    });
    expect(api.calls[0]!.body).toEqual({ oldPassword: 'Wrong123', newPassword: 'Secret12', confirmNewPassword: 'Secret12' });
    expect(await within(dialog).findByText('The current password is incorrect')).toBeInTheDocument();
  });

  it('the new password follows the brand password rule over the floor (ASVS V6.2.1: 8 characters at least)', async () => {
    useSession.setState({ modal: 'changePass', isLogin: true, userInfo: member });
    renderForm(<ChangePasswordModal />, { boot: bootFor('aurora'), request: fakeApi({}).request });
    fireEvent.change(screen.getByTestId('change-newPassword'), { target: { value: 'short12' } });
    fireEvent.blur(screen.getByTestId('change-newPassword'));
    expect(screen.getByText('Enter 8 - 128 characters')).toBeInTheDocument();
  });

  it('a brand rule below the floor (6 - 12) is pulled up to it: 7 characters are refused, 40 accepted', async () => {
    useSession.setState({ modal: 'changePass', isLogin: true, userInfo: member });
    const boot = bootFor('lotus', (b) => {
      b.status.info.register.password = { acceptedPattern: '*', patternId: 0, minLength: 6, maxLength: 12, enabled: true, required: true };
    });
    renderForm(<ChangePasswordModal />, { boot, request: fakeApi({}).request });
    const field = screen.getByTestId('change-newPassword');
    fireEvent.change(field, { target: { value: 'seven77' } });
    fireEvent.blur(field);
    expect(screen.getByText('Enter 8 - 64 characters')).toBeInTheDocument();
    fireEvent.change(field, { target: { value: 'a forty character passphrase is fine ok' } });
    fireEvent.blur(field);
    expect(screen.queryByText('Enter 8 - 64 characters')).toBeNull();
  });

  it('the server refusing a common password (password.weak) lands on the new password field', async () => {
    useSession.setState({ modal: 'changePass', isLogin: true, userInfo: member });
    const message = 'This password is too easy to guess. Choose a longer one that is not a common password.';
    const api = fakeApi({ 'POST /wps/member/password': new Failure('password.weak', message, { field: 'newPassword', reason: 'common' }) });
    renderForm(<ChangePasswordModal />, { boot: bootFor('lotus'), request: api.request });
    fireEvent.change(screen.getByTestId('change-oldPassword'), { target: { value: 'river2468' } });
    fireEvent.change(screen.getByTestId('change-newPassword'), { target: { value: 'password1' } });
    fireEvent.change(screen.getByTestId('change-confirmNewPassword'), { target: { value: 'password1' } });
    await act(async () => {
      fireEvent.click(screen.getByTestId('change-password-submit'));
    });
    expect(await screen.findByText(message)).toBeInTheDocument();
    expect(screen.getByTestId('change-newPassword')).toHaveAttribute('aria-invalid', 'true');
  });

  it('forced after login: says why, cannot be closed, no old password; success reloads member info, closes, goes home', async () => {
    useSession.setState({ modal: 'changePass', passwordChange: { reason: 'defaultPassword', oldPasswordHeld: true, username: 'player88' } });
    const api = fakeApi({ 'POST /wps/member/password': null, 'GET /wps/member/info': member });
    renderForm(
      <>
        <ChangePasswordModal />
        <Where />
      </>,
      { boot: bootFor('lotus'), request: api.request, route: '/rng' },
    );
    const dialog = screen.getByRole('dialog');
    expect(within(dialog).getByTestId('change-password-reason')).toHaveTextContent('default password');
    expect(within(dialog).queryByRole('button', { name: 'Close' })).toBeNull();
    fireEvent.keyDown(dialog, { key: 'Escape' });
    expect(useSession.getState().modal).toBe('changePass');
    expect(within(dialog).queryByTestId('change-oldPassword')).toBeNull();
    fireEvent.change(within(dialog).getByTestId('change-newPassword'), { target: { value: 'Secret12' } });
    fireEvent.change(within(dialog).getByTestId('change-confirmNewPassword'), { target: { value: 'Secret12' } });
    await act(async () => {
      fireEvent.click(within(dialog).getByTestId('change-password-submit'));
    });
    await waitFor(() => expect(useSession.getState().modal).toBeNull());
    expect(api.calls.map((c) => `${c.method} ${c.path}`)).toEqual(['POST /wps/member/password', 'GET /wps/member/info']);
    expect(api.calls[0]!.body).toEqual({ newPassword: 'Secret12', confirmNewPassword: 'Secret12' });
    expect(useSession.getState().isLogin).toBe(true);
    expect(screen.getByTestId('where')).toHaveTextContent(/^\/$/);
  });
});

describe('reset by link (/?resetToken=…)', () => {
  it('takes the token out of the address, sets the password, then opens login', async () => {
    useSession.setState({ modal: 'resetPassword' });
    const api = fakeApi({ 'POST /wps/member/password/reset': null });
    renderForm(
      <>
        <ResetPasswordModal />
        <Where />
      </>,
      { boot: bootFor('lotus'), request: api.request, route: '/?resetToken=abc123' },
    );
    await waitFor(() => expect(screen.getByTestId('where')).toHaveTextContent(/^\/$/));
    fireEvent.change(screen.getByTestId('reset-newPassword'), { target: { value: 'Secret12' } });
    fireEvent.change(screen.getByTestId('reset-confirmNewPassword'), { target: { value: 'Secret12' } });
    await act(async () => {
      fireEvent.click(screen.getByTestId('reset-password-submit'));
    });
    expect(api.calls[0]).toMatchObject({ path: '/wps/member/password/reset', body: { resetToken: 'abc123', newPassword: 'Secret12', confirmNewPassword: 'Secret12' } });
    expect(useSession.getState().modal).toBe('login');
  });
});
