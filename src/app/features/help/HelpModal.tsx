import type { ReactNode } from 'react';
import { FormattedMessage } from 'react-intl';
import { Modal } from '../../../ui/index.ts';
import { useSession } from '../../state/session.ts';
import { HelpCenterBody } from './HelpCenterPage.tsx';
import { helpMessages } from './messages.ts';

/** helpModal: the help center over the current page, opened by /helpmc. */
export default function HelpModal(): ReactNode {
  const open = useSession((s) => s.modal === 'help');
  const closeModal = useSession((s) => s.closeModal);
  return (
    <Modal open={open} onClose={closeModal} title={<FormattedMessage {...helpMessages.title} />} width={720}>
      {/* ids apart from /help's own page, which may be under the modal */}
      <div data-testid="help-modal">{open && <HelpCenterBody target="" idPrefix="helpmc-" />}</div>
    </Modal>
  );
}
