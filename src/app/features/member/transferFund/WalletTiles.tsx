import type { ReactNode } from 'react';
import { FormattedMessage } from 'react-intl';
import type { WalletBalance } from '../../../../generated/types.ts';
import { Amount } from '../../../../ui/index.ts';
import { MAIN_WALLET } from './api.ts';
import { transferMessages as m } from './messages.ts';
import { Tile, Tiles } from './styles.ts';

/** The total, the main wallet and each game wallet with its balance. */
export function WalletTiles({ balance }: { balance: WalletBalance }): ReactNode {
  const symbol = balance.currencySymbol;
  return (
    <Tiles data-testid="wallet-tiles">
      <Tile>
        <FormattedMessage {...m.total} />
        <Amount value={balance.sumBalance} symbol={symbol} size="lg" />
      </Tile>
      {balance.balance.map((w) => (
        <Tile key={w.accountTypeId} data-main={w.accountTypeId === MAIN_WALLET} data-testid={`wallet-${w.vendor ?? 'main'}`}>
          {w.vendor ?? <FormattedMessage {...m.main} />}
          <Amount value={w.availBalance} symbol={symbol} />
        </Tile>
      ))}
    </Tiles>
  );
}
