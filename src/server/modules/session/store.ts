// Sessions in the database (the API stays stateless: any instance resolves any token). The token is 32
// random bytes the client holds; the table keeps its SHA-256. A session ends when idle (brand or server
// setting, default 15 min), 24 h after login, on logout, or when the password changes.
import type { LoadedBrand } from '../../../engine/brand/loaded.ts';
import type { Clock } from '../../clock.ts';
import type { Queryable } from '../../db/types.ts';
import type { Session, SessionStore } from '../../http/headers.ts';
import { randomToken, sha256 } from '../../security/tokens.ts';

export const SESSION_ABSOLUTE_MS = 24 * 3_600_000;
const MINUTE = 60_000;

export function idleMinutesFor(brand: LoadedBrand, serverDefault: number): number {
  return brand.config.login.sessionIdleMinutes ?? serverDefault;
}

export class DbSessionStore implements SessionStore {
  constructor(
    private readonly db: Queryable,
    private readonly clock: Clock,
    private readonly serverIdleMinutes: number,
  ) {}

  /** The live session of this brand for a token, touched (its idle timer restarts); null otherwise. */
  async lookup(token: string, brand: LoadedBrand): Promise<Session | null> {
    if (token.length > 200) return null;
    const now = this.clock.now();
    const r = await this.db.query<{
      id: string;
      member_id: string;
      username: string;
      type: number;
      password_change_without_old: boolean;
      first_time_login: boolean;
    }>(
      `WITH s AS (
         UPDATE sessions SET last_seen_at = $3, idle_expires_at = $4
         WHERE token_hash = $1 AND brand_id = $2 AND revoked_at IS NULL AND idle_expires_at > $3 AND absolute_expires_at > $3
         RETURNING id, member_id, password_change_without_old, first_time_login
       )
       SELECT s.id, s.member_id, s.password_change_without_old, s.first_time_login, m.username, m.type FROM s JOIN members m ON m.id = s.member_id`,
      [sha256(token), brand.id, new Date(now), new Date(now + idleMinutesFor(brand, this.serverIdleMinutes) * MINUTE)],
    );
    const row = r.rows[0];
    if (!row) return null;
    return {
      token,
      sessionId: row.id,
      customerId: row.member_id,
      brandId: brand.id,
      username: row.username,
      memberType: String(row.type),
      passwordChangeWithoutOld: row.password_change_without_old,
      firstTimeLogin: row.first_time_login,
    };
  }
}

export interface NewSession {
  brandId: string;
  memberId: string;
  ip: string;
  userAgent: string | null;
  deviceId: string | null;
  idleMinutes: number;
  passwordChangeWithoutOld: boolean;
  firstTimeLogin: boolean;
}

/** Start a session; the raw token is returned once and never stored. */
export async function createSession(db: Queryable, clock: Clock, s: NewSession): Promise<{ token: string; id: string }> {
  const token = randomToken();
  const now = clock.now();
  const r = await db.query<{ id: string }>(
    `INSERT INTO sessions (brand_id, member_id, token_hash, created_at, last_seen_at, idle_expires_at, absolute_expires_at, ip,
       user_agent, device_id, password_change_without_old, first_time_login)
     VALUES ($1, $2, $3, $4, $4, $5, $6, $7, $8, $9, $10, $11) RETURNING id`,
    [
      s.brandId,
      s.memberId,
      sha256(token),
      new Date(now),
      new Date(now + s.idleMinutes * MINUTE),
      new Date(now + SESSION_ABSOLUTE_MS),
      s.ip,
      s.userAgent?.slice(0, 500) ?? null,
      s.deviceId,
      s.passwordChangeWithoutOld,
      s.firstTimeLogin,
    ],
  );
  return { token, id: r.rows[0]!.id };
}

/** Logout: the session behind a token (any state) stops working. Returns its id when there was one. */
export async function revokeSessionByToken(db: Queryable, clock: Clock, brandId: string, token: string): Promise<string | null> {
  const r = await db.query<{ id: string }>(
    'UPDATE sessions SET revoked_at = COALESCE(revoked_at, $3) WHERE token_hash = $1 AND brand_id = $2 RETURNING id',
    [sha256(token), brandId, new Date(clock.now())],
  );
  return r.rows[0]?.id ?? null;
}

/** After a password change or reset: every session (but the one making the change) and every remember token ends. */
export async function revokeMemberSessions(db: Queryable, clock: Clock, memberId: string, keepSessionId?: string): Promise<void> {
  const now = new Date(clock.now());
  await db.query('UPDATE sessions SET revoked_at = $2 WHERE member_id = $1 AND revoked_at IS NULL AND id <> $3', [
    memberId,
    now,
    keepSessionId ?? '0',
  ]);
  await db.query('UPDATE remember_tokens SET revoked_at = $2 WHERE member_id = $1 AND revoked_at IS NULL', [memberId, now]);
}

/** The session no longer needs the old password to change it (the forced change happened). */
export async function clearPasswordChangeWithoutOld(db: Queryable, sessionId: string): Promise<void> {
  await db.query('UPDATE sessions SET password_change_without_old = false, first_time_login = false WHERE id = $1', [sessionId]);
}
