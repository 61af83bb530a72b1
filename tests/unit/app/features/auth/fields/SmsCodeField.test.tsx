import { act, cleanup, fireEvent, screen, waitFor, within } from '@testing-library/react';
import { StrictMode, useState, type ReactNode } from 'react';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { CaptchaField } from '../../../../../../src/app/features/auth/fields/CaptchaField.tsx';
import { countdownSeconds, resetCountdowns } from '../../../../../../src/app/features/auth/fields/countdown.ts';
import { DialingCodeSelect } from '../../../../../../src/app/features/auth/fields/DialingCodeSelect.tsx';
import { SmsCodeField, type SmsPurpose } from '../../../../../../src/app/features/auth/fields/SmsCodeField.tsx';
import { createThrottle } from '../../../../../../src/app/features/auth/fields/throttle.ts';
import { bootFor, COUNTRIES, fakeApi, Failure, renderForm } from '../../../../support/harness.tsx';

const boot = bootFor('lotus');

function Sms({ purpose = 'register' as SmsPurpose, beforeSend }: { purpose?: SmsPurpose; beforeSend?: () => boolean }): ReactNode {
  const [code, setCode] = useState('');
  return <SmsCodeField purpose={purpose} mobileNum="1712345678" countryDialingCode="880" value={code} onChange={setCode} beforeSend={beforeSend} />;
}

/** Lets pending promises (the fake request) settle under fake timers. */
async function flush(): Promise<void> {
  await act(async () => {
    await Promise.resolve();
    await Promise.resolve();
  });
}

/** Every SMS needs a captcha first: the dialog's image comes from GET /wps/captcha. */
const CAPTCHA = { 'GET /wps/captcha': 'iVBORw0KGgo=' };
const smsCalls = (api: ReturnType<typeof fakeApi>) => api.calls.filter((c) => c.path !== '/wps/captcha');

/** Answers the captcha dialog that 'Send code' opened and submits it. */
async function answerCaptcha(answer = '1234'): Promise<void> {
  await flush();
  const dialog = screen.getByRole('dialog', { name: 'Enter the captcha' });
  fireEvent.change(dialog.querySelector('input[name="captcha"]')!, { target: { value: answer } });
  fireEvent.click(within(dialog).getByRole('button', { name: 'Send code' }));
  await flush();
}

beforeEach(() => {
  resetCountdowns();
  vi.useFakeTimers();
});
afterEach(() => {
  cleanup();
  vi.useRealTimers();
});

describe('SmsCodeField countdown: 60 s × expiredMinutes, blocked while above 0', () => {
  it('60 s × expiredMinutes, default 1', () => {
    expect(countdownSeconds(undefined)).toBe(60);
    expect(countdownSeconds(0)).toBe(60);
    expect(countdownSeconds(3)).toBe(180);
  });

  it('register codes go to /wps/verification/sms/register; the button counts down and re-enables at zero', async () => {
    const api = fakeApi({ ...CAPTCHA, 'POST /wps/verification/sms/register': { expiredMinutes: 2 } });
    renderForm(<Sms />, { boot, request: api.request });
    const button = screen.getByTestId('sms-send-register');
    expect(button).toHaveTextContent('Send code');
    fireEvent.click(button);
    await answerCaptcha();
    expect(smsCalls(api)).toEqual([
      { method: 'POST', path: '/wps/verification/sms/register', body: { mobileNo: '1712345678', countryDialingCode: '880', captcha: '1234' }, query: undefined },
    ]);
    expect(screen.queryByRole('dialog')).toBeNull();
    expect(button).toBeDisabled();
    expect(button).toHaveTextContent('Resend in 120s');
    expect(screen.getByText(/valid for 2 minutes/)).toBeInTheDocument();
    await act(async () => {
      vi.advanceTimersByTime(60_000);
    });
    expect(button).toHaveTextContent('Resend in 60s');
    // clicks during the countdown ask nothing and send nothing
    fireEvent.click(button);
    await flush();
    expect(screen.queryByRole('dialog')).toBeNull();
    expect(smsCalls(api)).toHaveLength(1);
    await act(async () => {
      vi.advanceTimersByTime(60_000);
    });
    expect(button).toBeEnabled();
    expect(button).toHaveTextContent('Send code');
  });

  it('login and reset codes go to /wps/verification/sms/noLogin', async () => {
    const api = fakeApi({ ...CAPTCHA, 'POST /wps/verification/sms/noLogin': { expiredMinutes: 1 } });
    renderForm(<Sms purpose="reset" />, { boot, request: api.request });
    fireEvent.click(screen.getByTestId('sms-send-reset'));
    await answerCaptcha();
    expect(smsCalls(api)[0]).toMatchObject({ path: '/wps/verification/sms/noLogin', body: { mobileNum: '1712345678', countryDialingCode: '880', captcha: '1234' } });
    expect(screen.getByTestId('sms-send-reset')).toHaveTextContent('Resend in 60s');
  });

  it('the mobile number is checked before a code is requested', async () => {
    const api = fakeApi({ 'POST /wps/verification/sms/register': { expiredMinutes: 1 } });
    renderForm(<Sms beforeSend={() => false} />, { boot, request: api.request });
    fireEvent.click(screen.getByTestId('sms-send-register'));
    await flush();
    expect(screen.queryByRole('dialog')).toBeNull();
    expect(api.calls).toHaveLength(0);
  });

  it('a wrong captcha keeps the dialog with the server\'s message and a new image; cancel sends nothing', async () => {
    const api = fakeApi({ ...CAPTCHA, 'POST /wps/verification/sms/noLogin': new Failure('login.captcha_invalid', 'Captcha is incorrect', { captcha: true }) });
    renderForm(<Sms purpose="login" />, { boot, request: api.request });
    fireEvent.click(screen.getByTestId('sms-send-login'));
    await answerCaptcha('9999');
    const dialog = screen.getByRole('dialog', { name: 'Enter the captcha' });
    expect(dialog).toHaveTextContent('Captcha is incorrect');
    expect(api.calls.filter((c) => c.path === '/wps/captcha')).toHaveLength(2);
    expect((dialog.querySelector('input[name="captcha"]') as HTMLInputElement).value).toBe('');
    // an empty answer is not sent
    fireEvent.click(within(dialog).getByRole('button', { name: 'Send code' }));
    await flush();
    expect(smsCalls(api)).toHaveLength(1);
    fireEvent.click(within(dialog).getByRole('button', { name: 'Cancel' }));
    expect(screen.queryByRole('dialog')).toBeNull();
    expect(screen.getByTestId('sms-send-login')).toBeEnabled();
  });

  it('a refusal opens a warning dialog with a submit button; clicks are throttled to one per second', async () => {
    const api = fakeApi({ ...CAPTCHA, 'POST /wps/verification/sms/register': new Failure('register.mobile_taken', 'This mobile number is already registered') });
    renderForm(<Sms />, { boot, request: api.request });
    const button = screen.getByTestId('sms-send-register');
    fireEvent.click(button);
    await answerCaptcha();
    const dialog = screen.getByRole('dialog', { name: 'Could not send the code' });
    expect(dialog).toHaveTextContent('This mobile number is already registered');
    fireEvent.click(screen.getByRole('button', { name: 'OK' }));
    expect(screen.queryByRole('dialog')).toBeNull();
    expect(button).toBeEnabled();
    fireEvent.click(button);
    await answerCaptcha();
    expect(smsCalls(api)).toHaveLength(1);
    await act(async () => {
      vi.advanceTimersByTime(1000);
    });
    fireEvent.click(within(screen.getByRole('dialog', { name: 'Enter the captcha' })).getByRole('button', { name: 'Send code' }));
    await flush();
    expect(smsCalls(api)).toHaveLength(2);
  });

  it('too many requests says so in the current language', async () => {
    const api = fakeApi({ ...CAPTCHA, 'POST /wps/verification/sms/noLogin': new Failure('sms.too_many_requests', 'x') });
    renderForm(<Sms purpose="login" />, { boot, request: api.request });
    fireEvent.click(screen.getByTestId('sms-send-login'));
    await answerCaptcha();
    expect(screen.getByRole('dialog')).toHaveTextContent('Too many requests, try again after 5 minutes');
  });

  it('a code already on its way (sms.countdown) resumes the countdown the server reports', async () => {
    const api = fakeApi({ ...CAPTCHA, 'POST /wps/verification/sms/register': new Failure('sms.countdown', 'wait', { retryAfterSeconds: 42 }) });
    renderForm(<Sms />, { boot, request: api.request });
    fireEvent.click(screen.getByTestId('sms-send-register'));
    await answerCaptcha();
    expect(screen.queryByRole('dialog')).toBeNull();
    expect(screen.getByTestId('sms-send-register')).toHaveTextContent('Resend in 42s');
  });

  it('the code input accepts at most 255 characters', () => {
    renderForm(<Sms />, { boot, request: fakeApi({}).request });
    expect(screen.getByLabelText(/Verification code/)).toHaveAttribute('maxlength', '255');
  });
});

describe('throttle: captcha refresh and code sending once per 1000 ms', () => {
  it('lets one call through per second', () => {
    let now = 0;
    const gate = createThrottle(1000, () => now);
    expect(gate()).toBe(true);
    now = 999;
    expect(gate()).toBe(false);
    now = 1000;
    expect(gate()).toBe(true);
  });
});

describe('CaptchaField', () => {
  it('shows the image from /wps/captcha, reloads on click (throttled) and on refreshKey, clearing the answer', async () => {
    let n = 0;
    const api = fakeApi({ 'GET /wps/captcha': () => `png${++n}` });
    function Harness(): ReactNode {
      const [v, setV] = useState('12');
      const [key, setKey] = useState(0);
      return (
        <>
          <CaptchaField value={v} onChange={setV} refreshKey={key} />
          <button type="button" onClick={() => setKey((k) => k + 1)}>
            bump
          </button>
        </>
      );
    }
    renderForm(<Harness />, { boot, request: api.request });
    await flush();
    const image = screen.getByTestId('captcha-refresh');
    expect(image.querySelector('img')).toHaveAttribute('src', 'data:image/png;base64,png1');
    expect(screen.getByLabelText(/Captcha/, { selector: 'input' })).toHaveValue('12');
    fireEvent.click(image);
    await flush();
    expect(image.querySelector('img')).toHaveAttribute('src', 'data:image/png;base64,png2');
    expect(screen.getByLabelText(/Captcha/, { selector: 'input' })).toHaveValue('');
    fireEvent.click(image);
    await flush();
    expect(n).toBe(2);
    fireEvent.click(screen.getByText('bump'));
    await flush();
    expect(n).toBe(3);
  });

  it('a failed load says so and retries on click', async () => {
    let fail = true;
    const api = fakeApi({ 'GET /wps/captcha': () => (fail ? new Failure('network', 'Network link is abnormal, please try again', null, 0) : 'ok') });
    renderForm(<CaptchaField value="" onChange={() => undefined} />, { boot, request: api.request });
    await flush();
    const button = screen.getByTestId('captcha-refresh');
    expect(button).toHaveAttribute('data-captcha-state', 'error');
    expect(button).toHaveAccessibleName('Captcha could not load. Tap to retry.');
    fail = false;
    fireEvent.click(button);
    await flush();
    expect(button).toHaveAttribute('data-captcha-state', 'ready');
  });
});

describe('CaptchaField under the server throttle', () => {
  it('loads once on mount (StrictMode included) and asks again after a second when throttled', async () => {
    let n = 0;
    const api = fakeApi({ 'GET /wps/captcha': () => (++n === 1 ? new Failure('request.throttled', 'slow down', null, 429) : 'png') });
    renderForm(
      <StrictMode>
        <CaptchaField value="" onChange={() => undefined} />
      </StrictMode>,
      { boot, request: api.request },
    );
    await flush();
    expect(n).toBe(1);
    await act(async () => {
      await vi.advanceTimersByTimeAsync(1100);
    });
    expect(n).toBe(2);
    expect(screen.getByTestId('captcha-refresh')).toHaveAttribute('data-captcha-state', 'ready');
  });
  it('with the SMS dialog, a login tab and the form each wanting an image, it asks up to 3 more times before giving up', async () => {
    let n = 0;
    const api = fakeApi({ 'GET /wps/captcha': () => (++n <= 3 ? new Failure('request.throttled', 'slow down', null, 429) : 'png') });
    renderForm(<CaptchaField value="" onChange={() => undefined} />, { boot, request: api.request });
    await flush();
    for (let i = 0; i < 3; i++)
      await act(async () => {
        await vi.advanceTimersByTimeAsync(1100);
      });
    expect(n).toBe(4);
    expect(screen.getByTestId('captcha-refresh')).toHaveAttribute('data-captcha-state', 'ready');
  });
});

describe('DialingCodeSelect', () => {
  // react-query schedules its updates on timers: these run on real ones
  beforeEach(() => vi.useRealTimers());
  it('lists /wps/system/country and reports the choice', async () => {
    const onChange = vi.fn();
    renderForm(<DialingCodeSelect value="880" onChange={onChange} />, { boot, request: fakeApi({ 'GET /wps/system/country': COUNTRIES }).request });
    await screen.findByText('+63 Philippines');
    const select = screen.getByLabelText('Country code');
    expect(select).toHaveValue('880');
    expect(screen.getAllByRole('option').map((o) => o.textContent)).toEqual(['+880 Bangladesh', '+63 Philippines', '+1 United States']);
    fireEvent.change(select, { target: { value: '63' } });
    expect(onChange).toHaveBeenCalledWith('63');
  });
  it('read-only (DISABLEDMOBILEICC3) shows the code in a read-only field', async () => {
    renderForm(<DialingCodeSelect value="880" onChange={() => undefined} readOnly />, { boot, request: fakeApi({ 'GET /wps/system/country': COUNTRIES }).request });
    const field = screen.getByLabelText('Country code');
    expect(field).toHaveAttribute('readonly');
    await waitFor(() => expect(field).toHaveValue('+880 Bangladesh'));
  });
});
