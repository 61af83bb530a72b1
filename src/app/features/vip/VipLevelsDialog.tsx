// Every VIP level with what it asks for and its level-up reward; the member's own level is marked.
import styled from '@emotion/styled';
import type { ReactNode } from 'react';
import { FormattedMessage, useIntl } from 'react-intl';
import { formatAmount } from '../../../engine/format.ts';
import { token } from '../../../engine/theme/token.ts';
import { Modal } from '../../../ui/index.ts';
import { useBrand } from '../../boot/BootContext.tsx';
import type { VipInfo } from './api.ts';
import { vipMessages as m } from './messages.ts';

const List = styled.ol`
  list-style: none;
  margin: 0;
  padding: 0;
  display: grid;
  gap: ${token('space.sm')};
  li {
    display: grid;
    gap: ${token('space.xs')};
    padding: ${token('space.sm')} ${token('space.md')};
    border: 1px solid ${token('color.border.default')};
    border-radius: ${token('radius.md')};
    overflow-wrap: anywhere;
  }
  li[aria-current='true'] {
    border-color: ${token('color.action.primary')};
    box-shadow: inset 0 0 0 1px ${token('color.action.primary')};
  }
  span {
    color: ${token('color.text.muted')};
    font-size: ${token('font.size.sm')};
  }
`;

export function VipLevelsDialog({ vip, onClose }: { vip: VipInfo; onClose: () => void }): ReactNode {
  const intl = useIntl();
  const symbol = useBrand().currency.symbol;
  const money = (n: number): string => formatAmount(n, { language: intl.locale, symbol });
  return (
    <Modal open onClose={onClose} title={<FormattedMessage {...m.levels} />} width={480}>
      <List data-testid="vip-levels">
        {vip.levels.map((l) => (
          <li key={l.level} aria-current={l.level === vip.level ? 'true' : undefined}>
            <strong>
              <FormattedMessage {...m.level} values={{ level: intl.formatNumber(l.level) }} /> · {l.name}
              {l.level === vip.level ? (
                <>
                  {' · '}
                  <FormattedMessage {...m.current} />
                </>
              ) : null}
            </strong>
            <span>
              <FormattedMessage {...m.requires} values={{ bet: money(l.validBet), deposits: money(l.deposits) }} />
            </span>
            <span>{l.reward > 0 ? <FormattedMessage {...m.reward} values={{ amount: money(l.reward) }} /> : <FormattedMessage {...m.noReward} />}</span>
          </li>
        ))}
      </List>
    </Modal>
  );
}
