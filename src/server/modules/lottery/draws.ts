// Draw results computed from the clock (no table): a game's draws fall every drawIntervalMinutes from its daily
// offset; the numbers of draw n come from a hash of the game and n, so every server agrees on them.
import { createHash } from 'node:crypto';
import type { OpenedNumero } from '../../../generated/types.ts';
import type { LottoGame } from './menus.ts';

const MINUTE = 60_000;

function drawNumbers(game: LottoGame, n: number): string[] {
  const bytes = createHash('sha256').update(`${game.gameCode}:${n}`).digest();
  const out: string[] = [];
  for (let i = 0; i < game.numbers; i++) {
    const value = bytes.readUInt32BE((i * 4) % 28) + i * 7919; // 28: the last full 4-byte window of 32 bytes
    out.push(String(value % 10 ** game.digits).padStart(game.digits, '0'));
  }
  return out;
}

/** The latest draw at nowMs and when the next one opens. */
export function latestDraw(game: LottoGame, nowMs: number): OpenedNumero {
  const period = game.drawIntervalMinutes * MINUTE;
  const origin = game.offsetMinutes * MINUTE;
  const n = Math.floor((nowMs - origin) / period);
  const openMs = origin + n * period;
  const open = new Date(openMs);
  // Issue number: the UTC day and the draw's number within the day, e.g. 20300115-0601.
  const day = open.toISOString().slice(0, 10).replace(/-/g, '');
  const dayStart = Date.UTC(open.getUTCFullYear(), open.getUTCMonth(), open.getUTCDate());
  const inDay = Math.floor((openMs - dayStart) / period) + 1;
  return {
    gameCode: game.gameCode,
    numero: `${day}-${String(inDay).padStart(4, '0')}`,
    winningNumbers: drawNumbers(game, n),
    openTime: open.toISOString(),
    nextOpenTime: new Date(openMs + period).toISOString(),
  };
}
