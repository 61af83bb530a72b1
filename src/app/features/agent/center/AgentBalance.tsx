import styled from '@emotion/styled';
import type { ReactNode } from 'react';
import { useIntl } from 'react-intl';
import { token } from '../../../../engine/theme/token.ts';
import { Amount, Skeleton } from '../../../../ui/index.ts';
import { useBrand } from '../../../boot/BootContext.tsx';
import { useBalanceVisibility } from '../../../state/balanceVisibility.ts';
import { useBalance } from '../../auth/session/queries.ts';
import { agentCenterMessages as m } from './messages.ts';

const Box = styled.span`
  display: inline-flex;
  align-items: center;
  gap: ${token('space.xs')};
  font-weight: ${token('font.weight.bold')};
  font-variant-numeric: tabular-nums;
  white-space: nowrap;
`;

/**
 * The agent's own main-wallet balance in the agent center header: salaries and dividends paid to it, transfers to
 * its downline and its deposits show here without leaving the center (hideable like the site header's).
 */
export function AgentBalance(): ReactNode {
  const intl = useIntl();
  const brand = useBrand();
  const balance = useBalance();
  const hidden = useBalanceVisibility((s) => s.hidden);
  const setHidden = useBalanceVisibility((s) => s.setHidden);
  return (
    <Box aria-label={intl.formatMessage(m.balance)} data-testid="agent-balance">
      {balance.data ? (
        <Amount
          value={balance.data.sumBalance}
          symbol={balance.data.currencySymbol || brand.currency.symbol}
          hideable
          hidden={hidden}
          onHiddenChange={setHidden}
        />
      ) : (
        <Skeleton width="5rem" height="1em" />
      )}
    </Box>
  );
}
