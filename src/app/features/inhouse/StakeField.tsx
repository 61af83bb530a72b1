import type { ReactNode } from 'react';
import { useIntl } from 'react-intl';
import { Button, TextField } from '../../../ui/index.ts';
import { fromMinor, toMinor } from './money.ts';
import { inhouseMessages as m } from './messages.ts';
import { Row } from './styles.ts';

/** Stake bounds in minor units (the server's, src/server/modules/inhouse/games.ts). */
export const MIN_STAKE = 100;
export const MAX_STAKE = 10_000_000;

export function stakeError(text: string): 'invalid' | 'range' | null {
  const minor = toMinor(text);
  if (minor === null) return 'invalid';
  return minor < MIN_STAKE || minor > MAX_STAKE ? 'range' : null;
}

/** The bet amount with big halve / double buttons (touch targets ≥ 44 px). */
export function StakeField({ value, onChange, disabled }: { value: string; onChange: (v: string) => void; disabled?: boolean }): ReactNode {
  const intl = useIntl();
  const minor = toMinor(value);
  const scale = (f: (n: number) => number) => onChange(fromMinor(Math.min(MAX_STAKE, Math.max(MIN_STAKE, f(minor ?? MIN_STAKE)))));
  const problem = value === '' ? null : stakeError(value);
  const hint = intl.formatMessage(m.stakeHint, { min: fromMinor(MIN_STAKE), max: fromMinor(MAX_STAKE) });
  return (
    <Row>
      <TextField
        label={intl.formatMessage(m.stake)}
        inputMode="decimal"
        autoComplete="off"
        value={value}
        disabled={disabled}
        onChange={(e) => onChange(e.target.value)}
        hint={problem ? undefined : hint}
        error={problem === 'invalid' ? intl.formatMessage(m.stakeInvalid) : problem === 'range' ? hint : undefined}
        data-testid="inhouse-stake"
      />
      <div css={{ display: 'flex', gap: 8, flex: '0 0 auto' }}>
        <Button variant="secondary" size="lg" aria-label={`${intl.formatMessage(m.half)} ${intl.formatMessage(m.halfLabel)}`} disabled={disabled} onClick={() => scale((n) => Math.floor(n / 2))}>
          {intl.formatMessage(m.half)}
        </Button>
        <Button variant="secondary" size="lg" aria-label={`${intl.formatMessage(m.double)} ${intl.formatMessage(m.doubleLabel)}`} disabled={disabled} onClick={() => scale((n) => n * 2)}>
          {intl.formatMessage(m.double)}
        </Button>
      </div>
    </Row>
  );
}
