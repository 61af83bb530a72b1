import { css } from '@emotion/react';
import { useState, type ReactNode } from 'react';
import { FormattedMessage, useIntl } from 'react-intl';
import { token } from '../../../engine/theme/token.ts';
import { formatAmount } from '../../../engine/format.ts';
import { Button, useReducedMotion, useToast } from '../../../ui/index.ts';
import { useBrand } from '../../boot/BootContext.tsx';
import type { InhouseRound } from './api.ts';
import { GameShell, Outcome } from './GameShell.tsx';
import { formatChance, formatHundredths, formatMultiplier4, fromMinor, toMinor } from './money.ts';
import { inhouseMessages as m } from './messages.ts';
import { useBet } from './queries.ts';
import { RoundHistory } from './RoundHistory.tsx';
import { SeedsPanel } from './SeedsPanel.tsx';
import { StakeField, stakeError } from './StakeField.tsx';
import { Panel, Row, Stat } from './styles.ts';

type Direction = 'under' | 'over';
/** Win chance in hundredths of a percent, as the server counts it (under: roll < target; over: roll > target). */
export const chanceOf = (target: number, d: Direction): number => (d === 'under' ? target : 9_999 - target);
/** Payout in ten-thousandths: (100 − 1% edge) / chance. */
export const payoutOf = (chance: number): number => Math.floor((9_900 * 10_000) / chance);

const bar = css`
  position: relative;
  height: 56px;
  border-radius: ${token('radius.pill')};
  background: ${token('color.bg.sunken')};
  overflow: hidden;
`;
const zone = css`
  position: absolute;
  top: 0;
  bottom: 0;
  background: ${token('color.status.success')};
  opacity: 0.35;
`;
const marker = css`
  position: absolute;
  top: 4px;
  bottom: 4px;
  width: 4px;
  margin-inline-start: -2px;
  border-radius: 2px;
  background: ${token('color.text.primary')};
  transition: inset-inline-start 600ms cubic-bezier(0.2, 0.8, 0.2, 1);
  &[data-still='true'] {
    transition: none;
  }
`;
const big = css`
  font-size: ${token('font.size.xl')};
  font-variant-numeric: tabular-nums;
  text-align: center;
`;

/**
 * The roll on a 0–100 bar: the winning zone, and a marker that slides to the roll (still with reduced motion).
 * The bar runs from the inline start like the range input under it, which a right-to-left page flips too.
 */
export function DiceBoard({ target, direction, round }: { target: number; direction: Direction; round: InhouseRound | null }): ReactNode {
  const still = useReducedMotion();
  const intl = useIntl();
  const pct = (n: number) => `${n / 100}%`;
  return (
    <div>
      <div css={bar} aria-hidden="true">
        <div css={zone} style={direction === 'under' ? { insetInlineStart: 0, width: pct(target) } : { insetInlineStart: pct(target), insetInlineEnd: 0 }} />
        {round?.roll !== undefined && <div css={marker} data-still={still} style={{ insetInlineStart: pct(round.roll) }} />}
      </div>
      <p css={big} data-testid="dice-roll">
        {round?.roll !== undefined ? <bdi dir="ltr">{formatHundredths(intl, round.roll)}</bdi> : '–'}
      </p>
    </div>
  );
}

/** Dice (provably fair): pick over/under and a target, bet, see the roll; seeds and my rounds below. */
export default function DicePage({ initialRound = null }: { initialRound?: InhouseRound | null }): ReactNode {
  const intl = useIntl();
  const toast = useToast();
  const brand = useBrand();
  const [stake, setStake] = useState('1.00');
  const [target, setTarget] = useState(5_000);
  const [direction, setDirection] = useState<Direction>('under');
  const [round, setRound] = useState<InhouseRound | null>(initialRound);
  const bet = useBet('dice');
  const chance = chanceOf(target, direction);
  const okChance = chance >= 100 && chance <= 9_800;
  const money = (minor: string) => <bdi dir="ltr">{formatAmount(fromMinor(minor), { language: intl.locale, symbol: brand.currency.symbol })}</bdi>;

  const play = () =>
    bet.mutate(
      { stakeMinor: toMinor(stake)!, target, direction },
      { onSuccess: (r) => setRound(r.round), onError: (e) => toast.show(e.message, { tone: 'danger' }) },
    );

  return (
    <GameShell title={<FormattedMessage {...m.diceTitle} />} testId="inhouse-dice">
      <Panel aria-label={intl.formatMessage(m.diceTitle)}>
        <DiceBoard target={target} direction={direction} round={round} />
        <Outcome>
          {!round ? <FormattedMessage {...m.ready} /> : round.payoutMinor !== '0' ? <FormattedMessage {...m.won} values={{ amount: money(round.payoutMinor) }} /> : <FormattedMessage {...m.lost} />}
        </Outcome>
      </Panel>
      <Panel>
        <StakeField value={stake} onChange={setStake} disabled={bet.isPending} />
        <Row role="group" aria-label={intl.formatMessage(m.target)}>
          {(['under', 'over'] as const).map((d) => (
            <Button key={d} size="lg" variant={direction === d ? 'primary' : 'secondary'} aria-pressed={direction === d} onClick={() => setDirection(d)}>
              <FormattedMessage {...(d === 'under' ? m.rollUnder : m.rollOver)} />
            </Button>
          ))}
        </Row>
        <label css={{ display: 'grid', gap: 4 }}>
          <span>
            <FormattedMessage {...m.target} />: <strong><bdi dir="ltr">{formatHundredths(intl, target)}</bdi></strong>
          </span>
          <input
            type="range"
            min={100}
            max={9_800}
            step={1}
            value={target}
            onChange={(e) => setTarget(Number(e.target.value))}
            css={{ width: '100%', minHeight: 44 }}
            data-testid="dice-target"
          />
        </label>
        <Row>
          <Stat>
            <span><FormattedMessage {...m.chance} /></span>
            <strong><bdi dir="ltr">{formatChance(intl, chance)}</bdi></strong>
          </Stat>
          <Stat>
            <span><FormattedMessage {...m.payout} /></span>
            <strong>{okChance ? <bdi dir="ltr">{formatMultiplier4(intl, payoutOf(chance))}</bdi> : '–'}</strong>
          </Stat>
        </Row>
        <Button size="lg" fullWidth loading={bet.isPending} disabled={stakeError(stake) !== null || !okChance} onClick={play} data-testid="inhouse-bet">
          <FormattedMessage {...m.rollDice} />
        </Button>
      </Panel>
      <SeedsPanel />
      <RoundHistory game="dice" />
    </GameShell>
  );
}
