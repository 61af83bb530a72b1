import { useEffect, useState, type FormEvent, type ReactNode } from 'react';
import { FormattedMessage, useIntl } from 'react-intl';
import { Button, Modal, TextField } from '../../../../ui/index.ts';
import { loginVerification, resendLoginVerification } from '../../../api/accounts.ts';
import { useApi } from '../../../api/ApiContext.tsx';
import { ApiError } from '../../../api/client.ts';
import { useSession, type SecondFactorState } from '../../../state/session.ts';
import { countdownSeconds, secondsLeft, startCountdown, useCountdown } from '../fields/countdown.ts';
import { fieldMessages } from '../fields/messages.ts';
import { FormNotice } from '../fields/FormNotice.tsx';
import { useThrottle } from '../fields/throttle.ts';
import { useSessionActions } from '../session/useSessionActions.ts';
import { formStack, inlineRow } from './formStyles.ts';
import { describeLoginFailure } from './loginErrors.ts';
import { secondFactorMessages } from './messages.ts';
import { ErrorCode } from '../../../../generated/constants.ts';

/** Methods whose code the server sends (and can send again); the others are known to the member already. */
const SENT_CODE = new Set(['mobileCode', 'email']);

type Notice = { tone: 'danger' | 'success'; text: string; expired?: boolean };

/** The step's form: what was asked, the code (or bank account name), resend for sent codes, verify. */
export function SecondFactorForm({ challenge }: { challenge: SecondFactorState }): ReactNode {
  const intl = useIntl();
  const api = useApi();
  const { acceptLogin } = useSessionActions();
  const openModal = useSession((s) => s.openModal);
  const gate = useThrottle();
  const countdownKey = `2fa:${challenge.challengeId}`;
  const sentCode = SENT_CODE.has(challenge.method);
  const left = useCountdown(countdownKey);
  const [code, setCode] = useState('');
  const [fieldError, setFieldError] = useState<string | undefined>();
  const [notice, setNotice] = useState<Notice | null>(null);
  const [busy, setBusy] = useState(false);
  const [resending, setResending] = useState(false);

  // the first code went out when the challenge was made: the resend button waits its countdown
  useEffect(() => {
    if (sentCode && secondsLeft(countdownKey) === 0) startCountdown(countdownKey, countdownSeconds(challenge.expiredMinutes));
  }, [sentCode, countdownKey, challenge.expiredMinutes]);

  const isName = challenge.method === 'bankAccountName';
  const intro =
    challenge.method === 'mobileCode' || challenge.method === 'email'
      ? intl.formatMessage(secondFactorMessages[challenge.method], { hint: challenge.hint })
      : intl.formatMessage(secondFactorMessages[challenge.method]);

  const onSubmit = async (e: FormEvent): Promise<void> => {
    e.preventDefault();
    if (busy) return;
    const value = code.trim();
    if (!value) {
      setFieldError(intl.formatMessage(fieldMessages.required));
      return;
    }
    setBusy(true);
    setNotice(null);
    try {
      const result = await loginVerification(api, { challengeId: challenge.challengeId, code: value });
      await acceptLogin(result, challenge.loginType);
    } catch (err) {
      const codeOf = err instanceof ApiError ? err.errorCode : undefined;
      if (codeOf === ErrorCode.secondFactorInvalid) setFieldError(intl.formatMessage(secondFactorMessages.invalid));
      else if (codeOf === ErrorCode.secondFactorExpired)
        setNotice({ tone: 'danger', text: intl.formatMessage(secondFactorMessages.expired), expired: true });
      else setNotice({ tone: 'danger', text: describeLoginFailure(intl, err).message });
    } finally {
      setBusy(false);
    }
  };

  const resend = async (): Promise<void> => {
    if (left > 0 || resending || !gate()) return;
    setResending(true);
    setNotice(null);
    try {
      const sent = await resendLoginVerification(api, { challengeId: challenge.challengeId });
      startCountdown(countdownKey, countdownSeconds(sent?.expiredMinutes ?? challenge.expiredMinutes));
      setNotice({ tone: 'success', text: intl.formatMessage(secondFactorMessages.resent) });
    } catch (err) {
      const retry = err instanceof ApiError ? (err.value as { retryAfterSeconds?: unknown } | null)?.retryAfterSeconds : undefined;
      if (typeof retry === 'number') startCountdown(countdownKey, retry);
      setNotice({ tone: 'danger', text: describeLoginFailure(intl, err).message });
    } finally {
      setResending(false);
    }
  };

  return (
    <form css={formStack} noValidate onSubmit={(e) => void onSubmit(e)} data-testid="second-factor" data-method={challenge.method}>
      <p css={{ margin: 0 }}>
        <FormattedMessage {...secondFactorMessages.newNetwork} />
      </p>
      <p css={{ margin: 0 }} data-testid="second-factor-prompt">
        {intro}
      </p>
      <TextField
        name="code"
        label={<FormattedMessage {...(isName ? secondFactorMessages.nameLabel : secondFactorMessages.codeLabel)} />}
        required
        autoComplete={isName ? 'off' : 'one-time-code'}
        inputMode={isName ? 'text' : 'numeric'}
        value={code}
        error={fieldError}
        onChange={(e) => {
          setCode(e.currentTarget.value);
          setFieldError(undefined);
        }}
      />
      {notice && (
        <FormNotice tone={notice.tone} testId="second-factor-notice">
          {notice.text}
        </FormNotice>
      )}
      <div css={inlineRow}>
        {sentCode ? (
          <Button type="button" variant="secondary" disabled={left > 0} loading={resending} data-testid="second-factor-resend" onClick={() => void resend()}>
            {left > 0 ? (
              <FormattedMessage {...secondFactorMessages.resendIn} values={{ seconds: left }} />
            ) : (
              <FormattedMessage {...secondFactorMessages.resend} />
            )}
          </Button>
        ) : (
          <span />
        )}
        {notice?.expired ? (
          <Button type="button" onClick={() => openModal('login')} data-testid="second-factor-back">
            <FormattedMessage {...secondFactorMessages.backToLogin} />
          </Button>
        ) : (
          <Button type="submit" loading={busy} data-testid="second-factor-submit">
            <FormattedMessage {...secondFactorMessages.submit} />
          </Button>
        )}
      </div>
    </form>
  );
}

/** The extra check of a login from a network the member has not used (an unregistered IP). */
export default function SecondFactorModal(): ReactNode {
  const challenge = useSession((s) => (s.modal === 'secondFactor' ? s.secondFactor : null));
  const closeModal = useSession((s) => s.closeModal);
  return (
    <Modal open={challenge !== null} onClose={closeModal} title={<FormattedMessage {...secondFactorMessages.title} />} width={420}>
      {challenge && <SecondFactorForm key={challenge.challengeId} challenge={challenge} />}
    </Modal>
  );
}
