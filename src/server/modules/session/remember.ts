// "Remember me" without a stored password (the original platform kept the password in a plaintext cookie;
// never copy that): a random token in an HttpOnly, SameSite=Lax site cookie (Secure and __Host- over https), stored
// hashed, 1 day for the whole chain, revoked on logout.
// Every use replaces the token by a successor of the same chain (the old one dies); a replaced token that comes
// back later means someone kept a copy of the cookie, and the whole chain (and its sessions) is revoked.
// A chain is bound to the browser it was issued to: its loginDeviceId (localStorage) and user agent.
import type { FastifyReply, FastifyRequest } from 'fastify';
import type { Clock } from '../../clock.ts';
import type { Queryable } from '../../db/types.ts';
import { readSiteCookie, serializeSiteCookie } from '../../http/cookies.ts';
import { randomToken, safeEqual, sha256 } from '../../security/tokens.ts';

export const REMEMBER_COOKIE = 'wps_remember';
const DAY_MS = 24 * 3_600_000;
/**
 * Two tabs restoring the same cookie at once both present it; the slower one, within this time of the rotation,
 * is turned away without revoking the chain (its browser already holds the successor cookie).
 */
export const REPLAY_GRACE_MS = 10_000;

/** The browser a chain belongs to: the app's loginDeviceId and the user agent, hashed (neither is stored as is). */
export function deviceHash(request: FastifyRequest, deviceId: string | null | undefined): string {
  return sha256(`${deviceId ?? ''}\n${request.clientUserAgent ?? ''}`);
}

export interface RememberChain {
  id: string;
  /** The chain's end: rotation never extends the remember-me day. */
  expiresAt: number;
}

/** Store a token (a new chain, or the successor in `chain`), set the cookie; returns the token row's id. */
export async function issueRememberToken(
  db: Queryable,
  clock: Clock,
  request: FastifyRequest,
  reply: FastifyReply,
  opts: { brandId: string; memberId: string; sessionId?: string | null; deviceId?: string | null | undefined; chain?: RememberChain },
): Promise<string> {
  const token = randomToken();
  const now = clock.now();
  const chain = opts.chain ?? { id: randomToken(16), expiresAt: now + DAY_MS };
  const r = await db.query<{ id: string }>(
    `INSERT INTO remember_tokens (brand_id, member_id, session_id, token_hash, created_at, expires_at, chain_id, device_hash)
     VALUES ($1, $2, $3, $4, $5, $6, $7, $8) RETURNING id`,
    [opts.brandId, opts.memberId, opts.sessionId ?? null, sha256(token), new Date(now), new Date(chain.expiresAt), chain.id, deviceHash(request, opts.deviceId)],
  );
  const maxAge = Math.max(1, Math.floor((chain.expiresAt - now) / 1000));
  reply.header('set-cookie', serializeSiteCookie(request, REMEMBER_COOKIE, token, { maxAge }));
  return r.rows[0]!.id;
}

export function rememberCookie(request: FastifyRequest): string | undefined {
  const v = readSiteCookie(request, REMEMBER_COOKIE);
  return v && v.length <= 200 ? v : undefined;
}

interface TokenRow {
  id: string;
  member_id: string;
  chain_id: string | null;
  device_hash: string | null;
  expires_at: Date;
  revoked_at: Date | null;
  rotated_at: Date | null;
}

export interface RememberedToken {
  id: string;
  memberId: string;
  chain: RememberChain;
}

/** Revoke every token of a chain and end the sessions they opened. */
async function revokeChain(db: Queryable, chainId: string, nowMs: number): Promise<void> {
  const now = new Date(nowMs);
  const r = await db.query<{ session_id: string | null }>(
    'UPDATE remember_tokens SET revoked_at = COALESCE(revoked_at, $2) WHERE chain_id = $1 RETURNING session_id',
    [chainId, now],
  );
  const sessions = r.rows.map((row) => row.session_id).filter((s): s is string => s !== null);
  if (sessions.length) await db.query('UPDATE sessions SET revoked_at = COALESCE(revoked_at, $2) WHERE id = ANY($1::bigint[])', [sessions, now]);
}

/**
 * The live, unreplaced token of this brand behind the cookie, presented from the browser it was issued to; null
 * otherwise. A replaced token coming back after the grace time, or a token presented by another browser,
 * revokes its whole chain. Nothing is used up here: rotateRememberToken does that once the login goes through.
 */
export async function findRememberToken(
  db: Queryable,
  clock: Clock,
  request: FastifyRequest,
  brandId: string,
  token: string,
  deviceId: string | null | undefined,
): Promise<RememberedToken | null> {
  const now = clock.now();
  const r = await db.query<TokenRow>(
    'SELECT id, member_id, chain_id, device_hash, expires_at, revoked_at, rotated_at FROM remember_tokens WHERE token_hash = $1 AND brand_id = $2',
    [sha256(token), brandId],
  );
  const row = r.rows[0];
  if (!row || row.revoked_at || new Date(row.expires_at).getTime() <= now) return null;
  const chainId = row.chain_id ?? `token:${row.id}`;
  if (row.rotated_at) {
    if (now - new Date(row.rotated_at).getTime() > REPLAY_GRACE_MS) await revokeChain(db, chainId, now);
    return null;
  }
  if (row.device_hash && !safeEqual(row.device_hash, deviceHash(request, deviceId))) {
    await revokeChain(db, chainId, now);
    return null;
  }
  return { id: row.id, memberId: row.member_id, chain: { id: chainId, expiresAt: new Date(row.expires_at).getTime() } };
}

/** Use up a token (exactly once, even between instances); false when it was used, replaced or revoked meanwhile. */
export async function rotateRememberToken(db: Queryable, clock: Clock, tokenId: string): Promise<boolean> {
  const r = await db.query('UPDATE remember_tokens SET rotated_at = $2 WHERE id = $1 AND rotated_at IS NULL AND revoked_at IS NULL RETURNING 1', [
    tokenId,
    new Date(clock.now()),
  ]);
  return r.rowCount > 0;
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
  reply.header('set-cookie', serializeSiteCookie(request, REMEMBER_COOKIE, '', { maxAge: 0 }));
}
