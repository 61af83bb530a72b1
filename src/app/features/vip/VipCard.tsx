// The VIP card of My account (the member's hasVip): level badge, progress to the next level from the member's valid bet
// and deposits, and the level list in a dialog. Renders nothing when the brand's VIP flag is off.
import styled from '@emotion/styled';
import { useState, type ReactNode } from 'react';
import { FormattedMessage, useIntl } from 'react-intl';
import { formatAmount } from '../../../engine/format.ts';
import { token } from '../../../engine/theme/token.ts';
import { Button, Skeleton } from '../../../ui/index.ts';
import { useBrand, useFlags } from '../../boot/BootContext.tsx';
import { useVip, type VipInfo } from './api.ts';
import { vipMessages as m } from './messages.ts';
import { VipLevelsDialog } from './VipLevelsDialog.tsx';

const Card = styled.section`
  display: grid;
  gap: ${token('space.sm')};
  padding: ${token('space.md')};
  border: 1px solid ${token('color.border.default')};
  border-radius: ${token('radius.lg')};
  background: ${token('color.bg.surface')};
  min-width: 0;
  header {
    display: flex;
    flex-wrap: wrap;
    align-items: center;
    justify-content: space-between;
    gap: ${token('space.sm')};
  }
  p {
    margin: 0;
    color: ${token('color.text.muted')};
    font-size: ${token('font.size.sm')};
    overflow-wrap: anywhere;
  }
`;

export const LevelBadge = styled.span`
  display: inline-flex;
  align-items: center;
  gap: ${token('space.xs')};
  padding: ${token('space.xs')} ${token('space.sm')};
  border-radius: ${token('radius.pill')};
  background: ${token('color.action.accent')};
  color: ${token('color.text.onAccent')};
  font-weight: ${token('font.weight.bold')};
  overflow-wrap: anywhere;
`;

const Bar = styled.div`
  height: 10px;
  border-radius: ${token('radius.pill')};
  background: ${token('color.bg.sunken')};
  overflow: hidden;
  span {
    display: block;
    height: 100%;
    background: ${token('color.action.primary')};
  }
`;

function Body({ vip }: { vip: VipInfo }): ReactNode {
  const intl = useIntl();
  const symbol = useBrand().currency.symbol;
  const money = (n: number): string => formatAmount(n, { language: intl.locale, symbol });
  const [open, setOpen] = useState(false);
  const current = vip.levels[vip.level - 1];
  const next = vip.next ? vip.levels[vip.next - 1] : undefined;
  const label = intl.formatMessage(m.level, { level: intl.formatNumber(vip.level) });
  return (
    <Card data-testid="vip-card" data-level={vip.level}>
      <header>
        <LevelBadge data-testid="vip-level">
          {label}
          {current ? ` · ${current.name}` : ''}
        </LevelBadge>
        <Button size="sm" variant="secondary" onClick={() => setOpen(true)} data-testid="vip-levels-open">
          <FormattedMessage {...m.levels} />
        </Button>
      </header>
      {next ? (
        <>
          <p id="vip-progress-label">
            <FormattedMessage {...m.progress} values={{ next: next.name }} />
          </p>
          <Bar role="progressbar" aria-labelledby="vip-progress-label" aria-valuemin={0} aria-valuemax={100} aria-valuenow={vip.progress} data-testid="vip-progress">
            <span style={{ width: `${vip.progress}%` }} />
          </Bar>
          <p>
            <FormattedMessage {...m.validBet} values={{ done: money(vip.validBet), target: money(next.validBet) }} />
          </p>
          <p>
            <FormattedMessage {...m.deposits} values={{ done: money(vip.deposits), target: money(next.deposits) }} />
          </p>
        </>
      ) : (
        <p>
          <FormattedMessage {...m.top} />
        </p>
      )}
      {open && <VipLevelsDialog vip={vip} onClose={() => setOpen(false)} />}
    </Card>
  );
}

function Loaded(): ReactNode {
  const vip = useVip();
  if (vip.isError) return null;
  if (!vip.data) return <Skeleton width="100%" height="7rem" />;
  return <Body vip={vip.data} />;
}

/** My account's VIP slot: nothing at all on a brand without VIP (no request either). */
export function VipSlot(): ReactNode {
  return useFlags().vip ? <Loaded /> : null;
}
