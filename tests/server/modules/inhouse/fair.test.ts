// Provably fair outcomes (docs/inhouse-contract.md): the mapping from HMAC-SHA256 to dice rolls and crash points is
// unbiased and pays the documented return. Deterministic seeds: the same figures every run.
import { createHmac } from 'node:crypto';
import { describe, expect, it } from 'vitest';
import {
  crashPayout, crashPoint, diceChance, diceMultiplier, dicePayout, diceRoll, diceBetProblem, hmacBlock, HOUSE_EDGE_BP,
} from '../../../../src/server/modules/inhouse/fair.ts';

const SERVER = 'a3f1c2d4e5b60718293a4b5c6d7e8f90a1b2c3d4e5f60718293a4b5c6d7e8f9';
const CLIENT = 'lucky-client';
const N = 20_000;

describe('in-house fairness: dice', () => {
  const rolls = Array.from({ length: N }, (_, nonce) => diceRoll(SERVER, CLIENT, nonce));

  it('a roll is the first 32-bit word of HMAC-SHA256(serverSeed, "clientSeed:nonce") modulo 10,000 (recomputed independently)', () => {
    for (const nonce of [0, 1, 2, 99]) {
      const word = createHmac('sha256', SERVER).update(`${CLIENT}:${nonce}`).digest().readUInt32BE(0);
      if (word < Math.floor(2 ** 32 / 10_000) * 10_000) expect(diceRoll(SERVER, CLIENT, nonce)).toBe(word % 10_000);
    }
    expect(hmacBlock(SERVER, CLIENT, 7).toString('hex')).toBe(createHmac('sha256', SERVER).update(`${CLIENT}:7`).digest('hex'));
  });

  it(`${N} rolls: every value in 0.00–99.99, mean 49.995 ± 0.8, ten equal buckets pass chi-square (df 9, < 27.9)`, () => {
    expect(Math.min(...rolls)).toBeGreaterThanOrEqual(0);
    expect(Math.max(...rolls)).toBeLessThanOrEqual(9_999);
    const mean = rolls.reduce((a, b) => a + b, 0) / N / 100;
    expect(Math.abs(mean - 49.995)).toBeLessThan(0.8);
    const buckets = new Array<number>(10).fill(0);
    for (const r of rolls) buckets[Math.floor(r / 1_000)]! += 1;
    const expected = N / 10;
    const chi = buckets.reduce((s, b) => s + (b - expected) ** 2 / expected, 0);
    expect(chi).toBeLessThan(27.9);
  });

  it('payout = (100 − edge) / chance: 50% pays 1.98×, and the simulated return of 20k bets is 99% ± 3%', () => {
    const bet = { target: 5_000, direction: 'under' as const };
    expect(diceChance(bet)).toBe(5_000);
    expect(diceMultiplier(bet)).toBe(19_800);
    expect(dicePayout(bet, 4_999, 10_000n)).toBe(19_800n);
    expect(dicePayout(bet, 5_000, 10_000n)).toBe(0n);
    const returned = rolls.reduce((s, r) => s + dicePayout(bet, r, 10_000n), 0n);
    const rtp = Number(returned) / (N * 10_000);
    expect(Math.abs(rtp - (10_000 - HOUSE_EDGE_BP) / 10_000)).toBeLessThan(0.03);
  });

  it('over wins above the target; chances outside 1%–98% are refused', () => {
    expect(dicePayout({ target: 9_000, direction: 'over' }, 9_001, 100n)).toBeGreaterThan(0n);
    expect(dicePayout({ target: 9_000, direction: 'over' }, 9_000, 100n)).toBe(0n);
    expect(diceBetProblem({ target: 9_999, direction: 'under' })).toMatch(/between 1% and 98%/);
    expect(diceBetProblem({ target: 50, direction: 'under' })).toMatch(/between 1% and 98%/);
    expect(diceBetProblem({ target: 5_000, direction: 'over' })).toBeNull();
  });
});

describe('in-house fairness: crash', () => {
  const points = Array.from({ length: N }, (_, nonce) => crashPoint(SERVER, CLIENT, nonce));

  it('the crash point is ⌊99 / (1 − r)⌋ / 100 from the first 52 bits of the HMAC (recomputed independently), at least 1.00', () => {
    for (const nonce of [0, 5, 42]) {
      const hex = createHmac('sha256', SERVER).update(`${CLIENT}:${nonce}`).digest('hex').slice(0, 13);
      const h = BigInt(`0x${hex}`);
      const e = 2n ** 52n;
      const want = Math.max(100, Number((9_900n * e) / (100n * (e - h))));
      expect(crashPoint(SERVER, CLIENT, nonce)).toBe(want);
    }
    expect(Math.min(...points)).toBe(100);
  });

  it(`${N} rounds: P(crash ≥ 2.00×) = 49.5% ± 1.5%, P(crash ≥ 10×) = 9.9% ± 1%`, () => {
    const at = (m: number) => points.filter((p) => p >= m).length / N;
    expect(Math.abs(at(200) - 0.495)).toBeLessThan(0.015);
    expect(Math.abs(at(1_000) - 0.099)).toBeLessThan(0.01);
  });

  it('an auto cash-out pays stake × cash-out when the crash point reaches it, else nothing', () => {
    expect(crashPayout(200, 200, 1_000n)).toBe(2_000n);
    expect(crashPayout(201, 200, 1_000n)).toBe(0n);
    expect(crashPayout(150, 1_000, 333n)).toBe(499n);
  });
});
