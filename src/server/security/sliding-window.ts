// Sliding-window limits checked and recorded atomically. Counting the window and then recording the event as
// two steps lets a burst of requests sent together all read the same count and all pass; here both happen in one
// short transaction under a per-key advisory lock, so of any burst (even across server instances sharing one
// PostgreSQL) exactly as many pass as the window has room for. The events live in limit_events.
import type { Database, Queryable } from '../db/types.ts';
import { ApiError, ErrorCode } from '../http/errors.ts';

/** A window: at most `max` events of `scope` per subject in any `windowMs`. */
export interface SlidingWindow {
  scope: string;
  windowMs: number;
  max: number;
}

/** One window applied to one subject (a member id, an IP, an account name…). */
export interface WindowClaim {
  window: SlidingWindow;
  subject: string;
}

export type WindowTake =
  /** Recorded: the ids of the events written, one per claim, in the order given (see releaseWindowSlots). */
  | { taken: true; eventIds: string[] }
  /** Nothing recorded: the first full window, and when it has room again. */
  | { taken: false; claim: WindowClaim; retryAfterMs: number };

/**
 * The advisory-lock class of these keys (limit_events came with migration 005), so they never meet the
 * pg_advisory_xact_lock(bigint) keys of other modules.
 * Two different keys may share a hash: they then only wait for each other, never pass together.
 */
const LOCK_CLASS = 5;

/** Holds the per-key lock until tx ends; every writer of the key's window takes it first. */
export async function lockWindowKey(tx: Queryable, key: string): Promise<void> {
  await tx.query('SELECT pg_advisory_xact_lock($1::int, hashtext($2))', [LOCK_CLASS, key]);
}

const keyOf = (brandId: string, c: WindowClaim): string => `${brandId}|${c.window.scope}|${c.subject}`;

/**
 * When a window holding `count` events in (cutoff, now] has room again: once the oldest count-max+1 of them have
 * aged out. `eventTimes` must return the events' times, oldest first.
 */
export function retryAfterMs(eventTimesAsc: readonly number[], window: Pick<SlidingWindow, 'windowMs' | 'max'>, nowMs: number): number {
  const n = eventTimesAsc.length;
  if (n < window.max) return 0;
  const freeing = eventTimesAsc[n - window.max] ?? nowMs;
  return Math.max(1, freeing + window.windowMs - nowMs);
}

async function eventTimes(tx: Queryable, brandId: string, c: WindowClaim, nowMs: number): Promise<number[]> {
  const r = await tx.query<{ created_at: Date | string }>(
    `SELECT created_at FROM limit_events WHERE brand_id = $1 AND scope = $2 AND subject = $3 AND created_at > $4
     ORDER BY created_at ASC`,
    [brandId, c.window.scope, c.subject, new Date(nowMs - c.window.windowMs)],
  );
  return r.rows.map((row) => new Date(row.created_at).getTime());
}

/**
 * The same as takeWindowSlots inside a transaction the caller already holds (its other writes then commit or roll
 * back with the events).
 */
export async function takeWindowSlotsIn(tx: Queryable, brandId: string, claims: readonly WindowClaim[], nowMs: number): Promise<WindowTake> {
  // Locks in one fixed order, so two requests claiming the same keys cannot wait on each other forever.
  const keys = [...new Set(claims.map((c) => keyOf(brandId, c)))].sort();
  for (const key of keys) await lockWindowKey(tx, key);
  for (const claim of claims) {
    const times = await eventTimes(tx, brandId, claim, nowMs);
    if (times.length >= claim.window.max)
      return {
        taken: false,
        claim,
        retryAfterMs: retryAfterMs(times, claim.window, nowMs),
      };
  }
  const eventIds: string[] = [];
  for (const claim of claims) {
    const r = await tx.query<{ id: string }>('INSERT INTO limit_events (brand_id, scope, subject, created_at) VALUES ($1, $2, $3, $4) RETURNING id', [
      brandId,
      claim.window.scope,
      claim.subject,
      new Date(nowMs),
    ]);
    eventIds.push(String(r.rows[0]?.id));
  }
  return { taken: true, eventIds };
}

/**
 * Records one event in every claimed window, or in none when any of them is full. Atomic: the counts and the
 * inserts happen under the claims' locks in one transaction.
 */
export async function takeWindowSlots(db: Database, brandId: string, claims: readonly WindowClaim[], nowMs: number): Promise<WindowTake> {
  return db.transaction((tx) => takeWindowSlotsIn(tx, brandId, claims, nowMs));
}

/** Gives back slots taken for something that did not happen after all (e.g. a reservation whose guess was right). */
export async function releaseWindowSlots(db: Queryable, eventIds: readonly string[]): Promise<void> {
  if (eventIds.length) await db.query('DELETE FROM limit_events WHERE id = ANY($1::bigint[])', [eventIds]);
}

/** The 429 of a full window: request.throttled with value {retryAfterSeconds}, like the other account limits. */
export function throttledError(retryAfterMsValue: number): ApiError {
  const retryAfterSeconds = Math.max(1, Math.ceil(retryAfterMsValue / 1000));
  return new ApiError(429, ErrorCode.throttled, 'Too many requests, please try again in a moment', { value: { retryAfterSeconds } });
}

/**
 * One line for a route: records the request in every window or throws 429 request.throttled. Returns the event
 * ids (rarely needed).
 */
export async function requireWindowSlots(db: Database, brandId: string, claims: readonly WindowClaim[], nowMs: number): Promise<string[]> {
  const take = await takeWindowSlots(db, brandId, claims, nowMs);
  if (!take.taken) throw throttledError(take.retryAfterMs);
  return take.eventIds;
}
