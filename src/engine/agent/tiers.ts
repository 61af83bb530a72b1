// Contract tiers (contracts: docs/spec/entities.md): which tier a period reached, what it pays, and the rule that
// ends a downline's contract when its upline's own rate falls below it. Pure: the server settles with these and
// the app previews offers with them. Amounts are integer minor units (bigint), rates basis points (1/100 %).
import type { AgentContract, ContractTier } from '../../generated/types.ts';

export type ContractKind = AgentContract['kind'];

/** What one settlement period measured for a contract holder's team (the holder included). */
export interface PeriodBasis {
  validBetMinor: bigint;
  activeMembers: number;
  /** stake − win of settled bets: the team's loss (> 0) or gain (< 0). Dividends are paid on a loss only. */
  lossMinor: bigint;
}

export type TierProblem =
  | { code: 'empty' }
  | { code: 'tooMany'; max: number }
  | { code: 'rateRange'; index: number }
  | { code: 'notAscending'; index: number }
  | { code: 'rateFalls'; index: number }
  | { code: 'lossOnlyForDividend'; index: number }
  | { code: 'negative'; index: number };

export const MAX_TIERS = 10;
export const MAX_RATE_BP = 10_000;

const MINOR = /^\d{1,19}$/;

/**
 * The first problem of a tier list, or null: 1–10 tiers, strictly ascending by valid bet, rates that never
 * fall (a bigger team never earns a smaller rate) and stay within 0–100 %, minLossMinor on dividends only.
 */
export function tierProblem(kind: ContractKind, tiers: readonly ContractTier[]): TierProblem | null {
  if (tiers.length === 0) return { code: 'empty' };
  if (tiers.length > MAX_TIERS) return { code: 'tooMany', max: MAX_TIERS };
  for (let i = 0; i < tiers.length; i++) {
    const t = tiers[i]!;
    if (!MINOR.test(t.minValidBetMinor) || t.minActiveMembers < 0 || (t.minLossMinor !== undefined && !MINOR.test(t.minLossMinor))) {
      return { code: 'negative', index: i };
    }
    if (!Number.isInteger(t.rateBp) || t.rateBp < 0 || t.rateBp > MAX_RATE_BP) return { code: 'rateRange', index: i };
    if (kind !== 'dividend' && t.minLossMinor !== undefined) return { code: 'lossOnlyForDividend', index: i };
    if (i > 0) {
      const prev = tiers[i - 1]!;
      if (BigInt(t.minValidBetMinor) <= BigInt(prev.minValidBetMinor)) return { code: 'notAscending', index: i };
      if (t.rateBp < prev.rateBp) return { code: 'rateFalls', index: i };
    }
  }
  return null;
}

/** The contract's rate for comparisons: its highest tier's rate. */
export function topRateBp(tiers: readonly ContractTier[]): number {
  return tiers.reduce((max, t) => Math.max(max, t.rateBp), 0);
}

function reached(t: ContractTier, basis: PeriodBasis, kind: ContractKind): boolean {
  if (basis.validBetMinor < BigInt(t.minValidBetMinor)) return false;
  if (basis.activeMembers < t.minActiveMembers) return false;
  if (kind === 'dividend' && basis.lossMinor < BigInt(t.minLossMinor ?? '0')) return false;
  return true;
}

/** The highest tier whose every threshold the period met, or null when none was. */
export function reachedTier(kind: ContractKind, tiers: readonly ContractTier[], basis: PeriodBasis): ContractTier | null {
  let best: ContractTier | null = null;
  for (const t of tiers) if (reached(t, basis, kind)) best = t;
  return best;
}

/** floor(base × rate / 10000): salaries on the valid bet, dividends on the team's loss (nothing on a gain). */
export function payableMinor(kind: ContractKind, rateBp: number, basis: PeriodBasis): bigint {
  const base = kind === 'dividend' ? (basis.lossMinor > 0n ? basis.lossMinor : 0n) : basis.validBetMinor;
  return (base * BigInt(rateBp)) / BigInt(MAX_RATE_BP);
}

/** What one period of a contract pays, and at which rate (0 when no tier was reached). */
export function settle(kind: ContractKind, tiers: readonly ContractTier[], basis: PeriodBasis): { rateBp: number; amountMinor: bigint } {
  const tier = reachedTier(kind, tiers, basis);
  if (!tier) return { rateBp: 0, amountMinor: 0n };
  return { rateBp: tier.rateBp, amountMinor: payableMinor(kind, tier.rateBp, basis) };
}

/**
 * A new contract at a lower rate ends the downline contracts above it: a member who accepts a contract at
 * `acceptedRateBp` can no longer give its own downline more than that; the ids of its active contracts of the same
 * kind that pay a higher rate are to be terminated.
 */
export function contractsToTerminate(
  acceptedRateBp: number,
  givenToDownline: readonly { id: string; topRateBp: number }[],
): string[] {
  return givenToDownline.filter((c) => c.topRateBp > acceptedRateBp).map((c) => c.id);
}

/** "1.50 %" style text of a rate in basis points, for messages and the CLI (the app formats with Intl). */
export function rateText(rateBp: number): string {
  return `${(rateBp / 100).toFixed(2)} %`;
}
