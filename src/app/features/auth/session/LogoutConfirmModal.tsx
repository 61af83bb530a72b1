import { useState, type ReactNode } from 'react';
import { FormattedMessage } from 'react-intl';
import { Button, Modal, Spinner } from '../../../../ui/index.ts';
import { useSession } from '../../../state/session.ts';
import { FormNotice } from '../fields/FormNotice.tsx';
import { sessionMessages } from './messages.ts';
import { useSessionActions } from './useSessionActions.ts';

/** The dialog's text: the question, the loader while logging out, a failure. */
export function LogoutDialogBody({ busy, failed }: { busy: boolean; failed: boolean }): ReactNode {
  return (
    <div data-testid="logout-dialog">
      {busy ? (
        <p role="status" css={{ display: 'flex', alignItems: 'center', gap: 8, margin: 0 }} data-testid="logout-loader">
          <Spinner decorative />
          <FormattedMessage {...sessionMessages.loggingOut} />
        </p>
      ) : (
        <p css={{ margin: 0 }}>
          <FormattedMessage {...sessionMessages.logoutQuestion} />
        </p>
      )}
      {failed && (
        <FormNotice tone="danger" testId="logout-error">
          <FormattedMessage {...sessionMessages.logoutFailed} />
        </FormNotice>
      )}
    </div>
  );
}

/**
 * Logout asks first: 'sure logout' with cancel / confirm; confirming shows a loader while the session is revoked,
 * then session storage is cleared, the store reset and the player sent to / (agents to /agent).
 */
export default function LogoutConfirmModal(): ReactNode {
  const open = useSession((s) => s.modal === 'logoutConfirm');
  const closeModal = useSession((s) => s.closeModal);
  const { logout } = useSessionActions();
  const [busy, setBusy] = useState(false);
  const [failed, setFailed] = useState(false);

  const confirm = async (): Promise<void> => {
    if (busy) return;
    setBusy(true);
    setFailed(false);
    try {
      await logout();
    } catch {
      setFailed(true);
      setBusy(false);
    }
  };

  return (
    <Modal
      open={open}
      onClose={() => !busy && closeModal()}
      hideClose={busy}
      closeOnEsc={!busy}
      title={<FormattedMessage {...sessionMessages.logoutTitle} />}
      width={360}
      footer={
        busy ? undefined : (
          <>
            <Button type="button" variant="secondary" onClick={closeModal} data-testid="logout-cancel">
              <FormattedMessage {...sessionMessages.logoutCancel} />
            </Button>
            <Button type="button" variant="danger" onClick={() => void confirm()} data-testid="logout-confirm">
              <FormattedMessage {...sessionMessages.logoutConfirm} />
            </Button>
          </>
        )
      }
    >
      <LogoutDialogBody busy={busy} failed={failed} />
    </Modal>
  );
}
