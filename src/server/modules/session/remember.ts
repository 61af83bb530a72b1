// "Remember me" without a stored password (api-notes §8 names the original's plaintext cookie as the thing
// not to copy): a random token in an HttpOnly, SameSite=Lax cookie, stored hashed, 1 day, revoked on logout.
import type { FastifyReply, FastifyRequest } from 'fastify';
import type { Clock } from '../../clock.ts';
import type { Queryable } from '../../db/types.ts';
import { readCookie, serializeCookie } from '../../http/cookies.ts';
import { randomToken, sha256 } from '../../security/tokens.ts';

export const REMEMBER_COOKIE = 'wps_remember';
const DAY_MS = 24 * 3_600_000;

function secure(request: FastifyRequest): boolean {
  return request.protocol === 'https';
}

export async function issueRememberToken(
  db: Queryable,
  clock: Clock,
  request: FastifyRequest,
  reply: FastifyReply,
  opts: { brandId: string; memberId: string; sessionId: string },
): Promise<void> {
  const token = randomToken();
  const now = clock.now();
  await db.query(
    `INSERT INTO remember_tokens (brand_id, member_id, session_id, token_hash, created_at, expires_at)
     VALUES ($1, $2, $3, $4, $5, $6)`,
    [opts.brandId, opts.memberId, opts.sessionId, sha256(token), new Date(now), new Date(now + DAY_MS)],
  );
  reply.header('set-cookie', serializeCookie(REMEMBER_COOKIE, token, { maxAge: DAY_MS / 1000, secure: secure(request) }));
}

export function rememberCookie(request: FastifyRequest): string | undefined {
  const v = readCookie(request.headers.cookie, REMEMBER_COOKIE);
  return v && v.length <= 200 ? v : undefined;
}

/** The member a live remember token of this brand belongs to; the token is re-linked to the new session by the caller. */
export async function redeemRememberToken(db: Queryable, clock: Clock, brandId: string, token: string): Promise<{ id: string; memberId: string } | null> {
  const r = await db.query<{ id: string; member_id: string }>(
    `SELECT id, member_id FROM remember_tokens WHERE token_hash = $1 AND brand_id = $2 AND revoked_at IS NULL AND expires_at > $3`,
    [sha256(token), brandId, new Date(clock.now())],
  );
  const row = r.rows[0];
  return row ? { id: row.id, memberId: row.member_id } : null;
}

export async function linkRememberToken(db: Queryable, rememberId: string, sessionId: string): Promise<void> {
  await db.query('UPDATE remember_tokens SET session_id = $2 WHERE id = $1', [rememberId, sessionId]);
}

/** Logout: the cookie's token and any token tied to the ending session stop working, and the cookie is cleared. */
export async function revokeRemember(
  db: Queryable,
  clock: Clock,
  request: FastifyRequest,
  reply: FastifyReply,
  brandId: string,
  sessionId: string | null,
): Promise<void> {
  const now = new Date(clock.now());
  const cookie = rememberCookie(request);
  if (cookie)
    await db.query('UPDATE remember_tokens SET revoked_at = $3 WHERE token_hash = $1 AND brand_id = $2 AND revoked_at IS NULL', [
      sha256(cookie),
      brandId,
      now,
    ]);
  if (sessionId)
    await db.query('UPDATE remember_tokens SET revoked_at = $2 WHERE session_id = $1 AND revoked_at IS NULL', [sessionId, now]);
  reply.header('set-cookie', serializeCookie(REMEMBER_COOKIE, '', { maxAge: 0, secure: secure(request) }));
}
