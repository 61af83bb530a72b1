// Which catalog games of the INHOUSE vendor are playable in-house, and the app page each one opens.
import { crashPayout, crashPoint, diceBetProblem, diceChance, dicePayout, diceRoll, CRASH_MAX_CASHOUT, CRASH_MIN_CASHOUT, DICE_OUTCOMES, HOUSE_EDGE_BP, type DiceBet } from './fair.ts';

export const INHOUSE_VENDOR = 'INHOUSE';
export const INHOUSE_GAME_TYPE = 'INHOUSE';

export type InhouseGame = 'dice' | 'crash';

/** Catalog game code → game (the shipped catalog's "Dice" and "Crash Rocket"). */
export const INHOUSE_GAMES: Record<string, InhouseGame> = { 'INHOUSE-0004': 'dice', 'INHOUSE-0001': 'crash' };
export const GAME_CODES: Record<InhouseGame, string> = { dice: 'INHOUSE-0004', crash: 'INHOUSE-0001' };

/** The app route that plays a game (launchGame answers it for INHOUSE games). */
export const gamePath = (game: InhouseGame): string => `/inhouse/${game}`;

/** Stake bounds in minor units (1.00 … 100,000.00). */
export const MIN_STAKE = 100n;
export const MAX_STAKE = 10_000_000n;

export interface CrashBet {
  /** Auto cash-out in hundredths (200 = 2.00×). */
  cashOut: number;
}

export type GameParams = DiceBet | CrashBet;
export type Outcome = { roll: number } | { crash: number };

export function paramsProblem(game: InhouseGame, params: GameParams): string | null {
  if (game === 'dice') return diceBetProblem(params as DiceBet);
  const { cashOut } = params as CrashBet;
  return Number.isInteger(cashOut) && cashOut >= CRASH_MIN_CASHOUT && cashOut <= CRASH_MAX_CASHOUT
    ? null
    : '/cashOut: must be between 1.01 and 1000.00';
}

/** The round's outcome and what it pays: a pure function of the seeds, the nonce, the bet and the stake. */
export function resolve(
  game: InhouseGame,
  params: GameParams,
  seeds: { serverSeed: string; clientSeed: string; nonce: number },
  stakeMinor: bigint,
): { outcome: Outcome; payoutMinor: bigint } {
  if (game === 'dice') {
    const roll = diceRoll(seeds.serverSeed, seeds.clientSeed, seeds.nonce);
    return { outcome: { roll }, payoutMinor: dicePayout(params as DiceBet, roll, stakeMinor) };
  }
  const crash = crashPoint(seeds.serverSeed, seeds.clientSeed, seeds.nonce);
  return { outcome: { crash }, payoutMinor: crashPayout((params as CrashBet).cashOut, crash, stakeMinor) };
}

/**
 * The bet's chance to win in parts per million, recorded on its bet record so that its valid bet is weighted by
 * the risk it takes (migration 028: stake × min(1, (1 − p) / p)). Dice: winning outcomes of 10,000. Crash:
 * P(crash ≥ m) = (1 − edge) / m for the auto cash-out m.
 */
export function winChancePpm(game: InhouseGame, params: GameParams): number {
  if (game === 'dice') return diceChance(params as DiceBet) * (1_000_000 / DICE_OUTCOMES);
  return Math.floor(((DICE_OUTCOMES - HOUSE_EDGE_BP) * 10_000) / (params as CrashBet).cashOut);
}
