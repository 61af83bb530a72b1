import type { ReactNode } from 'react';
import { FormattedMessage } from 'react-intl';
import { Button, Modal } from '../../../../ui/index.ts';
import { useFlags } from '../../../boot/BootContext.tsx';
import { useSession } from '../../../state/session.ts';
import { sessionMessages } from './messages.ts';

/**
 * in_need_true_account: a trial (free-play) member tried something only a real account may do
 * (member or agent center, starting a game). Registering is offered when the brand registers players.
 */
export default function TrialPromptModal(): ReactNode {
  const open = useSession((s) => s.modal === 'trialPrompt');
  const closeModal = useSession((s) => s.closeModal);
  const openModal = useSession((s) => s.openModal);
  const flags = useFlags();
  return (
    <Modal
      open={open}
      onClose={closeModal}
      title={<FormattedMessage {...sessionMessages.trialTitle} />}
      width={380}
      footer={
        <>
          <Button type="button" variant="secondary" onClick={closeModal} data-testid="trial-later">
            <FormattedMessage {...sessionMessages.trialLater} />
          </Button>
          {flags.registration && (
            <Button type="button" onClick={() => openModal('register')} data-testid="trial-register">
              <FormattedMessage {...sessionMessages.trialRegister} />
            </Button>
          )}
        </>
      }
    >
      <p css={{ margin: 0 }} data-testid="trial-prompt">
        <FormattedMessage {...sessionMessages.trialText} />
      </p>
    </Modal>
  );
}
