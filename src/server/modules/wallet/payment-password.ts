// The payment password (withdrawal and transfer to upline): checked against members.payment_password_hash,
// wrong ones counted per member in a sliding window that no success resets, so a stolen session token cannot
// guess on. The window lives in the database: every server instance sees the same count.
//
// A guess takes its failure slot BEFORE the password is checked (counted and recorded under the member's lock)
// and a right password gives that one slot back. Counting after the check would let a burst sent together all
// read the same count and all be checked; this way at most `max` passwords are checked in a window whatever the
// concurrency, and no lock is held through the slow hash.
import type { Database } from '../../db/types.ts';
import { ApiError, ErrorCode } from '../../http/errors.ts';
import { verifyPassword } from '../../security/passwords.ts';
import { lockWindowKey, retryAfterMs } from '../../security/sliding-window.ts';

/** At most 5 wrong payment passwords per member in any 15 minutes; then none is checked until one ages out. */
export const PAYMENT_PASSWORD_LIMIT = { max: 5, windowMs: 15 * 60_000 } as const;

export interface PaymentPasswordCheck {
  brandId: string;
  memberId: string;
  /** members.payment_password_hash (null: never set). */
  storedHash: string | null;
  password: string;
  now: number;
}

/** The failure slot of one guess, or when the window has room again. */
async function reserveFailure(db: Database, c: PaymentPasswordCheck): Promise<{ id: string } | { retryAfterMs: number }> {
  return db.transaction(async (tx) => {
    await lockWindowKey(tx, `payment-password:${c.memberId}`);
    const r = await tx.query<{ created_at: Date | string }>(
      'SELECT created_at FROM payment_password_failures WHERE member_id = $1 AND created_at > $2 ORDER BY created_at',
      [c.memberId, new Date(c.now - PAYMENT_PASSWORD_LIMIT.windowMs)],
    );
    const times = r.rows.map((row) => new Date(row.created_at).getTime());
    if (times.length >= PAYMENT_PASSWORD_LIMIT.max) return { retryAfterMs: retryAfterMs(times, PAYMENT_PASSWORD_LIMIT, c.now) };
    const slot = await tx.query<{ id: string }>(
      'INSERT INTO payment_password_failures (brand_id, member_id, created_at) VALUES ($1, $2, $3) RETURNING id',
      [c.brandId, c.memberId, new Date(c.now)],
    );
    return { id: String(slot.rows[0]?.id) };
  });
}

/** Throws payment.password_not_set, payment.password_locked (429) or payment.password_invalid; returns when it matches. */
export async function verifyPaymentPassword(db: Database, c: PaymentPasswordCheck): Promise<void> {
  if (!c.storedHash) throw new ApiError(400, ErrorCode.paymentPasswordNotSet, 'Please set a withdraw password in the security center first');
  const slot = await reserveFailure(db, c);
  if (!('id' in slot)) {
    const minutes = Math.max(1, Math.ceil(slot.retryAfterMs / 60_000));
    throw new ApiError(429, ErrorCode.paymentPasswordLocked, `Too many wrong withdraw passwords. Try again in ${minutes} min.`, {
      messageValues: { minutes },
    });
  }
  if (c.password && (await verifyPassword(c.password, c.storedHash))) {
    await db.query('DELETE FROM payment_password_failures WHERE id = $1', [slot.id]);
    return;
  }
  throw new ApiError(400, ErrorCode.paymentPasswordInvalid, 'The withdraw password is incorrect');
}
