// Login abuse limits: the captcha after a few failures and lockouts after more, per account and per IP, counted
// in sliding windows of the login_attempts table (every instance agrees). A success resets nothing: an attacker
// who logs into an account of their own between guesses gains no guesses.
import type { LoadedBrand } from '../../../engine/brand/loaded.ts';
import type { Database, Queryable } from '../../db/types.ts';
import { lockWindowKey } from '../../security/sliding-window.ts';
import { addBlock, latestBlock, type WindowCap } from '../../security/throttle.ts';

const HOUR = 3_600_000;
const DAY = 24 * HOUR;
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

/** A wrong password or SMS code, or a wrong second-factor answer: both count toward the same lockout. */
export type FailureKind = 'password' | 'second_factor';

type Scope = 'login.account' | 'login.ip';

/**
 * The kind of a guess whose password is still being checked: counted as a failure by every window until it is
 * settled (a wrong guess becomes 'password', a right one is deleted).
 */
const PENDING = 'pending';

export interface LockRule extends WindowCap {
  scope: Scope;
  lockMs: number;
}

/** The captcha window: failures of the account or the IP in the last day. */
export const CAPTCHA_WINDOW_MS = DAY;

/**
 * The brand's lockAfterFailures (L) and lockMinutes (M) as sliding windows. The account: L failures in an hour
 * lock it M minutes, 3·L in a day lock it 4·M. The IP gets more room, since many players may share it behind a
 * NAT: 2·L in an hour lock it M minutes, 10·L in a day 4·M. While a window still holds its cap, every further
 * failure locks again: the count never restarts after a lock.
 */
export function lockRules(limits: LoginLimits): LockRule[] {
  const l = limits.lockAfterFailures;
  const m = limits.lockMinutes * MINUTE;
  return [
    { scope: 'login.account', windowMs: HOUR, max: l, lockMs: m },
    { scope: 'login.account', windowMs: DAY, max: 3 * l, lockMs: 4 * m },
    { scope: 'login.ip', windowMs: HOUR, max: 2 * l, lockMs: m },
    { scope: 'login.ip', windowMs: DAY, max: 10 * l, lockMs: 4 * m },
  ];
}

const subjectOf = (s: LoginSubject, scope: Scope): string => (scope === 'login.ip' ? s.ip : s.accountKey);

/**
 * Failures of the account (or the IP) in the last windowMs, whatever succeeded in between; guesses still being
 * checked (see reserveAttempt) count as failures, and `pending` says how many of them there are.
 */
async function attemptsIn(db: Queryable, s: LoginSubject, scope: Scope, nowMs: number, windowMs: number): Promise<{ failures: number; pending: number }> {
  const column = scope === 'login.ip' ? 'ip' : 'username_key';
  const r = await db.query<{ n: string; pending: string }>(
    `SELECT count(*) AS n, count(*) FILTER (WHERE kind = '${PENDING}') AS pending
     FROM login_attempts WHERE brand_id = $1 AND ${column} = $2 AND NOT succeeded AND created_at > $3`,
    [s.brandId, subjectOf(s, scope), new Date(nowMs - windowMs)],
  );
  return { failures: Number(r.rows[0]?.n ?? 0), pending: Number(r.rows[0]?.pending ?? 0) };
}

async function failuresIn(db: Queryable, s: LoginSubject, scope: Scope, nowMs: number, windowMs: number): Promise<number> {
  return (await attemptsIn(db, s, scope, nowMs, windowMs)).failures;
}

/** When a running lock on the account or the IP ends (ms), else null. */
export async function lockedUntil(db: Queryable, s: LoginSubject, nowMs: number): Promise<number | null> {
  const blocks = await Promise.all([latestBlock(db, s.brandId, 'login.account', s.accountKey), latestBlock(db, s.brandId, 'login.ip', s.ip)]);
  const running = blocks.filter((b): b is { until: number } => b !== null && b.until > nowMs).map((b) => b.until);
  return running.length ? Math.max(...running) : null;
}

/** Whether this login must carry a correct captcha: failuresBeforeCaptcha failures of the account or the IP in a day. */
export async function captchaNeeded(db: Queryable, s: LoginSubject, limits: LoginLimits, nowMs: number): Promise<boolean> {
  if (limits.captcha === 'always') return true;
  if (limits.captcha === 'never') return false;
  const [account, ip] = await Promise.all([
    failuresIn(db, s, 'login.account', nowMs, CAPTCHA_WINDOW_MS),
    failuresIn(db, s, 'login.ip', nowMs, CAPTCHA_WINDOW_MS),
  ]);
  return account >= limits.failuresBeforeCaptcha || ip >= limits.failuresBeforeCaptcha;
}

/** Kept as the audit trail of who signed in from where; it lifts no limit. */
export async function recordSuccess(db: Queryable, s: LoginSubject, memberId: string, nowMs: number): Promise<void> {
  await db.query(
    'INSERT INTO login_attempts (brand_id, username_key, member_id, ip, succeeded, created_at) VALUES ($1, $2, $3, $4, true, $5)',
    [s.brandId, s.accountKey, memberId, s.ip, new Date(nowMs)],
  );
}

/** When a window of lockRules holds its cap, lock the account and/or IP. Returns the lock's end. */
async function lockIfCapped(db: Queryable, s: LoginSubject, limits: LoginLimits, nowMs: number): Promise<number | null> {
  let lockEnd: number | null = null;
  for (const rule of lockRules(limits)) {
    if ((await failuresIn(db, s, rule.scope, nowMs, rule.windowMs)) < rule.max) continue;
    const until = nowMs + rule.lockMs;
    await addBlock(db, s.brandId, rule.scope, subjectOf(s, rule.scope), nowMs, until);
    lockEnd = Math.max(lockEnd ?? 0, until);
  }
  return lockEnd;
}

/** Record a failure; when a window of lockRules reaches its cap, lock the account and/or IP. Returns the lock's end. */
export async function recordFailure(
  db: Queryable,
  s: LoginSubject,
  memberId: string | null,
  limits: LoginLimits,
  nowMs: number,
  kind: FailureKind = 'password',
): Promise<number | null> {
  await db.query(
    'INSERT INTO login_attempts (brand_id, username_key, member_id, ip, succeeded, created_at, kind) VALUES ($1, $2, $3, $4, false, $5, $6)',
    [s.brandId, s.accountKey, memberId, s.ip, new Date(nowMs), kind],
  );
  return lockIfCapped(db, s, limits, nowMs);
}

/** The account's and the IP's window locks, always in the same order (two requests never wait on each other). */
async function lockWindows(tx: Queryable, s: LoginSubject): Promise<void> {
  for (const key of [`login.account:${s.brandId}:${s.accountKey}`, `login.ip:${s.brandId}:${s.ip}`].sort()) await lockWindowKey(tx, key);
}

export type Reservation =
  | { kind: 'locked'; until: number }
  | { kind: 'captcha' }
  /** Reserved: settle it with settleFailure or releaseAttempt. `captcha`: this guess must carry a right captcha. */
  | { kind: 'reserved'; id: string; captcha: boolean };

/**
 * Takes the failure slot of one password (or SMS code) guess BEFORE it is checked, under the locks of the account
 * and the IP: the running lock, the captcha threshold and the lockout caps are decided and the guess recorded in
 * one step. Deciding and recording apart let a burst sent together all read the same count: every guess was
 * checked without a captcha. Now at most failuresBeforeCaptcha guesses are ever checked without one, and while
 * a guess in flight could fill a lockout window no further one is checked. No lock is held through the hash.
 */
export async function reserveAttempt(
  db: Database,
  s: LoginSubject,
  memberId: string | null,
  limits: LoginLimits,
  nowMs: number,
  captchaGiven: boolean,
): Promise<Reservation> {
  return db.transaction(async (tx) => {
    await lockWindows(tx, s);
    const locked = await lockedUntil(tx, s, nowMs);
    if (locked) return { kind: 'locked', until: locked };
    // A guess still in flight would lock the account or IP if wrong: wait for it, as one after another would.
    for (const rule of lockRules(limits)) {
      const { failures, pending } = await attemptsIn(tx, s, rule.scope, nowMs, rule.windowMs);
      if (pending > 0 && failures >= rule.max) return { kind: 'locked', until: nowMs + rule.lockMs };
    }
    const captcha = await captchaNeeded(tx, s, limits, nowMs);
    if (captcha && !captchaGiven) return { kind: 'captcha' };
    const r = await tx.query<{ id: string }>(
      `INSERT INTO login_attempts (brand_id, username_key, member_id, ip, succeeded, created_at, kind)
       VALUES ($1, $2, $3, $4, false, $5, '${PENDING}') RETURNING id`,
      [s.brandId, s.accountKey, memberId, s.ip, new Date(nowMs)],
    );
    return { kind: 'reserved', id: String(r.rows[0]?.id), captcha };
  });
}

/**
 * The reserved guess was wrong: it stays a failure; a full window locks the account and/or IP (the lock's end).
 * Under the same locks as reserveAttempt: between the guess turning from pending into a failure and the lock being
 * written, a reservation would see a full window with nothing in flight and no lock yet, and check one guess more.
 */
export async function settleFailure(db: Database, s: LoginSubject, reservationId: string, limits: LoginLimits, nowMs: number): Promise<number | null> {
  return db.transaction(async (tx) => {
    await lockWindows(tx, s);
    await tx.query(`UPDATE login_attempts SET kind = 'password' WHERE id = $1`, [reservationId]);
    return lockIfCapped(tx, s, limits, nowMs);
  });
}

/** The reserved guess was right (or never checked): it was no failure. */
export async function releaseAttempt(db: Queryable, reservationId: string): Promise<void> {
  await db.query('DELETE FROM login_attempts WHERE id = $1', [reservationId]);
}
