import { QueryClient, QueryClientProvider } from '@tanstack/react-query';
import type { Decorator, Meta, StoryObj } from '@storybook/react-vite';
import { useState, type ReactNode } from 'react';
import { FormattedMessage } from 'react-intl';
import { expect, userEvent, waitFor, within } from 'storybook/test';
import { CaptchaField } from '../../../src/app/features/auth/fields/CaptchaField.tsx';
import { resetCountdowns } from '../../../src/app/features/auth/fields/countdown.ts';
import { DialingCodeSelect } from '../../../src/app/features/auth/fields/DialingCodeSelect.tsx';
import { fieldMessages } from '../../../src/app/features/auth/fields/messages.ts';
import { PasswordField } from '../../../src/app/features/auth/fields/PasswordField.tsx';
import { RuleField, type RuleFieldProps } from '../../../src/app/features/auth/fields/RuleField.tsx';
import { SmsCodeField } from '../../../src/app/features/auth/fields/SmsCodeField.tsx';
import type { FieldProblem } from '../../../src/app/features/auth/fields/validation.ts';
import type { FieldRule } from '../../../src/generated/types.ts';
import { Matrix, Surface } from '../../ui/helpers.tsx';
import { failWith, PENDING, STORY_CAPTCHA, storyCountries, WithApi, type CannedAnswers } from '../fixtures.tsx';

// Rules shaped like a brand's register rules; the field stories pin them so every brand shows the
// same states. The register stories use each brand's own rules.
const usernameRule: FieldRule = { acceptedPattern: '^[A-Za-z][A-Za-z0-9]*$', minLength: 6, maxLength: 16, patternId: 1, enabled: true, required: true };
const mobileRule: FieldRule = { acceptedPattern: '^[0-9]+$', minLength: 10, maxLength: 11, patternId: 6, enabled: true, required: true, type: 'tel' };
const captchaRule: FieldRule = { acceptedPattern: '^[0-9]+$', minLength: 4, maxLength: 4, patternId: 6, enabled: true, required: true };
const emailRule: FieldRule = { acceptedPattern: '^[^\\s@]+@[^\\s@]+\\.[^\\s@]+$', minLength: 5, maxLength: 60, patternId: 3, enabled: true, required: false, type: 'email' };
const passwordRule: FieldRule = { acceptedPattern: '^[a-zA-Z0-9]+$', minLength: 6, maxLength: 12, patternId: 4, enabled: true, required: true, type: 'password' };
const unknownPatternRule: FieldRule = { acceptedPattern: '^[a-z]+$', minLength: 3, maxLength: 8, patternId: 99, enabled: true, required: true };

const baseAnswers: CannedAnswers = {
  'GET /wps/system/country': storyCountries,
  'GET /wps/captcha': STORY_CAPTCHA,
  'POST /wps/verification/sms/register': { expiredMinutes: 1 },
  'POST /wps/verification/sms/noLogin': { expiredMinutes: 2 },
};

/** Each story: its own react-query cache, canned API answers (parameters.answers), no countdown left from another. */
function Fresh({ answers, children }: { answers: CannedAnswers; children: ReactNode }): ReactNode {
  const [client] = useState(() => new QueryClient({ defaultOptions: { queries: { retry: false } } }));
  useState(resetCountdowns);
  return (
    <QueryClientProvider client={client}>
      <WithApi answers={answers}>{children}</WithApi>
    </QueryClientProvider>
  );
}

const withFields: Decorator = (Story, { parameters }) => (
  <Fresh answers={{ ...baseAnswers, ...(parameters.answers as CannedAnswers | undefined) }}>
    <Surface width={typeof parameters.surfaceWidth === 'number' ? parameters.surfaceWidth : 420}>
      <Story />
    </Surface>
  </Fresh>
);

type RuleProps = Omit<RuleFieldProps, 'value' | 'onChange'> & { initial?: string };

function Rule({ initial = '', ...props }: RuleProps): ReactNode {
  const [value, setValue] = useState(initial);
  return <RuleField {...props} value={value} onChange={setValue} />;
}

function Password({ initial = '', ...props }: Omit<RuleProps, 'type'>): ReactNode {
  const [value, setValue] = useState(initial);
  return <PasswordField {...props} value={value} onChange={setValue} autoComplete="new-password" />;
}

function Dialing({ readOnly = false }: { readOnly?: boolean }): ReactNode {
  const [value, setValue] = useState('880');
  return <DialingCodeSelect value={value} onChange={setValue} readOnly={readOnly} />;
}

function Sms({ problem, showErrors, purpose = 'register' }: { problem?: FieldProblem; showErrors?: boolean; purpose?: 'register' | 'login' | 'reset' }): ReactNode {
  const [value, setValue] = useState('');
  return (
    <SmsCodeField
      purpose={purpose}
      mobileNum="1712345678"
      countryDialingCode="880"
      value={value}
      onChange={setValue}
      problem={problem ?? null}
      showErrors={showErrors}
    />
  );
}

function Captcha({ error }: { error?: string }): ReactNode {
  const [value, setValue] = useState('');
  return <CaptchaField value={value} onChange={setValue} rule={captchaRule} error={error} />;
}

const label = (m: keyof typeof fieldMessages): ReactNode => <FormattedMessage {...fieldMessages[m]} />;

const meta = {
  title: 'App/Auth/Fields',
  decorators: [withFields],
  parameters: { layout: 'padded' },
} satisfies Meta;
export default meta;
type Story = StoryObj<typeof meta>;

// ── RuleField ───────────────────────────────────────────────────────────────────────────────────────────────

/** An optional field: no `*`, no message while empty. */
export const RuleFieldOptional: Story = { render: () => <Rule name="email" rule={emailRule} label={label('email')} /> };

/** A required field before it was touched: the `*` marker, no message yet. */
export const RuleFieldRequired: Story = { render: () => <Rule name="username" rule={usernameRule} label={label('username')} /> };

/** Left empty and submitted: 'Input cannot be empty'. */
export const RuleFieldEmptyInvalid: Story = {
  render: () => <Rule name="username" rule={usernameRule} label={label('username')} showErrors />,
};

/** Touched with a value that breaks the rule: reg_pattern_1 with the range "6 - 16". */
export const RuleFieldPatternInvalid: Story = {
  render: () => <Rule name="username" rule={usernameRule} label={label('username')} initial="1abc" />,
  play: async ({ canvasElement }) => {
    const input = canvasElement.querySelector<HTMLInputElement>('input[name="username"]')!;
    input.focus();
    await userEvent.tab();
    await expect(input).toHaveAttribute('aria-invalid', 'true');
  },
};

/** min = max: the message shows a single number. */
export const RuleFieldSingleLength: Story = {
  render: () => <Rule name="captcha" rule={captchaRule} label={label('captcha')} initial="12" showErrors />,
};

/** A patternId without a message of its own: the generic text with the range. */
export const RuleFieldUnknownPattern: Story = {
  render: () => <Rule name="line" rule={unknownPatternRule} label={label('line')} initial="AB" showErrors />,
};

/** The server's `register.username_taken` message on the field. */
export const RuleFieldServerMessage: Story = {
  render: () => (
    <Rule name="username" rule={usernameRule} label={label('username')} initial="player88" problem={{ kind: 'text', text: 'This username is already taken' }} />
  ),
};

/** Valid after a submit: no message. */
export const RuleFieldValid: Story = {
  render: () => <Rule name="mobileNum" rule={mobileRule} label={label('mobileNum')} initial="01712345678" type="tel" showErrors />,
};

// ── PasswordField ───────────────────────────────────────────────────────────────────────────────────────────

export const PasswordHidden: Story = {
  render: () => <Password name="password" rule={passwordRule} label={label('password')} initial="Secret12" />,
};

export const PasswordShown: Story = {
  render: () => <Password name="password" rule={passwordRule} label={label('password')} initial="Secret12" />,
  play: async ({ canvasElement }) => {
    const input = canvasElement.querySelector<HTMLInputElement>('input[name="password"]')!;
    const toggle = canvasElement.querySelector<HTMLButtonElement>('button[aria-controls]')!;
    await userEvent.click(toggle);
    await expect(input).toHaveAttribute('type', 'text');
  },
};

/** 'Confirmation password is not correct.' */
export const PasswordConfirmationMismatch: Story = {
  render: () => (
    <Password
      name="confirmPassword"
      rule={passwordRule}
      label={label('confirmPassword')}
      initial="Secret13"
      problem={{ kind: 'message', message: fieldMessages.confirmMismatch }}
    />
  ),
};

// ── DialingCodeSelect ───────────────────────────────────────────────────────────────────────────────────────

/** UPDATEMOBILEICC3: the picker with the countries of /wps/system/country. */
export const DialingCode: Story = {
  render: () => <Dialing />,
  play: async ({ canvasElement }) => {
    await waitFor(() => expect(canvasElement.querySelectorAll('option').length).toBe(4));
  },
};

/** DISABLEDMOBILEICC3: shown, not changeable. */
export const DialingCodeReadOnly: Story = { render: () => <Dialing readOnly /> };

/** The country list did not load: the current code stays, with a message. */
export const DialingCodeLoadFailed: Story = {
  parameters: { answers: { 'GET /wps/system/country': failWith('network', 'Network link is abnormal, please try again', null, 0) } },
  render: () => <Dialing />,
};

// ── SmsCodeField ────────────────────────────────────────────────────────────────────────────────────────────

export const SmsCodeIdle: Story = { render: () => <Sms /> };

/** 'Send code' opens the captcha dialog; the image is loaded and waits for its answer. */
async function openSmsCaptcha(canvasElement: HTMLElement, purpose: string): Promise<HTMLElement> {
  await userEvent.click(within(canvasElement).getByTestId(`sms-send-${purpose}`));
  const dialog = await within(document.body).findByRole('dialog');
  await waitFor(() => expect(within(dialog).getByTestId('captcha-refresh')).toHaveAttribute('data-captcha-state', 'ready'));
  return dialog;
}

/** The captcha answered and the code asked for. */
async function sendWithCaptcha(canvasElement: HTMLElement, purpose: string): Promise<void> {
  const dialog = await openSmsCaptcha(canvasElement, purpose);
  await userEvent.type(dialog.querySelector<HTMLInputElement>('input[name="captcha"]')!, '1234');
  await userEvent.click(within(dialog).getByTestId(`sms-captcha-send-${purpose}`));
}

/** Before any code goes to a phone the server wants a captcha: 'Send code' asks for it in a dialog. */
export const SmsCodeCaptchaAsked: Story = {
  render: () => <Sms purpose="login" />,
  play: async ({ canvasElement }) => {
    await openSmsCaptcha(canvasElement, 'login');
  },
};

/** A wrong captcha: the server's message under a new image, the dialog stays. */
export const SmsCodeCaptchaWrong: Story = {
  parameters: { answers: { 'POST /wps/verification/sms/noLogin': failWith('login.captcha_invalid', 'Captcha is incorrect', { captcha: true }) } },
  render: () => <Sms purpose="login" />,
  play: async ({ canvasElement }) => {
    await sendWithCaptcha(canvasElement, 'login');
    await waitFor(() => expect(within(document.body).getByRole('dialog')).toHaveTextContent('Captcha is incorrect'));
    await waitFor(() => expect(within(document.body).getByTestId('captcha-refresh')).toHaveAttribute('data-captcha-state', 'ready'));
  },
};

/** After 'Send code' and the captcha: 60 s × expiredMinutes, the button disabled and counting. */
export const SmsCodeCountdown: Story = {
  render: () => <Sms />,
  play: async ({ canvasElement }) => {
    await sendWithCaptcha(canvasElement, 'register');
    await waitFor(() => expect(within(canvasElement).getByTestId('sms-send-register')).toBeDisabled());
  },
};

/** A refusal from the server: its message in a warning dialog with a submit button. */
export const SmsCodeSendFailed: Story = {
  parameters: { answers: { 'POST /wps/verification/sms/register': failWith('register.mobile_taken', 'This mobile number is already registered') } },
  render: () => <Sms />,
  play: async ({ canvasElement }) => {
    await sendWithCaptcha(canvasElement, 'register');
    await waitFor(() => expect(within(document.body).getByRole('dialog')).toHaveTextContent('This mobile number is already registered'));
  },
};

/** More than 5 requests per hour: 'Too many requests, try again after 5 minutes'. */
export const SmsCodeTooManyRequests: Story = {
  parameters: { answers: { 'POST /wps/verification/sms/noLogin': failWith('sms.too_many_requests', 'Too many requests, try again after 5 minutes', null, 429) } },
  render: () => <Sms purpose="reset" />,
  play: async ({ canvasElement }) => {
    await sendWithCaptcha(canvasElement, 'reset');
    await waitFor(() => expect(within(within(document.body).getByRole('dialog')).getByRole('alert')).toBeInTheDocument());
  },
};

/** Submitted empty, and the server's 'Please enter a valid verification code'. */
export const SmsCodeInvalid: Story = {
  render: () => (
    <div css={{ display: 'flex', flexDirection: 'column', gap: 16 }}>
      <Sms showErrors />
      <Sms purpose="login" problem={{ kind: 'text', text: 'Please enter a valid verification code' }} />
    </div>
  ),
};

// ── CaptchaField ────────────────────────────────────────────────────────────────────────────────────────────

export const CaptchaLoaded: Story = {
  render: () => <Captcha />,
  play: async ({ canvasElement }) => {
    await waitFor(() => expect(within(canvasElement).getByTestId('captcha-refresh')).toHaveAttribute('data-captcha-state', 'ready'));
  },
};

export const CaptchaLoading: Story = { parameters: { answers: { 'GET /wps/captcha': PENDING } }, render: () => <Captcha /> };

/** A click asked for a new image that has not arrived yet: the old one dimmed, busy. */
export const CaptchaRefreshing: Story = {
  // The first image loads, the refresh stays pending. A fresh counter per mount: the story may be shown again
  // in the same page (another brand or mode), which must start from the first image again.
  decorators: [
    (Story) => {
      let calls = 0;
      return (
        <WithApi answers={{ ...baseAnswers, 'GET /wps/captcha': () => (calls++ === 0 ? STORY_CAPTCHA : PENDING) }}>
          <Story />
        </WithApi>
      );
    },
  ],
  render: () => <Captcha />,
  play: async ({ canvasElement }) => {
    const button = within(canvasElement).getByTestId('captcha-refresh');
    await waitFor(() => expect(button).toHaveAttribute('data-captcha-state', 'ready'));
    await userEvent.click(button);
    await waitFor(() => expect(button).toHaveAttribute('data-captcha-state', 'refreshing'));
  },
};

export const CaptchaLoadFailed: Story = {
  parameters: { answers: { 'GET /wps/captcha': failWith('request.throttled', 'Too many requests', null, 429) } },
  render: () => <Captcha />,
};

export const CaptchaWrong: Story = { render: () => <Captcha error="Captcha is incorrect" /> };

/** Every state side by side. */
export const AllStates: Story = {
  parameters: { surfaceWidth: 1200, answers: { 'GET /wps/captcha': STORY_CAPTCHA } },
  render: () => (
    <Matrix
      columns={3}
      items={[
        ['optional', <Rule key="o" name="email" rule={emailRule} label={label('email')} />],
        ['required, untouched', <Rule key="r" name="username" rule={usernameRule} label={label('username')} />],
        ['required, empty after submit', <Rule key="e" name="username" rule={usernameRule} label={label('username')} showErrors />],
        ['pattern message', <Rule key="p" name="username" rule={usernameRule} label={label('username')} initial="1abc" showErrors />],
        ['min = max', <Rule key="m" name="captcha" rule={captchaRule} label={label('captcha')} initial="12" showErrors />],
        ['unknown pattern id', <Rule key="u" name="line" rule={unknownPatternRule} label={label('line')} initial="AB" showErrors />],
        ['server message', <Rule key="s" name="username" rule={usernameRule} label={label('username')} initial="player88" problem={{ kind: 'text', text: 'This username is already taken' }} />],
        ['valid', <Rule key="v" name="mobileNum" rule={mobileRule} label={label('mobileNum')} initial="01712345678" showErrors />],
        ['confirmation mismatch', <Password key="c" name="confirmPassword" rule={passwordRule} label={label('confirmPassword')} initial="Secret13" problem={{ kind: 'message', message: fieldMessages.confirmMismatch }} />],
        ['dialing code', <Dialing key="d" />],
        ['dialing code read-only', <Dialing key="dr" readOnly />],
        ['sms code', <Sms key="sms" />],
        ['sms code invalid', <Sms key="smsi" showErrors />],
        ['captcha', <Captcha key="cap" />],
        ['captcha wrong', <Captcha key="capw" error="Captcha is incorrect" />],
      ]}
    />
  ),
};
