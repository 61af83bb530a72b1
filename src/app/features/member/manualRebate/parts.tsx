// Building blocks the growth pages share (manual rebate, referral, missions): page frame, card lists that suit a
// 320 px phone as well as a desktop, the load-failed panel and money from minor units in the reader's digits.
import styled from '@emotion/styled';
import type { ReactNode } from 'react';
import { FormattedMessage, useIntl, type MessageDescriptor } from 'react-intl';
import { formatAmount } from '../../../../engine/format.ts';
import type { GameType } from '../../../../engine/games/lanes.ts';
import { token } from '../../../../engine/theme/token.ts';
import { Button, EmptyState } from '../../../../ui/index.ts';
import { useBrand } from '../../../boot/BootContext.tsx';
import { laneMessage } from '../../../i18n/navMessages.ts';
import { major } from '../rewardCenter/api.ts';

export const Page = styled.div`
  display: grid;
  gap: ${token('space.md')};
  min-width: 0;
  h2 {
    margin: 0;
    font-size: ${token('font.size.lg')};
  }
  h3 {
    margin: 0;
    font-size: ${token('font.size.md')};
  }
`;
export const Muted = styled.p`
  margin: 0;
  color: ${token('color.text.muted')};
  font-size: ${token('font.size.sm')};
  overflow-wrap: anywhere;
`;
export const List = styled.ul`
  display: grid;
  gap: ${token('space.sm')};
  margin: 0;
  padding: 0;
  list-style: none;
`;
export const Item = styled.li`
  display: grid;
  gap: ${token('space.xs')};
  padding: ${token('space.sm')} ${token('space.md')};
  border: 1px solid ${token('color.border.default')};
  border-radius: ${token('radius.md')};
  background: ${token('color.bg.surface')};
  min-width: 0;
  > div {
    display: flex;
    flex-wrap: wrap;
    justify-content: space-between;
    align-items: center;
    gap: ${token('space.sm')};
  }
  strong {
    overflow-wrap: anywhere;
  }
`;
export const Bar = styled.div`
  height: 8px;
  border-radius: ${token('radius.pill')};
  background: ${token('color.bg.sunken')};
  overflow: hidden;
  span {
    display: block;
    height: 100%;
    background: ${token('color.action.primary')};
  }
`;

export function LoadFailed({ message, retry, onRetry }: { message: MessageDescriptor; retry: MessageDescriptor; onRetry: () => void }): ReactNode {
  return (
    <div role="alert">
      <EmptyState
        title={<FormattedMessage {...message} />}
        action={
          <Button variant="secondary" onClick={onRetry}>
            <FormattedMessage {...retry} />
          </Button>
        }
      />
    </div>
  );
}

/** Money text from minor units ("৳1,234.50" in the reader's language and the brand's symbol). */
export function useMoney(): (minor: string) => string {
  const intl = useIntl();
  const symbol = useBrand().currency.symbol;
  return (minor: string) => formatAmount(major(minor), { language: intl.locale, symbol });
}

/** The game category's menu name (Slots, Live casino…), or the code itself for one the menu does not know. */
export function GameTypeName({ type }: { type: string }): ReactNode {
  const m = laneMessage(type as GameType) as MessageDescriptor | undefined;
  return m ? <FormattedMessage {...m} /> : type;
}
