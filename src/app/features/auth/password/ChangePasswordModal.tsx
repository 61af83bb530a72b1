import { css } from '@emotion/react';
import { useState, type FormEvent, type ReactNode } from 'react';
import { FormattedMessage, useIntl } from 'react-intl';
import { token } from '../../../../engine/theme/token.ts';
import { Button, Modal, TextField } from '../../../../ui/index.ts';
import { changePassword } from '../../../api/accounts.ts';
import { useApi } from '../../../api/ApiContext.tsx';
import { useBoot } from '../../../boot/BootContext.tsx';
import { useSession, type PasswordChangeReason } from '../../../state/session.ts';
import { newPasswordRule } from '../../../../engine/accounts/password-policy.ts';
import { FormNotice } from '../fields/FormNotice.tsx';
import { fieldMessages } from '../fields/messages.ts';
import { PasswordField } from '../fields/PasswordField.tsx';
import { formatProblem } from '../fields/validation.ts';
import { useSessionActions } from '../session/useSessionActions.ts';
import { passwordMessages } from './messages.ts';
import { NewPasswordFields } from './NewPasswordFields.tsx';
import { checkNewPassword, passwordRefusal, type PasswordFieldName, type PasswordProblems } from './passwordForm.ts';

const form = css`
  display: flex;
  flex-direction: column;
  gap: ${token('space.md')};
`;

const FORCED_REASON = {
  firstLogin: passwordMessages.forcedFirstLogin,
  passwordExpired: passwordMessages.forcedExpired,
  defaultPassword: passwordMessages.forcedDefault,
  weakPassword: passwordMessages.forcedWeak,
} as const;

/**
 * Change password (changePassModal): username read-only, the current password unless the session already
 * holds it (a change forced right after login), the new password with the brand's password rule and its confirmation.
 * Forced (first login, expiry, default password) it says why and cannot be closed. Success reloads the member, closes
 * and goes home.
 */
export default function ChangePasswordModal(): ReactNode {
  const open = useSession((s) => s.modal === 'changePass');
  const state = useSession((s) => s.passwordChange);
  const account = useSession((s) => s.userInfo?.account ?? '');
  const closeModal = useSession((s) => s.closeModal);
  const reason: PasswordChangeReason = state?.reason ?? 'user';
  const forced = reason !== 'user';
  return (
    <Modal
      open={open}
      onClose={closeModal}
      hideClose={forced}
      closeOnEsc={!forced}
      title={<FormattedMessage {...passwordMessages.changeTitle} />}
      width={440}
    >
      {open && (
        <ChangePasswordForm
          reason={reason}
          username={state?.username || account}
          askOldPassword={!state?.oldPasswordHeld}
        />
      )}
    </Modal>
  );
}

export interface ChangePasswordFormProps {
  reason: PasswordChangeReason;
  username: string;
  askOldPassword: boolean;
}

export function ChangePasswordForm({ reason, username, askOldPassword }: ChangePasswordFormProps): ReactNode {
  const intl = useIntl();
  const request = useApi();
  const { finishPasswordChange } = useSessionActions();
  const { status } = useBoot();
  // the brand's rule over the password floor (ASVS V6.2), as the server checks it
  const rule = newPasswordRule(status.info.register.password);

  const [oldPassword, setOldPassword] = useState('');
  const [newPassword, setNewPassword] = useState('');
  const [confirmation, setConfirmation] = useState('');
  const [submitted, setSubmitted] = useState(false);
  const [problems, setProblems] = useState<PasswordProblems>({});
  const [formError, setFormError] = useState<string | null>(null);
  const [busy, setBusy] = useState(false);

  const edit = (name: PasswordFieldName, setter: (v: string) => void) => (v: string) => {
    setter(v);
    setProblems(({ [name]: _gone, ...rest }) => rest);
  };

  const onSubmit = async (e: FormEvent<HTMLFormElement>): Promise<void> => {
    e.preventDefault();
    if (busy) return;
    const formEl = e.currentTarget;
    setSubmitted(true);
    setFormError(null);
    const local = checkNewPassword(rule, newPassword, confirmation);
    if (askOldPassword && oldPassword === '') local.oldPassword = { kind: 'required' };
    if (Object.keys(local).length > 0) {
      requestAnimationFrame(() => formEl.querySelector<HTMLElement>('[aria-invalid="true"]')?.focus());
      return;
    }
    setBusy(true);
    try {
      await changePassword(request, {
        ...(askOldPassword ? { oldPassword } : {}),
        newPassword,
        confirmNewPassword: confirmation,
      });
      // a password change reloads the login info, closes, goes home
      await finishPasswordChange();
    } catch (err) {
      const shown: PasswordFieldName[] = askOldPassword ? ['oldPassword', 'newPassword', 'confirmNewPassword'] : ['newPassword', 'confirmNewPassword'];
      const refusal = passwordRefusal(err, shown);
      setProblems(refusal.problems);
      setFormError(refusal.message);
      requestAnimationFrame(() => formEl.querySelector<HTMLElement>('[aria-invalid="true"]')?.focus());
    } finally {
      setBusy(false);
    }
  };

  const oldProblem = problems.oldPassword ?? (submitted && oldPassword === '' ? ({ kind: 'required' } as const) : null);
  return (
    <form css={form} noValidate onSubmit={(e) => void onSubmit(e)} data-testid="change-password-form">
      {reason !== 'user' && (
        <FormNotice tone="info" testId="change-password-reason">
          {intl.formatMessage(FORCED_REASON[reason])}
        </FormNotice>
      )}
      <TextField
        name="username"
        label={<FormattedMessage {...fieldMessages.username} />}
        value={username}
        readOnly
        autoComplete="username"
        data-testid="change-username"
      />
      {askOldPassword && (
        <PasswordField
          name="oldPassword"
          required
          label={<FormattedMessage {...passwordMessages.oldPassword} />}
          value={oldPassword}
          onChange={(e) => edit('oldPassword', setOldPassword)(e.currentTarget.value)}
          error={oldProblem ? formatProblem(intl, oldProblem) : undefined}
          autoComplete="current-password"
          data-testid="change-oldPassword"
        />
      )}
      <NewPasswordFields
        rule={rule}
        newPassword={newPassword}
        confirmation={confirmation}
        onNewPassword={edit('newPassword', setNewPassword)}
        onConfirmation={edit('confirmNewPassword', setConfirmation)}
        showErrors={submitted}
        problems={problems}
        testIdPrefix="change"
      />
      {formError && (
        <FormNotice tone="danger" testId="change-password-error">
          {formError}
        </FormNotice>
      )}
      <Button type="submit" fullWidth loading={busy} data-testid="change-password-submit">
        <FormattedMessage {...passwordMessages.changeSubmit} />
      </Button>
    </form>
  );
}
