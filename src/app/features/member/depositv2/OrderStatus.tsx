import type { ReactNode } from 'react';
import { FormattedMessage } from 'react-intl';
import { Button, Spinner } from '../../../../ui/index.ts';
import { useDepositOrder } from './api.ts';
import { DepositStatus } from './DepositHistory.tsx';
import { useMoney } from './format.ts';
import { depositMessages as m } from './messages.ts';
import { Item, Muted } from './styles.ts';

/** The order the player comes back with from the pay page: pending (polled) → confirmed / failed / expired. */
export function OrderStatus({ orderId, symbol, onDone }: { orderId: string; symbol: string | undefined; onDone: () => void }): ReactNode {
  const order = useDepositOrder(orderId);
  const money = useMoney(symbol);
  const o = order.data;
  return (
    <Item as="div" role="status" aria-live="polite" data-testid="deposit-order" data-status={o?.status ?? 'loading'}>
      <div>
        <strong>
          <FormattedMessage {...m.orderTitle} values={{ id: orderId }} />
        </strong>
        {o && <DepositStatus status={o.status} />}
      </div>
      {!o || o.status === 'pending' ? (
        <Muted>
          <Spinner size="sm" tone="current" /> <FormattedMessage {...m.pending} />
        </Muted>
      ) : (
        <Muted>
          {o.status === 'confirmed' ? (
            <FormattedMessage {...m.confirmed} values={{ amount: money(o.credited) }} />
          ) : (
            <FormattedMessage {...(o.status === 'failed' ? m.failed : m.expired)} />
          )}
        </Muted>
      )}
      {o && o.status !== 'pending' && (
        <div>
          <Button variant="secondary" size="sm" onClick={onDone} data-testid="deposit-new">
            <FormattedMessage {...m.newDeposit} />
          </Button>
        </div>
      )}
    </Item>
  );
}
