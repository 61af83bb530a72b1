import type { ReactNode } from 'react';
import { FormattedMessage } from 'react-intl';
import { useSearchParams } from 'react-router-dom';
import { Amount, Button, EmptyState, Skeleton } from '../../../../ui/index.ts';
import { pageTitles } from '../messages.ts';
import { PageHead, Tile, Tiles } from '../transferFund/styles.ts';
import { useWithdrawSettings } from './api.ts';
import { withdrawMessages as m } from './messages.ts';
import { WithdrawalList } from './WithdrawalList.tsx';
import { WithdrawForm } from './WithdrawForm.tsx';

/** Withdrawal (withdraw): balance, the request form, and my withdrawals with the receipt confirmation. */
export default function WithdrawPage(): ReactNode {
  const settings = useWithdrawSettings();
  const [, setParams] = useSearchParams();
  const s = settings.data;
  const toSecurity = (
    <Button variant="secondary" onClick={() => setParams({ page: 'securityCenter' })} data-testid="withdraw-go-security">
      <FormattedMessage {...m.goSecurity} />
    </Button>
  );

  const body = (): ReactNode => {
    if (settings.isError && !s)
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
    if (!s) return <Skeleton width="100%" height="16rem" />;
    return (
      <>
        <Tiles>
          <Tile data-main="true">
            <FormattedMessage {...m.balance} />
            <Amount value={s.balance} symbol={s.currencySymbol} />
          </Tile>
        </Tiles>
        {!s.paymentPasswordSet ? (
          <EmptyState title={<FormattedMessage {...m.noPasswordTitle} />} action={toSecurity} headingLevel={3} />
        ) : !s.accounts.length ? (
          <EmptyState title={<FormattedMessage {...m.noAccountTitle} />} action={toSecurity} headingLevel={3} />
        ) : (
          <WithdrawForm settings={s} />
        )}
      </>
    );
  };

  return (
    <div data-testid="withdraw-page">
      <PageHead>
        <h2>
          <FormattedMessage {...pageTitles.withdraw} />
        </h2>
      </PageHead>
      {body()}
      <WithdrawalList symbol={s?.currencySymbol} />
    </div>
  );
}
