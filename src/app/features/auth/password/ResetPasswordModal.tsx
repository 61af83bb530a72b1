import { css } from '@emotion/react';
import { useEffect, useState, type FormEvent, type ReactNode } from 'react';
import { FormattedMessage } from 'react-intl';
import { useSearchParams } from 'react-router-dom';
import { token } from '../../../../engine/theme/token.ts';
import { Button, Modal } from '../../../../ui/index.ts';
import { resetPasswordByToken } from '../../../api/accounts.ts';
import { useApi } from '../../../api/ApiContext.tsx';
import { useBoot } from '../../../boot/BootContext.tsx';
import { useSession } from '../../../state/session.ts';
import { newPasswordRule } from '../../../../engine/accounts/password-policy.ts';
import { FormNotice } from '../fields/FormNotice.tsx';
import { passwordMessages } from './messages.ts';
import { NewPasswordFields } from './NewPasswordFields.tsx';
import { checkNewPassword, passwordRefusal, type PasswordFieldName, type PasswordProblems } from './passwordForm.ts';

/** The query parameter of the mailed reset link (`/?resetToken=…`). */
export const RESET_TOKEN_PARAM = 'resetToken';

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

/**
 * The landing of the mailed reset link `/?resetToken=…`: a new password and its confirmation, POST
 * /wps/member/password/reset, then the login modal to sign in with it. The token leaves the address as soon as it is read, so it is
 * not bookmarked, shared or sent on as a Referer.
 */
export default function ResetPasswordModal(): ReactNode {
  const open = useSession((s) => s.modal === 'resetPassword');
  const closeModal = useSession((s) => s.closeModal);
  const [params, setParams] = useSearchParams();
  const [resetToken] = useState(() => params.get(RESET_TOKEN_PARAM) ?? '');
  useEffect(() => {
    if (params.has(RESET_TOKEN_PARAM))
      setParams(
        (p) => {
          p.delete(RESET_TOKEN_PARAM);
          return p;
        },
        { replace: true },
      );
  }, [params, setParams]);
  return (
    <Modal open={open} onClose={closeModal} title={<FormattedMessage {...passwordMessages.resetTitle} />} width={440}>
      {open && <ResetPasswordForm resetToken={resetToken} />}
    </Modal>
  );
}

export function ResetPasswordForm({ resetToken }: { resetToken: string }): ReactNode {
  const request = useApi();
  const openModal = useSession((s) => s.openModal);
  const { status } = useBoot();
  // the brand's rule over the password floor (ASVS V6.2), as the server checks it
  const rule = newPasswordRule(status.info.register.password);
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
    if (Object.keys(checkNewPassword(rule, newPassword, confirmation)).length > 0) {
      requestAnimationFrame(() => formEl.querySelector<HTMLElement>('[aria-invalid="true"]')?.focus());
      return;
    }
    setBusy(true);
    try {
      await resetPasswordByToken(request, { resetToken, newPassword, confirmNewPassword: confirmation });
      openModal('login');
    } catch (err) {
      const refusal = passwordRefusal(err, ['newPassword', 'confirmNewPassword']);
      setProblems(refusal.problems);
      setFormError(refusal.message);
    } finally {
      setBusy(false);
    }
  };

  return (
    <form css={stack} noValidate onSubmit={(e) => void onSubmit(e)} data-testid="reset-password-form">
      <p css={intro}>
        <FormattedMessage {...passwordMessages.resetIntro} />
      </p>
      <NewPasswordFields
        rule={rule}
        newPassword={newPassword}
        confirmation={confirmation}
        onNewPassword={edit('newPassword', setNewPassword)}
        onConfirmation={edit('confirmNewPassword', setConfirmation)}
        showErrors={submitted}
        problems={problems}
        testIdPrefix="reset"
      />
      {formError && (
        <FormNotice tone="danger" testId="reset-password-error">
          {formError}
        </FormNotice>
      )}
      <Button type="submit" fullWidth loading={busy} data-testid="reset-password-submit">
        <FormattedMessage {...passwordMessages.resetSubmit} />
      </Button>
    </form>
  );
}
