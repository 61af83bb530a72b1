// Game sessions of the sandbox vendor: a launch ticket is one-use, so redeeming it opens a session (random token,
// stored as SHA-256) that the page's buttons post to for 2 hours.
import { createHash, randomBytes } from 'node:crypto';
import type { Queryable } from '../../db/types.ts';

export const SANDBOX_SESSION_TTL_MS = 2 * 60 * 60_000;

const hashOf = (token: string): string => createHash('sha256').update(token).digest('hex');

export interface SandboxSession {
  brandId: string;
  memberId: string;
  nodeId: number;
  vendor: string;
  gameCode: string;
  gameType: string;
  backUrl: string;
  language: string;
  lastResult: string | null;
  /** Rounds started; the current round is number `rounds`. */
  rounds: number;
}

export async function openSandboxSession(q: Queryable, s: Omit<SandboxSession, 'lastResult' | 'rounds'>, nowMs: number): Promise<string> {
  const token = randomBytes(24).toString('base64url');
  await q.query(
    `INSERT INTO sandbox_sessions (token_hash, brand_id, member_id, node_id, vendor, game_code, game_type, back_url, language, created_at, expires_at)
     VALUES ($1, $2, $3, $4, $5, $6, $7, $8, $9, $10, $11)`,
    [hashOf(token), s.brandId, s.memberId, s.nodeId, s.vendor, s.gameCode, s.gameType, s.backUrl, s.language, new Date(nowMs), new Date(nowMs + SANDBOX_SESSION_TTL_MS)],
  );
  return token;
}

export async function findSandboxSession(q: Queryable, token: string, brandId: string, nowMs: number): Promise<SandboxSession | null> {
  if (!/^[A-Za-z0-9_-]{32}$/.test(token)) return null;
  const r = await q.query<{
    member_id: string;
    node_id: number;
    vendor: string;
    game_code: string;
    game_type: string;
    back_url: string;
    language: string;
    last_result: string | null;
    rounds: number;
  }>(
    `SELECT member_id, node_id, vendor, game_code, game_type, back_url, language, last_result, rounds FROM sandbox_sessions
     WHERE token_hash = $1 AND brand_id = $2 AND expires_at > $3`,
    [hashOf(token), brandId, new Date(nowMs)],
  );
  const row = r.rows[0];
  if (!row) return null;
  return {
    brandId,
    memberId: String(row.member_id),
    nodeId: row.node_id,
    vendor: row.vendor,
    gameCode: row.game_code,
    gameType: row.game_type,
    backUrl: row.back_url,
    language: row.language,
    lastResult: row.last_result,
    rounds: row.rounds,
  };
}

/** Record what the last button did; a new round only when the session is still at `fromRound` (a double submit starts one). */
export async function updateSandboxSession(q: Queryable, token: string, lastResult: string, nextRound?: { from: number }): Promise<void> {
  if (nextRound)
    await q.query('UPDATE sandbox_sessions SET last_result = $2, rounds = $3 + 1 WHERE token_hash = $1 AND rounds = $3', [hashOf(token), lastResult, nextRound.from]);
  else await q.query('UPDATE sandbox_sessions SET last_result = $2 WHERE token_hash = $1', [hashOf(token), lastResult]);
}
