import styled from '@emotion/styled';
import { useState, type ReactNode } from 'react';
import { FormattedDate, FormattedMessage, useIntl } from 'react-intl';
import { token } from '../../../../engine/theme/token.ts';
import { Button, EmptyState, Pagination, Skeleton, focusRing, useToast } from '../../../../ui/index.ts';
import { pageTitles } from '../messages.ts';
import type { InboxMessageItem } from './api.ts';
import { inboxMessages as m } from './messages.ts';
import { useDeleteMessage, useInboxPage, useReadAll, useReadMessage } from './queries.ts';
import { MessageDetail } from './MessageDetail.tsx';

const Head = styled.div`
  display: flex;
  flex-wrap: wrap;
  align-items: center;
  justify-content: space-between;
  gap: ${token('space.sm')};
  margin-bottom: ${token('space.md')};
  h2 {
    margin: 0;
    font-size: ${token('font.size.lg')};
  }
`;
const List = styled.ul`
  margin: 0 0 ${token('space.md')};
  padding: 0;
  list-style: none;
  border-top: 1px solid ${token('color.border.default')};
`;
const Row = styled.button`
  display: grid;
  grid-template-columns: 1fr auto;
  gap: 2px ${token('space.sm')};
  width: 100%;
  min-height: 56px;
  padding: ${token('space.sm')} ${token('space.xs')};
  border: 0;
  border-bottom: 1px solid ${token('color.border.default')};
  background: none;
  color: ${token('color.text.primary')};
  font: inherit;
  text-align: start;
  cursor: pointer;
  &:hover {
    background: ${token('color.bg.sunken')};
  }
  &:focus-visible {
    ${focusRing}
  }
  &[data-unread='true'] strong {
    font-weight: ${token('font.weight.bold')};
  }
  &[data-unread='false'] strong {
    font-weight: ${token('font.weight.medium')};
  }
`;
const Title = styled.strong`
  overflow: hidden;
  text-overflow: ellipsis;
  white-space: nowrap;
`;
const Meta = styled.span`
  color: ${token('color.text.muted')};
  font-size: ${token('font.size.sm')};
`;
const NewTag = styled.span`
  justify-self: end;
  padding: 0 ${token('space.xs')};
  border-radius: ${token('radius.pill')};
  background: ${token('color.action.accent')};
  color: ${token('color.text.onAccent')};
  font-size: ${token('font.size.xs')};
  font-weight: ${token('font.weight.bold')};
`;

/** Platform information (messageV2): the member's inbox, paged, opened one at a time. */
export default function MessageV2Page(): ReactNode {
  const intl = useIntl();
  const toast = useToast();
  const [pageNum, setPageNum] = useState(1);
  const [open, setOpen] = useState<InboxMessageItem | null>(null);
  const page = useInboxPage(pageNum);
  const read = useReadMessage();
  const readAll = useReadAll();
  const remove = useDeleteMessage();

  const openMessage = (msg: InboxMessageItem): void => {
    setOpen(msg);
    if (!msg.read) read.mutate(msg.id, { onSuccess: (fresh) => setOpen(fresh) });
  };
  const deleteOpen = (id: string): void =>
    remove.mutate(id, {
      onSuccess: () => {
        setOpen(null);
        toast.show(intl.formatMessage(m.deleted), { tone: 'success' });
      },
      onError: (e) => toast.show(e.message, { tone: 'danger' }),
    });

  if (open) return <MessageDetail message={open} onBack={() => setOpen(null)} onDelete={deleteOpen} deleting={remove.isPending} />;

  const value = page.data;
  return (
    <div data-testid="inbox-page">
      <Head>
        <h2>
          <FormattedMessage {...pageTitles.messageV2} />
        </h2>
        {value && value.unreadCount > 0 && (
          <Button variant="secondary" size="sm" loading={readAll.isPending} onClick={() => readAll.mutate()} data-testid="inbox-read-all">
            <FormattedMessage {...m.markAllRead} />
          </Button>
        )}
      </Head>
      {page.isError && !value ? (
        <div role="alert">
          <EmptyState
            title={<FormattedMessage {...m.loadFailed} />}
            action={
              <Button variant="secondary" onClick={() => void page.refetch()}>
                <FormattedMessage {...m.retry} />
              </Button>
            }
          />
        </div>
      ) : !value ? (
        <Skeleton width="100%" height="12rem" />
      ) : value.content.length === 0 ? (
        <EmptyState title={<FormattedMessage {...m.empty} />} description={<FormattedMessage {...m.emptyText} />} />
      ) : (
        <>
          <List>
            {value.content.map((msg) => (
              <li key={msg.id}>
                <Row type="button" data-unread={!msg.read} onClick={() => openMessage(msg)} data-testid={`inbox-item-${msg.id}`}>
                  <Title>{msg.title}</Title>
                  {msg.read ? <span /> : <NewTag>{intl.formatMessage(m.unreadTag)}</NewTag>}
                  <Meta>
                    <FormattedMessage {...(msg.kind === 'system' ? m.system : m.operator)} /> ·{' '}
                    <FormattedDate value={msg.createdAt} dateStyle="medium" timeStyle="short" />
                  </Meta>
                </Row>
              </li>
            ))}
          </List>
          {value.totalPages > 1 && (
            <Pagination page={pageNum} pageCount={value.totalPages} onChange={setPageNum} label={intl.formatMessage(m.pages)} />
          )}
        </>
      )}
    </div>
  );
}
