import { useState, type ReactNode } from 'react';
import { FormattedMessage, useIntl } from 'react-intl';
import { Modal, Pagination } from '../../../ui/index.ts';
import { useAnnouncements } from '../../api/announcements.ts';
import { AreaMessages } from '../../i18n/AreaMessages.tsx';
import { useSession } from '../../state/session.ts';
import { AnnouncementStatus } from './AnnouncementStatus.tsx';
import { announcementMessages } from './messages.ts';
import { NoticeAccordion } from './NoticeAccordion.tsx';
import { pageCountOf, pageOf } from './noticeList.ts';
import { usePopupExecution } from './usePopupExecution.ts';

function AnnouncementPopupBody(): ReactNode {
  const intl = useIntl();
  const closeModal = useSession((s) => s.closeModal);
  const execution = usePopupExecution();
  const query = useAnnouncements(execution);
  const popups = query.data?.popup ?? [];
  const [page, setPage] = useState(1);
  const shown = pageOf(popups, page);
  // '' = the player collapsed everything; null = nothing chosen yet, the page's first title is open
  const [expanded, setExpanded] = useState<string | null>(null);
  const open = expanded ?? shown[0]?.id ?? null;
  return (
    <Modal
      open
      onClose={closeModal}
      title={<FormattedMessage {...announcementMessages.popupTitle} />}
      closeLabel={intl.formatMessage(announcementMessages.close)}
      width={720}
    >
      <div data-testid="announcement-popup" data-execution={execution}>
        {shown.length > 0 ? (
          <>
            <NoticeAccordion notices={shown} expandedId={open} onToggle={(id) => setExpanded(id === open ? '' : id)} />
            <Pagination
              page={Math.min(page, pageCountOf(popups.length))}
              pageCount={pageCountOf(popups.length)}
              pageRange={5}
              marginPages={1}
              label={intl.formatMessage(announcementMessages.pages)}
              onChange={(p) => {
                setPage(p);
                setExpanded(null);
              }}
            />
          </>
        ) : (
          <AnnouncementStatus isPending={query.isPending} isError={query.isError} onRetry={() => void query.refetch()} />
        )}
      </div>
    </Modal>
  );
}

/**
 * publicModal, the announcement popup: the popup announcements of the visitor's audience (A, B or F), 9 titles per page with
 * 5 page numbers and 1 margin page, each title expanding to its sanitized HTML.
 */
export default function AnnouncementPopup(): ReactNode {
  return (
    <AreaMessages area="home">
      <AnnouncementPopupBody />
    </AreaMessages>
  );
}
