import { css } from '@emotion/react';
import { useState, type ReactNode } from 'react';
import { FormattedMessage, useIntl } from 'react-intl';
import { token } from '../../../../engine/theme/token.ts';
import type { FieldRule } from '../../../../generated/types.ts';
import { Button, Modal, TextField } from '../../../../ui/index.ts';
import { sendLoginSms, sendRegisterSms } from '../../../api/accounts.ts';
import { useApi } from '../../../api/ApiContext.tsx';
import { ApiError } from '../../../api/client.ts';
import { countdownSeconds, startCountdown, useCountdown } from './countdown.ts';
import { fieldMessages } from './messages.ts';
import { useThrottle } from './throttle.ts';
import { checkRule, CODE_MAX_LENGTH, formatProblem, type FieldProblem } from './validation.ts';

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
   * Seed §5: the mobile number is validated before a code is sent. Return false to keep the request from going out
   * (the form shows the number's own error).
   */
  beforeSend?: () => boolean;
  disabled?: boolean;
  label?: ReactNode;
  id?: string;
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

/**
 * The SMS verification code input with its 'send code' button (seed §4, §8, §9): the button asks the purpose's endpoint
 * for a code, then stays disabled for 60 s × expiredMinutes while it counts down; clicks are throttled to one per
 * second; a refusal from the server is shown in a warning dialog with a submit button.
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
}: SmsCodeFieldProps): ReactNode {
  const intl = useIntl();
  const request = useApi();
  const left = useCountdown(`sms:${purpose}`);
  const gate = useThrottle();
  const [sending, setSending] = useState(false);
  const [sentMinutes, setSentMinutes] = useState<number | null>(null);
  const [failure, setFailure] = useState<SendFailure | null>(null);
  const [touched, setTouched] = useState(false);

  const required = rule?.required ?? true;
  const own = touched || showErrors ? codeProblem(value, rule, required) : null;
  const shown = own ? formatProblem(intl, own) : problem ? formatProblem(intl, problem) : error;

  const send = async (): Promise<void> => {
    if (left > 0 || sending) return;
    // a number that fails its rule sends nothing and so does not count against the 1/s throttle
    if (beforeSend && !beforeSend()) return;
    if (!gate()) return;
    setSending(true);
    try {
      const sent =
        purpose === 'register'
          ? await sendRegisterSms(request, { mobileNo: mobileNum, countryDialingCode, ...(regType ? { regType } : {}) })
          : await sendLoginSms(request, { mobileNum, countryDialingCode });
      startCountdown(`sms:${purpose}`, countdownSeconds(sent.expiredMinutes));
      setSentMinutes(sent.expiredMinutes || 1);
    } catch (e) {
      const err = e instanceof ApiError ? e : null;
      const retry = (err?.value as { retryAfterSeconds?: unknown } | null)?.retryAfterSeconds;
      if (err?.errorCode === 'sms.countdown' && typeof retry === 'number') {
        // a code is already on its way: count down what the server still waits instead of alarming the player
        startCountdown(`sms:${purpose}`, retry);
      } else {
        setFailure({
          message:
            err?.errorCode === 'sms.too_many_requests'
              ? intl.formatMessage(fieldMessages.tooManyRequests)
              : (err?.message ?? intl.formatMessage(fieldMessages.smsFailedTitle)),
        });
      }
    } finally {
      setSending(false);
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
        onClick={() => void send()}
      >
        {left > 0 ? (
          <FormattedMessage {...fieldMessages.resendIn} values={{ seconds: left }} />
        ) : (
          <FormattedMessage {...fieldMessages.sendCode} />
        )}
      </Button>
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
