import { css } from '@emotion/react';
import { useId, useState, type FormEvent, type ReactNode } from 'react';
import { FormattedMessage, useIntl } from 'react-intl';
import { token } from '../../../../engine/theme/token.ts';
import type { FieldRule } from '../../../../generated/types.ts';
import { Button, Modal, TextField } from '../../../../ui/index.ts';
import { sendLoginSms, sendRegisterSms } from '../../../api/accounts.ts';
import { useApi } from '../../../api/ApiContext.tsx';
import { ApiError } from '../../../api/client.ts';
import { CaptchaField } from './CaptchaField.tsx';
import { countdownSeconds, startCountdown, useCountdown } from './countdown.ts';
import { fieldMessages } from './messages.ts';
import { useThrottle } from './throttle.ts';
import { checkRule, CODE_MAX_LENGTH, formatProblem, type FieldProblem } from './validation.ts';
import { ErrorCode } from '../../../../generated/constants.ts';

export type SmsPurpose = 'login' | 'register' | 'reset';

export { CODE_MAX_LENGTH };

export interface SmsCodeFieldProps {
  /** login and reset use /wps/verification/sms/noLogin (existing members), register /wps/verification/sms/register. */
  purpose: SmsPurpose;
  mobileNum: string;
  countryDialingCode: string;
  value: string;
  onChange: (value: string) => void;
  /** A problem found elsewhere (e.g. the server's verification.invalid), as text or a FieldProblem. */
  error?: ReactNode;
  problem?: FieldProblem | null;
  /** The brand's verificationCode rule when it has one (pattern and length); the 255 limit applies regardless. */
  rule?: FieldRule;
  /** Show the required / rule verdict before the field was touched (the form was submitted). */
  showErrors?: boolean;
  /** Registration only: which form asks for the code. */
  regType?: 'username' | 'mobile';
  /**
   * The mobile number is validated before a code is sent. Return false to keep the request from going out
   * (the form shows the number's own error).
   */
  beforeSend?: () => boolean;
  disabled?: boolean;
  label?: ReactNode;
  id?: string;
  /**
   * The code request used up this browser's captcha: a captcha elsewhere on the form (registration) must load a new
   * image, its old answer is spent.
   */
  onCaptchaUsed?: () => void;
}

const row = css`
  display: flex;
  align-items: flex-start;
  gap: ${token('space.sm')};
  & > :first-of-type {
    flex: 1;
  }
`;

// The button lines up with the input box: the label above it is one line of small text plus the stack's gap.
const sendButton = css`
  margin-top: calc(${token('font.size.sm')} * 1.5 + ${token('space.xs')});
  min-width: 7.5rem;
`;

function codeProblem(value: string, rule: FieldRule | undefined, required: boolean): FieldProblem | null {
  if (value === '') return required ? { kind: 'required' } : null;
  if ([...value].length > CODE_MAX_LENGTH) return { kind: 'message', message: fieldMessages.codeTooLong };
  return rule ? checkRule('verificationCode', rule, value, required) : null;
}

interface SendFailure {
  message: string;
}

const CAPTCHA_ERRORS: ReadonlySet<string> = new Set([ErrorCode.captchaRequired, ErrorCode.captchaInvalid]);

/**
 * The SMS verification code input with its 'send code' button: the button first asks for the image
 * captcha in a small dialog (every code sent to a phone costs money and could be aimed at anyone's number, so the
 * server wants one), then asks the purpose's endpoint for a code, and stays disabled for 60 s × expiredMinutes while
 * it counts down; sends are throttled to one per second; a refusal from the server is shown in a warning dialog with
 * a submit button.
 */
export function SmsCodeField({
  purpose,
  mobileNum,
  countryDialingCode,
  value,
  onChange,
  error,
  problem,
  rule,
  showErrors = false,
  regType,
  beforeSend,
  disabled = false,
  label,
  id,
  onCaptchaUsed,
}: SmsCodeFieldProps): ReactNode {
  const intl = useIntl();
  const request = useApi();
  const left = useCountdown(`sms:${purpose}`);
  const gate = useThrottle();
  const [sending, setSending] = useState(false);
  const [sentMinutes, setSentMinutes] = useState<number | null>(null);
  const [failure, setFailure] = useState<SendFailure | null>(null);
  const [touched, setTouched] = useState(false);
  // the captcha dialog: open while a code is being asked for
  const [asking, setAsking] = useState(false);
  const [captcha, setCaptcha] = useState('');
  const [captchaKey, setCaptchaKey] = useState(0);
  const [captchaError, setCaptchaError] = useState<string | undefined>();
  const captchaFormId = `${useId()}-sms-captcha`;

  const required = rule?.required ?? true;
  const own = touched || showErrors ? codeProblem(value, rule, required) : null;
  const shown = own ? formatProblem(intl, own) : problem ? formatProblem(intl, problem) : error;

  const ask = (): void => {
    if (left > 0 || sending) return;
    // a number that fails its rule asks for no captcha and sends nothing
    if (beforeSend && !beforeSend()) return;
    setCaptcha('');
    setCaptchaError(undefined);
    setAsking(true);
  };

  const send = async (e: FormEvent): Promise<void> => {
    e.preventDefault();
    e.stopPropagation(); // the dialog's form sits inside the page's form
    if (sending) return;
    const answer = captcha.trim();
    if (!answer) {
      setCaptchaError(intl.formatMessage(fieldMessages.required));
      return;
    }
    if (!gate()) return;
    setSending(true);
    try {
      const sent =
        purpose === 'register'
          ? await sendRegisterSms(request, { mobileNo: mobileNum, countryDialingCode, captcha: answer, ...(regType ? { regType } : {}) })
          : await sendLoginSms(request, { mobileNum, countryDialingCode, captcha: answer });
      setAsking(false);
      startCountdown(`sms:${purpose}`, countdownSeconds(sent.expiredMinutes));
      setSentMinutes(sent.expiredMinutes || 1);
    } catch (e) {
      const err = e instanceof ApiError ? e : null;
      if (err?.errorCode && CAPTCHA_ERRORS.has(err.errorCode)) {
        // a wrong answer: a new image, the dialog stays
        setCaptchaError(err.message);
        setCaptchaKey((k) => k + 1);
        return;
      }
      setAsking(false);
      const retry = (err?.value as { retryAfterSeconds?: unknown } | null)?.retryAfterSeconds;
      if (err?.errorCode === ErrorCode.smsCountdown && typeof retry === 'number') {
        // a code is already on its way: count down what the server still waits instead of alarming the player
        startCountdown(`sms:${purpose}`, retry);
      } else {
        setFailure({
          message:
            err?.errorCode === ErrorCode.smsTooManyRequests
              ? intl.formatMessage(fieldMessages.tooManyRequests)
              : (err?.message ?? intl.formatMessage(fieldMessages.smsFailedTitle)),
        });
      }
    } finally {
      setSending(false);
      // whatever the answer, the server used the captcha up
      onCaptchaUsed?.();
    }
  };

  return (
    <div css={row}>
      <TextField
        id={id}
        name="verificationCode"
        label={label ?? <FormattedMessage {...fieldMessages.verificationCode} />}
        value={value}
        required={required}
        disabled={disabled}
        inputMode="numeric"
        autoComplete="one-time-code"
        maxLength={CODE_MAX_LENGTH}
        error={shown || undefined}
        hint={left > 0 && sentMinutes ? intl.formatMessage(fieldMessages.codeSent, { minutes: sentMinutes }) : undefined}
        onChange={(e) => onChange(e.currentTarget.value)}
        onBlur={() => setTouched(true)}
      />
      <Button
        type="button"
        variant="secondary"
        css={sendButton}
        data-testid={`sms-send-${purpose}`}
        disabled={disabled || left > 0}
        loading={sending}
        onClick={ask}
      >
        {left > 0 ? (
          <FormattedMessage {...fieldMessages.resendIn} values={{ seconds: left }} />
        ) : (
          <FormattedMessage {...fieldMessages.sendCode} />
        )}
      </Button>
      <Modal
        open={asking}
        onClose={() => setAsking(false)}
        title={<FormattedMessage {...fieldMessages.smsCaptchaTitle} />}
        width={360}
        footer={
          <>
            <Button type="button" variant="secondary" onClick={() => setAsking(false)}>
              <FormattedMessage {...fieldMessages.cancel} />
            </Button>
            <Button type="submit" form={captchaFormId} loading={sending} data-testid={`sms-captcha-send-${purpose}`}>
              <FormattedMessage {...fieldMessages.sendCode} />
            </Button>
          </>
        }
      >
        <form id={captchaFormId} noValidate onSubmit={(e) => void send(e)}>
          <p css={{ margin: `0 0 ${token('space.sm')}` }}>
            <FormattedMessage {...fieldMessages.smsCaptchaIntro} />
          </p>
          <CaptchaField
            value={captcha}
            onChange={(v) => {
              setCaptcha(v);
              // a new image clears the answer but keeps the server's word on the last one
              if (v) setCaptchaError(undefined);
            }}
            refreshKey={captchaKey}
            error={captchaError}
          />
        </form>
      </Modal>
      <Modal
        open={failure !== null}
        onClose={() => setFailure(null)}
        title={<FormattedMessage {...fieldMessages.smsFailedTitle} />}
        width={360}
        footer={
          <Button type="button" data-autofocus onClick={() => setFailure(null)}>
            <FormattedMessage {...fieldMessages.submit} />
          </Button>
        }
      >
        <p role="alert" css={{ margin: 0 }}>
          {failure?.message}
        </p>
      </Modal>
    </div>
  );
}
