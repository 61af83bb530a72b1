import { useState, type ReactNode } from 'react';
import { FormattedDate, FormattedMessage } from 'react-intl';
import { Button, EmptyState, Skeleton } from '../../../../ui/index.ts';
import { useMoney } from '../depositv2/format.ts';
import { Item, List, Muted, Section, Status } from '../depositv2/styles.ts';
import { useWithdrawalList, type Withdrawal } from './api.ts';
import { withdrawMessages as m } from './messages.ts';
import { ReceiptForm } from './ReceiptForm.tsx';

const STATUS: Record<Withdrawal['status'], { message: (typeof m)[keyof typeof m]; tone: 'success' | 'danger' | 'muted' | 'none' }> = {
  requested: { message: m.requested, tone: 'muted' },
  approved: { message: m.approved, tone: 'muted' },
  paid: { message: m.paid, tone: 'none' },
  rejected: { message: m.rejected, tone: 'danger' },
  received: { message: m.received, tone: 'success' },
  partial: { message: m.partial, tone: 'danger' },
  not_received: { message: m.notReceived, tone: 'danger' },
};

function Row({ w, symbol }: { w: Withdrawal; symbol: string | undefined }): ReactNode {
  const money = useMoney(symbol);
  const [open, setOpen] = useState(false);
  const s = STATUS[w.status];
  return (
    <Item data-testid="withdrawal-row" data-status={w.status}>
      <div>
        <strong>{money(w.amount)}</strong>
        <Status data-tone={s.tone}>
          <FormattedMessage {...s.message} />
        </Status>
      </div>
      <div>
        <Muted>
          {w.account.maskedNumber} · {w.account.holderName}
        </Muted>
        <Muted>
          <FormattedDate value={w.createdAt} dateStyle="medium" timeStyle="short" />
        </Muted>
      </div>
      {w.reason && (
        <Muted>
          <FormattedMessage {...m.reason} values={{ reason: w.reason }} />
        </Muted>
      )}
      {w.autoConfirmed && (
        <Muted>
          <FormattedMessage {...m.autoConfirmed} />
        </Muted>
      )}
      {w.status === 'paid' && w.confirmDeadline !== undefined && (
        <>
          <Muted>
            <FormattedMessage {...m.confirmBy} values={{ time: <FormattedDate value={w.confirmDeadline} dateStyle="medium" timeStyle="short" /> }} />
          </Muted>
          {open ? (
            <ReceiptForm withdrawal={w} onClose={() => setOpen(false)} />
          ) : (
            <div>
              <Button size="sm" onClick={() => setOpen(true)} data-testid="receipt-open">
                <FormattedMessage {...m.confirm} />
              </Button>
            </div>
          )}
        </>
      )}
    </Item>
  );
}

/** My withdrawals with their state; paid ones wait for the receipt confirmation. */
export function WithdrawalList({ symbol }: { symbol: string | undefined }): ReactNode {
  const list = useWithdrawalList();
  return (
    <Section aria-labelledby="withdrawal-list" data-testid="withdrawal-list">
      <h3 id="withdrawal-list">
        <FormattedMessage {...m.list} />
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
          {list.data.list.map((w) => (
            <Row key={w.id} w={w} symbol={symbol} />
          ))}
        </List>
      )}
    </Section>
  );
}
