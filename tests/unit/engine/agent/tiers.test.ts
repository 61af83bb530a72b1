// Contract tiers: tier picked, amounts, validation, auto-termination.
import { describe, expect, it } from 'vitest';
import { contractsToTerminate, payableMinor, rateText, reachedTier, settle, tierProblem, topRateBp } from '../../../../src/engine/agent/tiers.ts';
import type { ContractTier } from '../../../../src/generated/types.ts';

const tiers: ContractTier[] = [
  { minValidBetMinor: '10000', minActiveMembers: 1, rateBp: 100 },
  { minValidBetMinor: '50000', minActiveMembers: 3, rateBp: 150 },
  { minValidBetMinor: '100000', minActiveMembers: 5, rateBp: 200 },
];
const divTiers: ContractTier[] = [
  { minValidBetMinor: '0', minActiveMembers: 0, minLossMinor: '1000', rateBp: 1000 },
  { minValidBetMinor: '50000', minActiveMembers: 2, minLossMinor: '20000', rateBp: 2000 },
];
const basis = (validBet: bigint, active: number, loss = 0n) => ({ validBetMinor: validBet, activeMembers: active, lossMinor: loss });

describe('reachedTier', () => {
  it('picks the highest tier whose every threshold is met', () => {
    expect(reachedTier('daily', tiers, basis(9_999n, 10))).toBeNull();
    expect(reachedTier('daily', tiers, basis(10_000n, 1))?.rateBp).toBe(100);
    expect(reachedTier('daily', tiers, basis(50_000n, 3))?.rateBp).toBe(150);
    expect(reachedTier('daily', tiers, basis(1_000_000n, 5))?.rateBp).toBe(200);
  });

  it('the active-member threshold holds a big bet back to a lower tier', () => {
    expect(reachedTier('hourly', tiers, basis(1_000_000n, 2))?.rateBp).toBe(100);
    expect(reachedTier('realtime', tiers, basis(1_000_000n, 0))).toBeNull();
  });

  it('dividends also need the minimum loss; salaries ignore loss', () => {
    expect(reachedTier('dividend', divTiers, basis(100_000n, 5, 999n))).toBeNull();
    expect(reachedTier('dividend', divTiers, basis(100_000n, 5, 1_000n))?.rateBp).toBe(1000);
    expect(reachedTier('dividend', divTiers, basis(100_000n, 5, 20_000n))?.rateBp).toBe(2000);
    expect(reachedTier('daily', tiers, basis(10_000n, 1, -5_000n))?.rateBp).toBe(100);
  });
});

describe('payableMinor and settle', () => {
  it('floors basis × rate / 10000', () => {
    expect(payableMinor('daily', 150, basis(12_345n, 0))).toBe(185n); // 185.175
    expect(payableMinor('hourly', 1, basis(9_999n, 0))).toBe(0n);
    expect(payableMinor('realtime', 10_000, basis(7n, 0))).toBe(7n);
  });

  it('dividend on a loss only: a team gain pays 0', () => {
    expect(payableMinor('dividend', 1000, basis(0n, 0, 12_345n))).toBe(1_234n);
    expect(payableMinor('dividend', 1000, basis(100_000n, 3, 0n))).toBe(0n);
    expect(payableMinor('dividend', 1000, basis(100_000n, 3, -50_000n))).toBe(0n);
  });

  it('settle names the rate and the amount, 0 / 0 when no tier is reached', () => {
    expect(settle('daily', tiers, basis(60_000n, 4))).toEqual({ rateBp: 150, amountMinor: 900n });
    expect(settle('daily', tiers, basis(5_000n, 4))).toEqual({ rateBp: 0, amountMinor: 0n });
    expect(settle('dividend', divTiers, basis(60_000n, 2, 30_000n))).toEqual({ rateBp: 2000, amountMinor: 6_000n });
  });
});

describe('tierProblem', () => {
  const t = (minValidBetMinor: string, rateBp: number, extra: Partial<ContractTier> = {}): ContractTier => ({ minValidBetMinor, minActiveMembers: 0, rateBp, ...extra });
  it('accepts a good list', () => {
    expect(tierProblem('daily', tiers)).toBeNull();
    expect(tierProblem('dividend', divTiers)).toBeNull();
  });
  it('empty, too many', () => {
    expect(tierProblem('daily', [])).toEqual({ code: 'empty' });
    expect(tierProblem('daily', Array.from({ length: 11 }, (_, i) => t(String(i), 1)))).toEqual({ code: 'tooMany', max: 10 });
  });
  it('rate out of 0–10000 or not an integer', () => {
    expect(tierProblem('daily', [t('0', 10_001)])).toEqual({ code: 'rateRange', index: 0 });
    expect(tierProblem('daily', [t('0', 1), t('5', -1)])).toEqual({ code: 'rateRange', index: 1 });
    expect(tierProblem('daily', [t('0', 1.5)])).toEqual({ code: 'rateRange', index: 0 });
  });
  it('not strictly ascending by valid bet, rates falling', () => {
    expect(tierProblem('daily', [t('100', 1), t('100', 2)])).toEqual({ code: 'notAscending', index: 1 });
    expect(tierProblem('daily', [t('100', 5), t('200', 4)])).toEqual({ code: 'rateFalls', index: 1 });
  });
  it('minLossMinor only on dividends; negative or malformed amounts', () => {
    expect(tierProblem('daily', [t('0', 1, { minLossMinor: '5' })])).toEqual({ code: 'lossOnlyForDividend', index: 0 });
    expect(tierProblem('daily', [t('-1', 1)])).toEqual({ code: 'negative', index: 0 });
    expect(tierProblem('daily', [t('0', 1, { minActiveMembers: -1 })])).toEqual({ code: 'negative', index: 0 });
    expect(tierProblem('dividend', [t('0', 1, { minLossMinor: '1.5' })])).toEqual({ code: 'negative', index: 0 });
  });
});

describe('topRateBp, contractsToTerminate, rateText', () => {
  it('the top rate is the highest tier rate', () => {
    expect(topRateBp(tiers)).toBe(200);
    expect(topRateBp([])).toBe(0);
  });
  it('only downline contracts above the newly accepted rate end', () => {
    const given = [{ id: '1', topRateBp: 100 }, { id: '2', topRateBp: 150 }, { id: '3', topRateBp: 151 }];
    expect(contractsToTerminate(150, given)).toEqual(['3']);
    expect(contractsToTerminate(0, given)).toEqual(['1', '2', '3']);
    expect(contractsToTerminate(10_000, given)).toEqual([]);
  });
  it('rateText shows basis points as a percentage', () => {
    expect(rateText(150)).toBe('1.50 %');
    expect(rateText(10_000)).toBe('100.00 %');
  });
});
