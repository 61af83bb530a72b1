import { useState, type ReactNode } from 'react';
import { FormattedMessage, useIntl } from 'react-intl';
import { Pagination } from '../../../../../../ui/index.ts';
import { useAnnouncements, type AnnouncementList, type Notice } from '../../../../../api/announcements.ts';
import { AreaMessages } from '../../../../../i18n/AreaMessages.tsx';
import { AnnouncementStatus } from '../../../../announcements/AnnouncementStatus.tsx';
import { announcementMessages } from '../../../../announcements/messages.ts';
import { NoticeAccordion } from '../../../../announcements/NoticeAccordion.tsx';
import { homeNotices, pageCountOf, pageOf } from '../../../../announcements/noticeList.ts';
import { usePopupExecution } from '../../../../announcements/usePopupExecution.ts';
import { agentPageTitles } from '../../messages.ts';
import { Footer, Heading } from '../common/styles.ts';

/** Every notice the agent can see: the home notices, then its popups not among them, each once. */
export function agentNotices(list: AnnouncementList | undefined): Notice[] {
  const notices = homeNotices(list);
  const seen = new Set(notices.map((n) => n.id));
  return [...notices, ...(list?.popup ?? []).filter((n) => !seen.has(n.id))];
}

function AnnouncementBody(): ReactNode {
  const intl = useIntl();
  // the same request as the popup after login (one answer in the cache)
  const query = useAnnouncements(usePopupExecution());
  const notices = agentNotices(query.data);
  const [page, setPage] = useState(1);
  const [expanded, setExpanded] = useState<string | null>(null);
  const shown = pageOf(notices, page);
  const open = expanded ?? shown[0]?.id ?? null;
  const pageCount = pageCountOf(notices.length);
  return (
    <section data-testid="agent-announcement">
      <Heading>
        <FormattedMessage {...agentPageTitles.agentAnnouncement} />
      </Heading>
      {notices.length > 0 ? (
        <>
          <NoticeAccordion notices={shown} expandedId={open} onToggle={(id) => setExpanded(id === open ? '' : id)} />
          {pageCount > 1 && (
            <Footer>
              <Pagination
                page={Math.min(page, pageCount)}
                pageCount={pageCount}
                onChange={(p) => {
                  setPage(p);
                  setExpanded(null);
                }}
                label={intl.formatMessage(announcementMessages.pages)}
              />
            </Footer>
          )}
        </>
      ) : (
        <AnnouncementStatus isPending={query.isPending} isError={query.isError} onRetry={() => void query.refetch()} />
      )}
    </section>
  );
}

/** Announcement (agent center page agentAnnouncement): the brand's notices, 9 titles a page, one detail open at a time. */
export default function AnnouncementPage(): ReactNode {
  return (
    <AreaMessages area="home">
      <AnnouncementBody />
    </AreaMessages>
  );
}
