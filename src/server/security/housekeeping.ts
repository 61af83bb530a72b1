// Rows that no longer decide anything: expired codes, challenges, throttles, blocks, keys. Deleted now and then
// so the tables stay small; login attempts and sessions are kept 30 days as an audit trail.
import type { Clock } from '../clock.ts';
import type { Queryable } from '../db/types.ts';

const DAY = 24 * 3_600_000;

export async function pruneExpired(db: Queryable, clock: Clock): Promise<void> {
  const now = clock.now();
  const at = (ms: number): Date => new Date(ms);
  await db.query('DELETE FROM request_throttles WHERE last_at < $1', [at(now - 3_600_000)]);
  await db.query('DELETE FROM captcha_challenges WHERE expires_at < $1', [at(now - 3_600_000)]);
  await db.query('DELETE FROM verification_codes WHERE created_at < $1', [at(now - DAY)]);
  await db.query('DELETE FROM login_challenges WHERE expires_at < $1', [at(now - DAY)]);
  await db.query('DELETE FROM rate_blocks WHERE blocked_until < $1', [at(now - DAY)]);
  await db.query('DELETE FROM limit_events WHERE created_at < $1', [at(now - DAY)]);
  await db.query('DELETE FROM handover_codes WHERE expires_at < $1', [at(now - DAY)]);
  await db.query('DELETE FROM step_up_failures WHERE created_at < $1', [at(now - DAY)]);
  await db.query('DELETE FROM password_resets WHERE expires_at < $1', [at(now - DAY)]);
  await db.query('DELETE FROM encryption_replays WHERE expires_at < $1', [at(now)]);
  await db.query('DELETE FROM launch_tickets WHERE expires_at < $1', [at(now - DAY)]);
  await db.query('DELETE FROM remember_tokens WHERE expires_at < $1', [at(now - 30 * DAY)]);
  await db.query('DELETE FROM sessions WHERE absolute_expires_at < $1', [at(now - 30 * DAY)]);
  await db.query('DELETE FROM login_attempts WHERE created_at < $1', [at(now - 30 * DAY)]);
}

/** Every intervalMs (default 10 min) on a timer that does not keep the process alive; returns the stop function. */
export function startHousekeeping(db: Queryable, clock: Clock, onError: (err: unknown) => void, intervalMs = 10 * 60_000): () => void {
  const timer = setInterval(() => {
    pruneExpired(db, clock).catch(onError);
  }, intervalMs);
  timer.unref();
  return () => clearInterval(timer);
}
