import type { ReactNode } from 'react';
import { FormattedMessage } from 'react-intl';
import { Button, EmptyState, Skeleton } from '../../../../ui/index.ts';
import { useBalance } from '../../auth/session/queries.ts';
import { pageTitles } from '../messages.ts';
import { transferMessages as m } from './messages.ts';
import { useMerchantWallet } from './queries.ts';
import { PageHead } from './styles.ts';
import { TransferForm } from './TransferForm.tsx';
import { WalletTiles } from './WalletTiles.tsx';

/** My wallet (transferFund): balances and main ⇄ game-wallet transfers, per the brand's single/multi wallet. */
export default function TransferFundPage(): ReactNode {
  const merchant = useMerchantWallet();
  const balance = useBalance();
  const failed = (merchant.isError && !merchant.data) || (balance.isError && !balance.data);
  return (
    <div data-testid="transfer-fund-page">
      <PageHead>
        <h2>
          <FormattedMessage {...pageTitles.transferFund} />
        </h2>
      </PageHead>
      {failed ? (
        <div role="alert">
          <EmptyState
            title={<FormattedMessage {...m.loadFailed} />}
            action={
              <Button variant="secondary" onClick={() => void Promise.all([merchant.refetch(), balance.refetch()])}>
                <FormattedMessage {...m.retry} />
              </Button>
            }
          />
        </div>
      ) : !merchant.data || !balance.data ? (
        <Skeleton width="100%" height="12rem" />
      ) : (
        <>
          <WalletTiles balance={balance.data} />
          {merchant.data.isSingle || balance.data.balance.length < 2 ? (
            <EmptyState title={<FormattedMessage {...m.singleTitle} />} description={<FormattedMessage {...m.singleText} />} headingLevel={3} />
          ) : (
            <TransferForm balance={balance.data} />
          )}
        </>
      )}
    </div>
  );
}
