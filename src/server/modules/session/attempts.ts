// Login abuse limits (issue #3): the captcha after N failures per account or per IP, and a lockout after
// more failures in a row, both counted from the login_attempts table so every instance agrees.
import type { LoadedBrand } from '../../../engine/brand/load.ts';
import type { Queryable } from '../../db/types.ts';
import { addBlock, latestBlock } from '../../security/throttle.ts';

const DAY_MS = 24 * 3_600_000;
const MINUTE = 60_000;

export interface LoginLimits {
  captcha: 'always' | 'afterFailures' | 'never';
  failuresBeforeCaptcha: number;
  lockAfterFailures: number;
  lockMinutes: number;
}

export function loginLimits(brand: LoadedBrand): LoginLimits {
  const l = brand.config.login;
  return {
    captcha: l.captcha,
    failuresBeforeCaptcha: l.failuresBeforeCaptcha ?? 3,
    lockAfterFailures: l.lockAfterFailures ?? 10,
    lockMinutes: l.lockMinutes ?? 15,
  };
}

/** Who is trying: the account (lower-cased name, or the mobile number when no account matches) and the IP. */
export interface LoginSubject {
  brandId: string;
  accountKey: string;
  ip: string;
}

type Column = 'username_key' | 'ip';

/** Failures of one account (or IP) since its last success, the last lock's end and `floor`. */
async function failuresSince(db: Queryable, s: LoginSubject, column: Column, floorMs: number): Promise<number> {
  const subject = column === 'ip' ? s.ip : s.accountKey;
  const r = await db.query<{ n: string }>(
    `SELECT count(*) AS n FROM login_attempts
     WHERE brand_id = $1 AND ${column} = $2 AND NOT succeeded AND created_at > $3
       AND created_at > COALESCE((SELECT max(created_at) FROM login_attempts WHERE brand_id = $1 AND ${column} = $2 AND succeeded), '-infinity')`,
    [s.brandId, subject, new Date(floorMs)],
  );
  return Number(r.rows[0]?.n ?? 0);
}

/** When a running lock on the account or the IP ends (ms), else null. */
export async function lockedUntil(db: Queryable, s: LoginSubject, nowMs: number): Promise<number | null> {
  const blocks = await Promise.all([latestBlock(db, s.brandId, 'login.account', s.accountKey), latestBlock(db, s.brandId, 'login.ip', s.ip)]);
  const running = blocks.filter((b): b is { until: number } => b !== null && b.until > nowMs).map((b) => b.until);
  return running.length ? Math.max(...running) : null;
}

/** Whether this login must carry a correct captcha. */
export async function captchaNeeded(db: Queryable, s: LoginSubject, limits: LoginLimits, nowMs: number): Promise<boolean> {
  if (limits.captcha === 'always') return true;
  if (limits.captcha === 'never') return false;
  const floor = nowMs - DAY_MS;
  const [account, ip] = await Promise.all([failuresSince(db, s, 'username_key', floor), failuresSince(db, s, 'ip', floor)]);
  return account >= limits.failuresBeforeCaptcha || ip >= limits.failuresBeforeCaptcha;
}

export async function recordSuccess(db: Queryable, s: LoginSubject, memberId: string, nowMs: number): Promise<void> {
  await db.query(
    'INSERT INTO login_attempts (brand_id, username_key, member_id, ip, succeeded, created_at) VALUES ($1, $2, $3, $4, true, $5)',
    [s.brandId, s.accountKey, memberId, s.ip, new Date(nowMs)],
  );
}

/** Record a failure; when it completes a run of lockAfterFailures, lock the account and/or IP. Returns the lock's end. */
export async function recordFailure(
  db: Queryable,
  s: LoginSubject,
  memberId: string | null,
  limits: LoginLimits,
  nowMs: number,
): Promise<number | null> {
  await db.query(
    'INSERT INTO login_attempts (brand_id, username_key, member_id, ip, succeeded, created_at) VALUES ($1, $2, $3, $4, false, $5)',
    [s.brandId, s.accountKey, memberId, s.ip, new Date(nowMs)],
  );
  const until = nowMs + limits.lockMinutes * MINUTE;
  let locked = false;
  for (const [scope, column, subject] of [
    ['login.account', 'username_key', s.accountKey],
    ['login.ip', 'ip', s.ip],
  ] as const) {
    const last = await latestBlock(db, s.brandId, scope, subject);
    const floor = Math.max(nowMs - DAY_MS, last?.until ?? 0);
    if ((await failuresSince(db, s, column, floor)) >= limits.lockAfterFailures) {
      await addBlock(db, s.brandId, scope, subject, nowMs, until);
      locked = true;
    }
  }
  return locked ? until : null;
}
