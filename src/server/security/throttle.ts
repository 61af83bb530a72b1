// Abuse limits kept in the database, so every instance behind a load balancer agrees on them.
import type { Clock } from '../clock.ts';
import type { Queryable } from '../db/types.ts';
import { ApiError, ErrorCode } from '../http/errors.ts';

/**
 * At most one request per interval for (scope, subject), e.g. one captcha per second per IP (the rule "Captcha
 * refresh and code sending": at most once per 1000 ms, docs/spec/rules.md).
 * One atomic upsert: of two simultaneous requests (even on two instances) exactly one wins.
 */
export async function takeThrottleSlot(db: Queryable, scope: string, subject: string, nowMs: number, intervalMs = 1000): Promise<boolean> {
  const now = new Date(nowMs);
  const r = await db.query(
    `INSERT INTO request_throttles (scope, subject, last_at) VALUES ($1, $2, $3)
     ON CONFLICT (scope, subject) DO UPDATE SET last_at = EXCLUDED.last_at
       WHERE request_throttles.last_at <= $4
     RETURNING 1`,
    [scope, subject, now, new Date(nowMs - intervalMs)],
  );
  return r.rowCount > 0;
}

export type BlockScope = 'login.account' | 'login.ip' | 'sms.number' | 'sms.ip' | 'reset.number' | 'reset.ip';

/** A cap of a sliding window: more than `max` events in the last `windowMs` (the event being counted included). */
export interface WindowCap {
  windowMs: number;
  max: number;
}

/** Event kinds counted in limit_events (those no other table records). */
export type EventScope = 'reset.number' | 'reset.ip' | 'mail.recipient';

export async function addEvent(db: Queryable, brandId: string, scope: EventScope, subject: string, nowMs: number): Promise<void> {
  await db.query('INSERT INTO limit_events (brand_id, scope, subject, created_at) VALUES ($1, $2, $3, $4)', [brandId, scope, subject, new Date(nowMs)]);
}

/** Events of (scope, subject) in the last windowMs: nothing resets the count, only time. */
export async function countEvents(db: Queryable, brandId: string, scope: EventScope, subject: string, nowMs: number, windowMs: number): Promise<number> {
  const r = await db.query<{ n: string }>(
    'SELECT count(*) AS n FROM limit_events WHERE brand_id = $1 AND scope = $2 AND subject = $3 AND created_at > $4',
    [brandId, scope, subject, new Date(nowMs - windowMs)],
  );
  return Number(r.rows[0]?.n ?? 0);
}

/** The latest block on (scope, subject): its end, and whether it is still running. */
export async function latestBlock(
  db: Queryable,
  brandId: string,
  scope: BlockScope,
  subject: string,
): Promise<{ until: number } | null> {
  const r = await db.query<{ blocked_until: Date }>(
    `SELECT blocked_until FROM rate_blocks WHERE brand_id = $1 AND scope = $2 AND subject = $3
     ORDER BY blocked_until DESC LIMIT 1`,
    [brandId, scope, subject],
  );
  const row = r.rows[0];
  return row ? { until: new Date(row.blocked_until).getTime() } : null;
}

export async function addBlock(db: Queryable, brandId: string, scope: BlockScope, subject: string, nowMs: number, untilMs: number): Promise<void> {
  await db.query(
    'INSERT INTO rate_blocks (brand_id, scope, subject, blocked_until, created_at) VALUES ($1, $2, $3, $4, $5)',
    [brandId, scope, subject, new Date(untilMs), new Date(nowMs)],
  );
}

/** Refuse a second captcha or code request within a second from the same IP on a brand ("Captcha refresh and code sending"): 429 request.throttled. */
export async function throttlePerIp(db: Queryable, clock: Clock, scope: string, brandId: string, ip: string): Promise<void> {
  if (!(await takeThrottleSlot(db, scope, `${brandId}:${ip}`, clock.now())))
    throw new ApiError(429, ErrorCode.throttled, 'Too many requests, please try again in a moment');
}
