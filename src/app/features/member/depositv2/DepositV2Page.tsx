import type { ReactNode } from 'react';
import { FormattedMessage } from 'react-intl';
import { useSearchParams } from 'react-router-dom';
import { Button, EmptyState, Skeleton } from '../../../../ui/index.ts';
import { pageTitles } from '../messages.ts';
import { PageHead } from '../transferFund/styles.ts';
import { useDepositSettings, type DepositOrder } from './api.ts';
import { DepositForm } from './DepositForm.tsx';
import { DepositHistory } from './DepositHistory.tsx';
import { depositMessages as m } from './messages.ts';
import { OrderStatus } from './OrderStatus.tsx';

/**
 * Deposit (depositv2): pick a channel, an amount within its limits, pay on the provider's page, and come
 * back to `?page=depositv2&order=<id>`, where the order's status is followed until the provider answers.
 */
export default function DepositV2Page({ onPay }: { onPay?: (order: DepositOrder) => void } = {}): ReactNode {
  const settings = useDepositSettings();
  const [params, setParams] = useSearchParams();
  const orderId = params.get('order');
  const clearOrder = (): void =>
    setParams(
      (p) => {
        p.delete('order');
        return p;
      },
      { replace: true },
    );

  const body = (): ReactNode => {
    if (settings.isError && !settings.data)
      return (
        <div role="alert">
          <EmptyState
            title={<FormattedMessage {...m.loadFailed} />}
            action={
              <Button variant="secondary" onClick={() => void settings.refetch()}>
                <FormattedMessage {...m.retry} />
              </Button>
            }
          />
        </div>
      );
    if (!settings.data) return <Skeleton width="100%" height="14rem" />;
    if (orderId && /^[A-Z0-9]{8,40}$/.test(orderId)) return <OrderStatus orderId={orderId} symbol={settings.data.currencySymbol} onDone={clearOrder} />;
    if (!settings.data.channels.length) return <EmptyState title={<FormattedMessage {...m.noChannels} />} headingLevel={3} />;
    return <DepositForm settings={settings.data} {...(onPay ? { onPay } : {})} />;
  };

  return (
    <div data-testid="deposit-page">
      <PageHead>
        <h2>
          <FormattedMessage {...pageTitles.depositv2} />
        </h2>
      </PageHead>
      {body()}
      <DepositHistory symbol={settings.data?.currencySymbol} />
    </div>
  );
}
