import { act, render, screen } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import {
  initialJackpotCents,
  JACKPOT_INTERVALS_MS,
  nextJackpotStep,
  type RandomSource,
} from '../../../../../src/app/features/home/jackpot.ts';
import { seededRandom } from '../../../../../src/engine/random.ts';
import { useJackpot } from '../../../../../src/app/features/home/useJackpot.ts';
import type { Timers } from '../../../../../src/ui/index.ts';

/** A random source that answers the given numbers in turn. */
const sequence = (...values: number[]): RandomSource => {
  let i = 0;
  return () => values[i++ % values.length]!;
};

/** A manual clock: the test decides when the scheduled step fires. */
function manualTimers(): Timers & { pending: { fn: () => void; ms: number }[]; fire(): number } {
  const pending: { fn: () => void; ms: number }[] = [];
  return {
    pending,
    setTimeout: (fn, ms) => {
      pending.push({ fn, ms });
      return pending.length - 1;
    },
    clearTimeout: (h) => {
      pending[h as number] = { fn: () => {}, ms: -1 };
    },
    fire() {
      const next = pending.findLast((p) => p.ms >= 0)!;
      pending.length = 0;
      next.fn();
      return next.ms;
    },
  };
}

describe('jackpot counter: starts at 300,000,000–500,000,000 with 2 decimals', () => {
  it('the lowest and highest random numbers give the ends of the range', () => {
    expect(initialJackpotCents(() => 0)).toBe(300_000_000_00);
    expect(initialJackpotCents(() => 1 - 2 ** -53)).toBe(500_000_000_00);
  });

  it('start values stay in range and use the cents (2 decimals)', () => {
    const random = seededRandom(7);
    const starts = Array.from({ length: 500 }, () => initialJackpotCents(random));
    for (const c of starts) {
      expect(Number.isInteger(c)).toBe(true);
      expect(c).toBeGreaterThanOrEqual(300_000_000_00);
      expect(c).toBeLessThanOrEqual(500_000_000_00);
    }
    expect(starts.some((c) => c % 100 !== 0)).toBe(true);
  });
});

describe('jackpot counter: grows by 100–500 every 3, 4 or 5 s', () => {
  it('each step waits 3, 4 or 5 seconds and adds 100.00 to 500.00', () => {
    expect(nextJackpotStep(sequence(0, 0))).toEqual({ delayMs: 3000, growthCents: 100_00 });
    expect(nextJackpotStep(sequence(0.5, 0.5))).toEqual({ delayMs: 4000, growthCents: 300_00 });
    expect(nextJackpotStep(sequence(0.99999, 0.99999))).toEqual({ delayMs: 5000, growthCents: 500_00 });
    const random = seededRandom(42);
    const delays = new Set<number>();
    for (let i = 0; i < 300; i++) {
      const s = nextJackpotStep(random);
      delays.add(s.delayMs);
      expect(s.growthCents).toBeGreaterThanOrEqual(100_00);
      expect(s.growthCents).toBeLessThanOrEqual(500_00);
    }
    expect([...delays].sort()).toEqual([...JACKPOT_INTERVALS_MS]);
  });

  it('useJackpot grows by the drawn step each time the injected clock fires, and stands still otherwise', () => {
    // start: 0 → 300,000,000.00; steps: (0.5 → 4 s, 0.25 → 200.00), (0 → 3 s, 1 → 500.00)…
    const random = sequence(0, 0.5, 0.25, 0, 0.99999);
    const timers = manualTimers();
    function Probe(): string {
      return String(useJackpot(random, timers));
    }
    render(
      <p data-testid="j">
        <Probe />
      </p>,
    );
    expect(screen.getByTestId('j')).toHaveTextContent('30000000000');
    let waited = 0;
    act(() => {
      waited = timers.fire();
    });
    expect(waited).toBe(4000);
    expect(screen.getByTestId('j')).toHaveTextContent('30000020000');
    act(() => {
      waited = timers.fire();
    });
    expect(waited).toBe(3000);
    expect(screen.getByTestId('j')).toHaveTextContent('30000070000');
  });
});
