import { css } from '@emotion/react';
import type { ReactNode } from 'react';
import { FormattedMessage, useIntl } from 'react-intl';
import { formatAmount } from '../../../engine/format.ts';
import { token } from '../../../engine/theme/token.ts';
import type { Timers } from '../../../ui/index.ts';
import { useBrand } from '../../boot/BootContext.tsx';
import { usePreferences } from '../../state/preferences.ts';
import type { RandomSource } from './jackpot.ts';
import { homeMessages } from './messages.ts';
import { useJackpot } from './useJackpot.ts';

const box = css`
  display: flex;
  flex-direction: column;
  align-items: center;
  gap: ${token('space.xs')};
  padding: ${token('space.md')} ${token('space.lg')};
  border-radius: ${token('radius.lg')};
  background: linear-gradient(135deg, ${token('gameCard.0.from')}, ${token('gameCard.0.to')});
  color: ${token('gameCard.0.text')};
  text-align: center;
  container-type: inline-size;
`;

const label = css`
  margin: 0;
  font-family: ${token('font.family.heading')};
  font-size: ${token('font.size.lg')};
  text-transform: uppercase;
  letter-spacing: 0.08em;
`;

// as wide as the box, the text centred in it: the box stays where it is when the first value fills the
// placeholder (a shrink-wrapped, centred box would move its start edge: a layout shift on every visit)
const amount = css`
  align-self: stretch;
  font-family: ${token('font.family.heading')};
  /* the whole amount on one line: sized by the box (about 11 characters' width), not the window */
  font-size: clamp(1rem, 8.5cqi, 2.5rem);
  font-weight: ${token('font.weight.bold')};
  font-variant-numeric: tabular-nums;
  white-space: nowrap;
`;

export interface JackpotCounterProps {
  /** Random source of the start value and growth (stories and tests: a seeded one). */
  random?: RandomSource;
  /** Clock of the growth steps (stories: frozen timers). */
  timers?: Timers;
}

/** The jackpot counter of the home page, in the brand's currency with 2 decimals and grouping. */
export function JackpotCounter({ random, timers }: JackpotCounterProps): ReactNode {
  const intl = useIntl();
  const cents = useJackpot(random, timers);
  const language = usePreferences((s) => s.language);
  const { currency } = useBrand();
  // before the first value (server HTML, hydration) a no-break space keeps the line's height: nothing moves
  const text = cents === null ? '\u00a0' : formatAmount(cents / 100, { language, symbol: currency.symbol });
  return (
    <section css={box} aria-label={intl.formatMessage(homeMessages.jackpot)} data-testid="home-jackpot">
      <h2 css={label}>
        <FormattedMessage {...homeMessages.jackpot} />
      </h2>
      {/* the number changes every few seconds: not announced (aria-live off) */}
      <span css={amount} data-testid="home-jackpot-amount">
        {text}
      </span>
    </section>
  );
}
