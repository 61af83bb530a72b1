import { css } from '@emotion/react';
import { useState, type FormEvent, type ReactNode } from 'react';
import { FormattedMessage, useIntl } from 'react-intl';
import { token } from '../../../../engine/theme/token.ts';
import { Button, Modal, Tabs } from '../../../../ui/index.ts';
import { forgotPasswordByEmail, resetPasswordByPhone } from '../../../api/accounts.ts';
import { useApi } from '../../../api/ApiContext.tsx';
import { useBoot } from '../../../boot/BootContext.tsx';
import { useSession } from '../../../state/session.ts';
import { useDefaultDialingCode } from '../fields/countries.ts';
import { DialingCodeSelect } from '../fields/DialingCodeSelect.tsx';
import { newPasswordRule } from '../../../../engine/accounts/password-policy.ts';
import { FALLBACK_RULES, requiredRule } from '../fields/fallbackRules.ts';
import { FormNotice } from '../fields/FormNotice.tsx';
import { fieldMessages } from '../fields/messages.ts';
import { RuleField } from '../fields/RuleField.tsx';
import { SmsCodeField } from '../fields/SmsCodeField.tsx';
import { checkRule } from '../fields/validation.ts';
import { passwordMessages } from './messages.ts';
import { NewPasswordFields } from './NewPasswordFields.tsx';
import { checkNewPassword, passwordRefusal, type PasswordFieldName, type PasswordProblems } from './passwordForm.ts';

export type ForgotMode = 'email' | 'mobile';

/** The default mode: mobile when CHNGPASSVERIF3 is on, else e-mail. */
export function defaultForgotMode(forgotPasswordByPhone: boolean): ForgotMode {
  return forgotPasswordByPhone ? 'mobile' : 'email';
}

const stack = css`
  display: flex;
  flex-direction: column;
  gap: ${token('space.md')};
`;

const intro = css`
  margin: 0;
  color: ${token('color.text.muted')};
  font-size: ${token('font.size.sm')};
`;

const mobileRow = css`
  display: grid;
  grid-template-columns: minmax(0, 2fr) minmax(0, 3fr);
  gap: ${token('space.sm')};
  align-items: start;
`;

const footerRow = css`
  display: flex;
  justify-content: center;
`;

/**
 * Forgot password (forgetPassModal): by e-mail (username + e-mail; the confirmation in_been_out) or by mobile
 * (mobile number, SMS code, new password + confirmation) when CHNGPASSVERIF3 is on, which also makes mobile the
 * default. The player can switch between the two and go back to the login modal.
 */
export default function ForgotPasswordModal(): ReactNode {
  const open = useSession((s) => s.modal === 'forgetPass');
  const closeModal = useSession((s) => s.closeModal);
  const openModal = useSession((s) => s.openModal);
  return (
    <Modal
      open={open}
      onClose={closeModal}
      title={<FormattedMessage {...passwordMessages.forgotTitle} />}
      width={460}
      footer={
        <div css={[footerRow, { flex: 1 }]}>
          <Button variant="ghost" onClick={() => openModal('login')} data-testid="forgot-back-to-login">
            <FormattedMessage {...passwordMessages.backToLogin} />
          </Button>
        </div>
      }
    >
      {open && <ForgotPasswordBody />}
    </Modal>
  );
}

/** The modal's content: the mode switch and the form of the current mode. */
export function ForgotPasswordBody({ initialMode }: { initialMode?: ForgotMode }): ReactNode {
  const intl = useIntl();
  const { flags } = useBoot();
  const [mode, setMode] = useState<ForgotMode>(initialMode ?? defaultForgotMode(flags.forgotPasswordByPhone));
  if (!flags.forgotPasswordByPhone) return <EmailForm />;
  return (
    <Tabs
      label={intl.formatMessage(passwordMessages.modes)}
      value={mode}
      onChange={(id) => setMode(id as ForgotMode)}
      fitted
      items={[
        { id: 'mobile', label: <FormattedMessage {...passwordMessages.byMobile} />, content: <MobileForm /> },
        { id: 'email', label: <FormattedMessage {...passwordMessages.byEmail} />, content: <EmailForm /> },
      ]}
    />
  );
}

function useEditable(setProblems: (fn: (p: PasswordProblems) => PasswordProblems) => void) {
  return (name: PasswordFieldName, setter: (v: string) => void) => (v: string) => {
    setter(v);
    setProblems(({ [name]: _gone, ...rest }) => rest);
  };
}

function focusFirstInvalid(form: HTMLFormElement): void {
  requestAnimationFrame(() => form.querySelector<HTMLElement>('[aria-invalid="true"]')?.focus());
}

/** By e-mail: POST /wps/member/password/email {username, email}; success shows the in_been_out confirmation. */
export function EmailForm(): ReactNode {
  const request = useApi();
  const { status } = useBoot();
  const rules = status.info.register;
  const usernameRule = requiredRule(rules.username, FALLBACK_RULES.username);
  const emailRule = requiredRule(rules.email, FALLBACK_RULES.email);
  const [username, setUsername] = useState('');
  const [email, setEmail] = useState('');
  const [submitted, setSubmitted] = useState(false);
  const [problems, setProblems] = useState<PasswordProblems>({});
  const [formError, setFormError] = useState<string | null>(null);
  const [busy, setBusy] = useState(false);
  const [sent, setSent] = useState(false);
  const edit = useEditable(setProblems);

  const onSubmit = async (e: FormEvent<HTMLFormElement>): Promise<void> => {
    e.preventDefault();
    if (busy) return;
    const formEl = e.currentTarget;
    setSubmitted(true);
    setFormError(null);
    if (checkRule('username', usernameRule, username) || checkRule('email', emailRule, email)) return focusFirstInvalid(formEl);
    setBusy(true);
    try {
      await forgotPasswordByEmail(request, { username, email });
      setSent(true);
    } catch (err) {
      const refusal = passwordRefusal(err, ['username', 'email']);
      setProblems(refusal.problems);
      setFormError(refusal.message);
    } finally {
      setBusy(false);
    }
  };

  if (sent)
    return (
      <div css={stack} data-testid="forgot-email-sent">
        <FormNotice tone="success">
          <FormattedMessage {...passwordMessages.emailSent} />
        </FormNotice>
        <p css={intro}>
          <FormattedMessage {...passwordMessages.emailSentDetail} />
        </p>
      </div>
    );
  return (
    <form css={stack} noValidate onSubmit={(e) => void onSubmit(e)} data-testid="forgot-email-form">
      <p css={intro}>
        <FormattedMessage {...passwordMessages.emailIntro} />
      </p>
      <RuleField
        name="username"
        rule={usernameRule}
        label={<FormattedMessage {...fieldMessages.username} />}
        value={username}
        onChange={edit('username', setUsername)}
        showErrors={submitted}
        problem={problems.username ?? null}
        autoComplete="username"
        data-testid="forgot-username"
      />
      <RuleField
        name="email"
        rule={emailRule}
        type="email"
        label={<FormattedMessage {...fieldMessages.email} />}
        value={email}
        onChange={edit('email', setEmail)}
        showErrors={submitted}
        problem={problems.email ?? null}
        autoComplete="email"
        data-testid="forgot-email"
      />
      {formError && (
        <FormNotice tone="danger" testId="forgot-error">
          {formError}
        </FormNotice>
      )}
      <Button type="submit" fullWidth loading={busy} data-testid="forgot-email-submit">
        <FormattedMessage {...passwordMessages.sendLink} />
      </Button>
    </form>
  );
}

/** By mobile: dialing code, mobile, SMS code (purpose reset), new password + confirmation → /password/verification. */
export function MobileForm(): ReactNode {
  const request = useApi();
  const openModal = useSession((s) => s.openModal);
  const { status, flags } = useBoot();
  const rules = status.info.register;
  const mobileRule = requiredRule(rules.mobileNum, FALLBACK_RULES.mobileNum);
  const passwordRule = newPasswordRule(rules.password);
  const defaultDialingCode = useDefaultDialingCode();
  const [chosenDialingCode, setDialingCode] = useState<string | null>(null);
  const dialingCode = chosenDialingCode ?? defaultDialingCode;
  const [mobileNum, setMobileNum] = useState('');
  const [code, setCode] = useState('');
  const [newPassword, setNewPassword] = useState('');
  const [confirmation, setConfirmation] = useState('');
  const [submitted, setSubmitted] = useState(false);
  const [problems, setProblems] = useState<PasswordProblems>({});
  const [formError, setFormError] = useState<string | null>(null);
  const [busy, setBusy] = useState(false);
  const [done, setDone] = useState(false);
  const edit = useEditable(setProblems);

  const mobileCheck = (): boolean => {
    const problem = checkRule('mobileNum', mobileRule, mobileNum);
    if (problem) setProblems((p) => ({ ...p, mobileNum: problem }));
    return problem === null;
  };

  const onSubmit = async (e: FormEvent<HTMLFormElement>): Promise<void> => {
    e.preventDefault();
    if (busy) return;
    const formEl = e.currentTarget;
    setSubmitted(true);
    setFormError(null);
    const local = checkNewPassword(passwordRule, newPassword, confirmation);
    if (checkRule('mobileNum', mobileRule, mobileNum) || code === '' || Object.keys(local).length > 0) return focusFirstInvalid(formEl);
    setBusy(true);
    try {
      await resetPasswordByPhone(request, { mobileNum, countryDialingCode: dialingCode, verificationCode: code, newPassword });
      setDone(true);
    } catch (err) {
      const refusal = passwordRefusal(err, ['mobileNum', 'verificationCode', 'newPassword', 'confirmNewPassword']);
      setProblems(refusal.problems);
      setFormError(refusal.message);
      focusFirstInvalid(formEl);
    } finally {
      setBusy(false);
    }
  };

  if (done) return <ResetDone onLogin={() => openModal('login')} />;
  const mobileInput = (
    <RuleField
      name="mobileNum"
      rule={mobileRule}
      type="tel"
      inputMode="numeric"
      label={<FormattedMessage {...fieldMessages.mobileNum} />}
      value={mobileNum}
      onChange={edit('mobileNum', setMobileNum)}
      showErrors={submitted}
      problem={problems.mobileNum ?? null}
      prefix={flags.dialingCodeSelector || !dialingCode ? undefined : `+${dialingCode}`}
      autoComplete="tel-national"
      data-testid="forgot-mobileNum"
    />
  );
  return (
    <form css={stack} noValidate onSubmit={(e) => void onSubmit(e)} data-testid="forgot-mobile-form">
      <p css={intro}>
        <FormattedMessage {...passwordMessages.mobileIntro} />
      </p>
      {flags.dialingCodeSelector ? (
        <div css={mobileRow}>
          <DialingCodeSelect value={dialingCode} onChange={setDialingCode} readOnly={flags.dialingCodeReadOnly} />
          {mobileInput}
        </div>
      ) : (
        mobileInput
      )}
      <SmsCodeField
        purpose="reset"
        mobileNum={mobileNum}
        countryDialingCode={dialingCode}
        value={code}
        onChange={edit('verificationCode', setCode)}
        showErrors={submitted}
        problem={problems.verificationCode ?? null}
        beforeSend={mobileCheck}
      />
      <NewPasswordFields
        rule={passwordRule}
        newPassword={newPassword}
        confirmation={confirmation}
        onNewPassword={edit('newPassword', setNewPassword)}
        onConfirmation={edit('confirmNewPassword', setConfirmation)}
        showErrors={submitted}
        problems={problems}
        testIdPrefix="forgot"
      />
      {formError && (
        <FormNotice tone="danger" testId="forgot-error">
          {formError}
        </FormNotice>
      )}
      <Button type="submit" fullWidth loading={busy} data-testid="forgot-mobile-submit">
        <FormattedMessage {...passwordMessages.resetSubmit} />
      </Button>
    </form>
  );
}

/** After a reset: say so and offer the login modal. */
export function ResetDone({ onLogin }: { onLogin: () => void }): ReactNode {
  return (
    <div css={stack} data-testid="password-reset-done">
      <FormNotice tone="success">
        <FormattedMessage {...passwordMessages.resetDone} />
      </FormNotice>
      <Button fullWidth onClick={onLogin} data-testid="password-reset-login">
        <FormattedMessage {...passwordMessages.toLogin} />
      </Button>
    </div>
  );
}
