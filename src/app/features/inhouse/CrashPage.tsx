import { css } from '@emotion/react';
import { useEffect, useState, type ReactNode } from 'react';
import { FormattedMessage, useIntl } from 'react-intl';
import { token } from '../../../engine/theme/token.ts';
import { formatAmount } from '../../../engine/format.ts';
import { Button, TextField, useReducedMotion, useToast } from '../../../ui/index.ts';
import { useBrand } from '../../boot/BootContext.tsx';
import type { InhouseRound } from './api.ts';
import { GameShell, Outcome } from './GameShell.tsx';
import { formatHundredths, formatMultiplier, fromMinor, toMinor } from './money.ts';
import { inhouseMessages as m } from './messages.ts';
import { useBet } from './queries.ts';
import { RoundHistory } from './RoundHistory.tsx';
import { SeedsPanel } from './SeedsPanel.tsx';
import { StakeField, stakeError } from './StakeField.tsx';
import { Panel } from './styles.ts';

const board = css`
  display: grid;
  place-items: center;
  min-height: 160px;
  border-radius: ${token('radius.md')};
  background: ${token('color.bg.sunken')};
  font-size: 2.5rem;
  font-weight: ${token('font.weight.bold')};
  font-variant-numeric: tabular-nums;
  &[data-state='won'] {
    color: ${token('color.status.success')};
  }
  &[data-state='lost'] {
    color: ${token('color.status.danger')};
  }
`;

/** The multiplier climbing to the crash point (about a second), or shown at once with reduced motion. */
export function useClimb(to: number | undefined, still: boolean): number | undefined {
  const [frame, setFrame] = useState<{ of: number; value: number } | null>(null);
  useEffect(() => {
    if (to === undefined || still) return;
    let id = 0;
    const start = performance.now();
    const tick = (now: number) => {
      const t = Math.min(1, (now - start) / 1_000);
      setFrame({ of: to, value: Math.round(100 + (to - 100) * t * t) });
      if (t < 1) id = requestAnimationFrame(tick);
    };
    id = requestAnimationFrame(tick);
    return () => cancelAnimationFrame(id);
  }, [to, still]);
  if (to === undefined || still) return to;
  return frame && frame.of === to ? frame.value : 100;
}

export function CrashBoard({ round }: { round: InhouseRound | null }): ReactNode {
  const still = useReducedMotion();
  const intl = useIntl();
  const shown = useClimb(round?.crash, still);
  const done = round?.crash !== undefined && shown === round.crash;
  const state = !done ? 'idle' : round.payoutMinor !== '0' ? 'won' : 'lost';
  return (
    <div css={board} data-state={state} aria-hidden="true" data-testid="crash-point">
      <bdi dir="ltr">{formatMultiplier(intl, shown ?? 100)}</bdi>
    </div>
  );
}

const cashOutOf = (text: string): number | null => {
  const n = toMinor(text);
  return n !== null && n >= 101 && n <= 100_000 ? n : null;
};

/** Crash (provably fair): set an auto cash-out, launch; the round resolves in one request. */
export default function CrashPage({ initialRound = null }: { initialRound?: InhouseRound | null }): ReactNode {
  const intl = useIntl();
  const toast = useToast();
  const brand = useBrand();
  const [stake, setStake] = useState('1.00');
  const [cashOut, setCashOut] = useState('2.00');
  const [round, setRound] = useState<InhouseRound | null>(initialRound);
  const bet = useBet('crash');
  const target = cashOutOf(cashOut);
  const money = (minor: string) => <bdi dir="ltr">{formatAmount(fromMinor(minor), { language: intl.locale, symbol: brand.currency.symbol })}</bdi>;

  const play = () =>
    bet.mutate(
      { stakeMinor: toMinor(stake)!, cashOut: target! },
      { onSuccess: (r) => setRound(r.round), onError: (e) => toast.show(e.message, { tone: 'danger' }) },
    );

  return (
    <GameShell title={<FormattedMessage {...m.crashTitle} />} testId="inhouse-crash">
      <Panel aria-label={intl.formatMessage(m.crashTitle)}>
        <CrashBoard round={round} />
        <Outcome>
          {!round ? (
            <FormattedMessage {...m.ready} />
          ) : (
            <>
              <FormattedMessage {...m.crashedAt} values={{ multiplier: <bdi dir="ltr">{formatHundredths(intl, round.crash ?? 0)}</bdi> }} />{' '}
              {round.payoutMinor !== '0' ? <FormattedMessage {...m.won} values={{ amount: money(round.payoutMinor) }} /> : <FormattedMessage {...m.lost} />}
            </>
          )}
        </Outcome>
      </Panel>
      <Panel>
        <StakeField value={stake} onChange={setStake} disabled={bet.isPending} />
        <TextField
          label={intl.formatMessage(m.cashOut)}
          inputMode="decimal"
          autoComplete="off"
          value={cashOut}
          onChange={(e) => setCashOut(e.target.value)}
          hint={target !== null ? intl.formatMessage(m.cashOutHint) : undefined}
          error={target === null ? intl.formatMessage(m.cashOutInvalid) : undefined}
          data-testid="crash-cashout"
        />
        <Button size="lg" fullWidth loading={bet.isPending} disabled={stakeError(stake) !== null || target === null} onClick={play} data-testid="inhouse-bet">
          <FormattedMessage {...m.launch} />
        </Button>
      </Panel>
      <SeedsPanel />
      <RoundHistory game="crash" />
    </GameShell>
  );
}
