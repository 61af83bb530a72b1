// Provably fair outcomes of the in-house games (docs/inhouse-contract.md). Pure functions, shared by play and
// verification: given the revealed server seed, the client seed and the nonce anyone can recompute a round.
//
// Bytes: block 0 is HMAC-SHA256(serverSeed, `${clientSeed}:${nonce}`); should a game need more, block k is
// HMAC-SHA256(serverSeed, `${clientSeed}:${nonce}:${k}`). Every computation is on integers (no float rounding).
import { createHash, createHmac } from 'node:crypto';
import { INHOUSE_HOUSE_EDGE_BP } from '../../../engine/games/house-edge.ts';

/** House edge in basis points of the stake (1% = 100): what the game keeps on average (brands:check holds points below it). */
export const HOUSE_EDGE_BP = INHOUSE_HOUSE_EDGE_BP;
/** Dice rolls are 0.00–99.99: 10,000 outcomes, carried as hundredths. */
export const DICE_OUTCOMES = 10_000;
/** Dice win chance bounds in hundredths of a percent (1% … 98%). */
export const DICE_MIN_CHANCE = 100;
export const DICE_MAX_CHANCE = 9_800;
/** Crash multipliers in hundredths: 1.01× … 1000.00× auto cash-out; the crash point itself is capped. */
export const CRASH_MIN_CASHOUT = 101;
export const CRASH_MAX_CASHOUT = 100_000;
export const CRASH_CAP = 100_000_000;

export function hmacBlock(serverSeed: string, clientSeed: string, nonce: number, block = 0): Buffer {
  const message = block === 0 ? `${clientSeed}:${nonce}` : `${clientSeed}:${nonce}:${block}`;
  return createHmac('sha256', serverSeed).update(message).digest();
}

export const seedHash = (serverSeed: string): string => createHash('sha256').update(serverSeed).digest('hex');

/**
 * A uniform integer in [0, n) without modulo bias: 32-bit words are read in order and a word at or above the
 * largest multiple of n is skipped (rejection sampling); a block runs out only with probability ~(n/2³²)^8.
 */
export function uniformInt(serverSeed: string, clientSeed: string, nonce: number, n: number): number {
  const limit = Math.floor(2 ** 32 / n) * n;
  for (let block = 0; ; block++) {
    const bytes = hmacBlock(serverSeed, clientSeed, nonce, block);
    for (let i = 0; i + 4 <= bytes.length; i += 4) {
      const word = bytes.readUInt32BE(i);
      if (word < limit) return word % n;
    }
  }
}

export type DiceDirection = 'under' | 'over';

export interface DiceBet {
  /** Target in hundredths (e.g. 5000 = 50.00). */
  target: number;
  direction: DiceDirection;
}

/** Winning outcomes out of 10,000: under wins on roll < target, over on roll > target. */
export function diceChance(bet: DiceBet): number {
  return bet.direction === 'under' ? bet.target : DICE_OUTCOMES - 1 - bet.target;
}

/** Null when the bet is valid, else what is wrong (for a clear message). */
export function diceBetProblem(bet: DiceBet): string | null {
  if (!Number.isInteger(bet.target) || bet.target < 0 || bet.target >= DICE_OUTCOMES) return '/target: must be 0.00–99.99';
  const chance = diceChance(bet);
  if (chance < DICE_MIN_CHANCE || chance > DICE_MAX_CHANCE) return '/target: the win chance must be between 1% and 98%';
  return null;
}

/** The roll in hundredths: 0 … 9999 (0.00 … 99.99). */
export const diceRoll = (serverSeed: string, clientSeed: string, nonce: number): number =>
  uniformInt(serverSeed, clientSeed, nonce, DICE_OUTCOMES);

export const diceWins = (bet: DiceBet, roll: number): boolean => (bet.direction === 'under' ? roll < bet.target : roll > bet.target);

/** Payout multiplier in ten-thousandths: (100 − edge) / chance%, so chance × payout = 99% of the stake. */
export const diceMultiplier = (bet: DiceBet): number => Math.floor(((DICE_OUTCOMES - HOUSE_EDGE_BP) * 10_000) / diceChance(bet));

/** What a dice bet pays back (0 on a loss), floored to the minor unit. */
export function dicePayout(bet: DiceBet, roll: number, stakeMinor: bigint): bigint {
  if (!diceWins(bet, roll)) return 0n;
  return (stakeMinor * BigInt(DICE_OUTCOMES - HOUSE_EDGE_BP)) / BigInt(diceChance(bet));
}

/**
 * The crash point in hundredths: r = first 52 bits / 2⁵² is uniform in [0,1); crash = max(1.00, ⌊(1 − edge)/(1 − r)⌋₀.₀₁).
 * P(crash ≥ m) = (1 − edge)/m, so cashing out at m returns 1 − edge of the stake on average, whatever m.
 */
export function crashPoint(serverSeed: string, clientSeed: string, nonce: number): number {
  const bytes = hmacBlock(serverSeed, clientSeed, nonce);
  const h = BigInt(`0x${bytes.subarray(0, 7).toString('hex')}`) >> 4n; // 52 bits
  const e = 1n << 52n;
  const hundredths = (BigInt(DICE_OUTCOMES - HOUSE_EDGE_BP) * e) / (100n * (e - h));
  return Math.min(CRASH_CAP, Math.max(100, Number(hundredths)));
}

export function crashPayout(cashOut: number, crash: number, stakeMinor: bigint): bigint {
  return crash >= cashOut ? (stakeMinor * BigInt(cashOut)) / 100n : 0n;
}
