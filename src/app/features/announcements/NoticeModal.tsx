import { useState, type ReactNode } from 'react';
import { FormattedMessage, useIntl } from 'react-intl';
import { Modal } from '../../../ui/index.ts';
import { useAnnouncements } from '../../api/announcements.ts';
import { AreaMessages } from '../../i18n/AreaMessages.tsx';
import { useSession } from '../../state/session.ts';
import { AnnouncementStatus } from './AnnouncementStatus.tsx';
import { announcementMessages } from './messages.ts';
import { NoticeAccordion } from './NoticeAccordion.tsx';
import { homeNotices } from './noticeList.ts';
import { usePopupExecution } from './usePopupExecution.ts';

function NoticeModalBody(): ReactNode {
  const intl = useIntl();
  const closeModal = useSession((s) => s.closeModal);
  // the same answer the home page's marquee and popup read (one request)
  const query = useAnnouncements(usePopupExecution());
  const notices = homeNotices(query.data);
  const [expanded, setExpanded] = useState<string | null>(null);
  const open = expanded ?? notices[0]?.id ?? null;
  return (
    <Modal
      open
      onClose={closeModal}
      title={<FormattedMessage {...announcementMessages.noticeTitle} />}
      closeLabel={intl.formatMessage(announcementMessages.close)}
      width={720}
    >
      <div data-testid="notice-modal">
        {notices.length > 0 ? (
          <NoticeAccordion notices={notices} expandedId={open} onToggle={(id) => setExpanded(id === open ? '' : id)} />
        ) : (
          <AnnouncementStatus isPending={query.isPending} isError={query.isError} onRetry={() => void query.refetch()} />
        )}
      </div>
    </Modal>
  );
}

/** noticeModal: every home notice, the first one expanded, details as sanitized HTML. */
export default function NoticeModal(): ReactNode {
  return (
    <AreaMessages area="home">
      <NoticeModalBody />
    </AreaMessages>
  );
}
