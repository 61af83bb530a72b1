import { css } from '@emotion/react';
import { useId, type ReactNode } from 'react';
import { FormattedMessage, useIntl } from 'react-intl';
import { formatAmount } from '../../../engine/format.ts';
import { token } from '../../../engine/theme/token.ts';
import { LazyImage, useImageSource, VerticalTicker } from '../../../ui/index.ts';
import type { WinnerEntry } from '../../../generated/types.ts';
import { useBrand } from '../../boot/BootContext.tsx';
import { usePreferences } from '../../state/preferences.ts';
import { homeMessages } from './messages.ts';

/** The winner board highlights the top 3, the rest scroll from rank 4. */
export const HIGHLIGHTED_WINNERS = 3;
/** Height of the scrolling part: about five rows. */
const TICKER_HEIGHT = 260;
/** A row is at least this tall (the row style's min-height): more rows than fit scroll, in the server's HTML too. */
const ROW_MIN_HEIGHT = 52;

const board = css`
  display: flex;
  flex-direction: column;
  gap: ${token('space.sm')};
  padding: ${token('space.md')};
  border-radius: ${token('radius.lg')};
  background: ${token('color.bg.surface')};
  color: ${token('color.text.primary')};
  box-shadow: ${token('shadow.sm')};
  h2 {
    margin: 0;
    font-family: ${token('font.family.heading')};
    font-size: ${token('font.size.lg')};
  }
`;

const podium = css`
  display: grid;
  grid-template-columns: repeat(auto-fit, minmax(160px, 1fr));
  gap: ${token('space.sm')};
  margin: 0;
  padding: 0;
  list-style: none;
`;

const top = css`
  display: grid;
  grid-template-columns: auto minmax(0, 1fr);
  grid-template-areas: 'rank rank' 'icon who' 'money money';
  align-items: center;
  gap: ${token('space.xs')} ${token('space.sm')};
  padding: ${token('space.sm')};
  border-radius: ${token('radius.md')};
  background: linear-gradient(135deg, ${token('gameCard.1.from')}, ${token('gameCard.1.to')});
  color: ${token('gameCard.1.text')};
  & > [data-area='money'] {
    font-size: ${token('font.size.lg')};
  }
`;

const row = css`
  display: flex;
  align-items: center;
  gap: ${token('space.sm')};
  min-height: ${ROW_MIN_HEIGHT}px;
  padding: ${token('space.xs')} ${token('space.sm')};
  border-bottom: 1px solid ${token('color.border.default')};
`;

const rankBadge = css`
  flex: none;
  min-width: 3.5em;
  font-weight: ${token('font.weight.bold')};
  font-variant-numeric: tabular-nums;
`;

const icon = css`
  flex: none;
  width: 40px;
  border-radius: ${token('radius.md')};
  overflow: hidden;
`;

const who = css`
  flex: 1;
  min-width: 0;
  display: flex;
  flex-direction: column;
  font-size: ${token('font.size.sm')};
  overflow-wrap: anywhere;
`;

const money = css`
  flex: none;
  font-weight: ${token('font.weight.bold')};
  font-variant-numeric: tabular-nums;
`;

export interface WinnerBoardProps {
  winners: WinnerEntry[];
  /** Hold the scrolling rows still (stories). */
  paused?: boolean;
}

function Winner({ w, symbol, language }: { w: WinnerEntry; symbol: string; language: string }): ReactNode {
  const images = useImageSource();
  return (
    <>
      {/* grid areas place the parts in a podium card; the scrolling rows (flex) ignore them */}
      <span css={rankBadge} style={{ gridArea: 'rank' }}>
        <FormattedMessage {...homeMessages.winnerRank} values={{ rank: w.rank }} />
      </span>
      <span css={icon} style={{ gridArea: 'icon' }}>
        <LazyImage src={images.url(w.iconUrl)} fallbackSrc={images.fallbackSrc} alt="" ratio="1 / 1" />
      </span>
      <span css={who} style={{ gridArea: 'who' }}>
        <strong>{w.customerName}</strong>
        <span>{w.gameName}</span>
      </span>
      <span css={money} style={{ gridArea: 'money' }} data-area="money">
        {formatAmount(w.winAmount, { language, symbol })}
      </span>
    </>
  );
}

/** The home page's winner board: amounts with separators and 2 decimals. */
export function WinnerBoard({ winners, paused }: WinnerBoardProps): ReactNode {
  const intl = useIntl();
  const language = usePreferences((s) => s.language);
  const { currency } = useBrand();
  const sorted = [...winners].sort((a, b) => a.rank - b.rank);
  const best = sorted.slice(0, HIGHLIGHTED_WINNERS);
  const rest = sorted.slice(HIGHLIGHTED_WINNERS);
  const props = { symbol: currency.symbol, language };
  const titleId = useId();
  return (
    <section css={board} aria-labelledby={titleId} data-testid="home-winners">
      <h2 id={titleId}>
        <FormattedMessage {...homeMessages.winners} />
      </h2>
      {sorted.length === 0 && (
        <p>
          <FormattedMessage {...homeMessages.noWinners} />
        </p>
      )}
      {best.length > 0 && (
        <ol css={podium} data-testid="home-winners-top">
          {best.map((w) => (
            <li key={w.rank} css={top}>
              <Winner w={w} {...props} />
            </li>
          ))}
        </ol>
      )}
      {rest.length > 0 && (
        <VerticalTicker
          height={TICKER_HEIGHT}
          expectOverflow={rest.length * ROW_MIN_HEIGHT > TICKER_HEIGHT}
          paused={paused}
          pauseLabel={intl.formatMessage(homeMessages.pauseWinners)}
          playLabel={intl.formatMessage(homeMessages.playWinners)}
          rows={rest.map((w) => ({
            key: String(w.rank),
            content: (
              <div css={row} data-testid="home-winner-row">
                <Winner w={w} {...props} />
              </div>
            ),
          }))}
        />
      )}
    </section>
  );
}
