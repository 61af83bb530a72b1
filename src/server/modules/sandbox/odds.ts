// The sandbox game's odds: the server draws every outcome, the player only stakes. Its return to player stays below
// 100% like any real game's: the house keeps an edge, so no number of rounds turns the stand-in into a source of
// money, although each round counts as a real bet (VIP, missions, points, turnover, agents' pay).
import { randomInt } from 'node:crypto';

export const SANDBOX_STAKE_MINOR = 1000n;
/** A winning round pays this many times the stake (the stake included); a losing round pays nothing. */
export const SANDBOX_WIN_MULTIPLIER = 2n;
/** Chance that a round wins, in basis points (1/100 of a percent). */
export const SANDBOX_WIN_CHANCE_BP = 4800;
/** Return to player in basis points: 2 × 48% = 96%. */
export const SANDBOX_RTP_BP = Number(SANDBOX_WIN_MULTIPLIER) * SANDBOX_WIN_CHANCE_BP;

/** What the server pays for a round of `stakeMinor`, by its own draw (never by anything the player sends). */
export function drawSandboxWin(stakeMinor: bigint): bigint {
  return randomInt(10_000) < SANDBOX_WIN_CHANCE_BP ? stakeMinor * SANDBOX_WIN_MULTIPLIER : 0n;
}
