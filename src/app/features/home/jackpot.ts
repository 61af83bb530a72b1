// The jackpot counter starts randomly between 300,000,000 and 500,000,000 with 2 decimals and grows by 100 to
// 500 every 3, 4 or 5 seconds. Amounts are kept in cents (integers) so repeated growth never drifts.

import type { RandomSource } from '../../../engine/random.ts';

/** Stories and tests inject a seeded or constant source. */
export type { RandomSource };

export const JACKPOT_START_MIN_CENTS = 300_000_000_00;
export const JACKPOT_START_MAX_CENTS = 500_000_000_00;
export const JACKPOT_GROWTH_MIN_CENTS = 100_00;
export const JACKPOT_GROWTH_MAX_CENTS = 500_00;
export const JACKPOT_INTERVALS_MS = [3000, 4000, 5000] as const;

/** An integer in [min, max], both included. */
function between(random: RandomSource, min: number, max: number): number {
  return min + Math.min(max - min, Math.floor(random() * (max - min + 1)));
}

/** The counter's first value, in cents. */
export function initialJackpotCents(random: RandomSource): number {
  return between(random, JACKPOT_START_MIN_CENTS, JACKPOT_START_MAX_CENTS);
}

export interface JackpotStep {
  /** Wait before this step: 3, 4 or 5 seconds. */
  delayMs: (typeof JACKPOT_INTERVALS_MS)[number];
  /** Growth in cents: 100.00 to 500.00. */
  growthCents: number;
}

/** The next growth step: its wait, then its amount. */
export function nextJackpotStep(random: RandomSource): JackpotStep {
  const delayMs = JACKPOT_INTERVALS_MS[between(random, 0, JACKPOT_INTERVALS_MS.length - 1)]!;
  return { delayMs, growthCents: between(random, JACKPOT_GROWTH_MIN_CENTS, JACKPOT_GROWTH_MAX_CENTS) };
}
