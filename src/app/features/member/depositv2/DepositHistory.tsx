import type { ReactNode } from 'react';
import { FormattedDate, FormattedMessage } from 'react-intl';
import { Button, EmptyState, Skeleton } from '../../../../ui/index.ts';
import { useDepositList, type DepositOrder } from './api.ts';
import { useMoney } from './format.ts';
import { depositMessages as m } from './messages.ts';
import { Item, List, Muted, Section, Status } from './styles.ts';

const STATUS = {
  pending: { message: m.statusPending, tone: 'muted' },
  confirmed: { message: m.statusConfirmed, tone: 'success' },
  failed: { message: m.statusFailed, tone: 'danger' },
  expired: { message: m.statusExpired, tone: 'muted' },
} as const;

export function DepositStatus({ status }: { status: DepositOrder['status'] }): ReactNode {
  const s = STATUS[status];
  return (
    <Status data-tone={s.tone} data-status={status}>
      <FormattedMessage {...s.message} />
    </Status>
  );
}

/** My deposits, newest first. */
export function DepositHistory({ symbol }: { symbol: string | undefined }): ReactNode {
  const list = useDepositList();
  const money = useMoney(symbol);
  return (
    <Section aria-labelledby="deposit-history" data-testid="deposit-history">
      <h3 id="deposit-history">
        <FormattedMessage {...m.history} />
      </h3>
      {list.isError && !list.data ? (
        <div role="alert">
          <EmptyState
            title={<FormattedMessage {...m.loadFailed} />}
            action={
              <Button variant="secondary" onClick={() => void list.refetch()}>
                <FormattedMessage {...m.retry} />
              </Button>
            }
          />
        </div>
      ) : !list.data ? (
        <Skeleton width="100%" height="6rem" />
      ) : list.data.list.length === 0 ? (
        <Muted>
          <FormattedMessage {...m.empty} />
        </Muted>
      ) : (
        <List>
          {list.data.list.map((o) => (
            <Item key={o.orderId} data-testid="deposit-row">
              <div>
                <strong>{money(o.amount)}</strong>
                <DepositStatus status={o.status} />
              </div>
              <div>
                <Muted>{o.orderId}</Muted>
                <Muted>
                  <FormattedDate value={o.createdAt} dateStyle="medium" timeStyle="short" />
                </Muted>
              </div>
            </Item>
          ))}
        </List>
      )}
    </Section>
  );
}
