// The payment password (seed §2 withdrawal / transfer to upline): checked against members.payment_password_hash,
// wrong ones counted per member in a sliding window that no success resets, so a stolen session token cannot
// guess on. The window lives in the database: every server instance sees the same count.
import type { Database } from '../../db/types.ts';
import { ApiError, ErrorCode } from '../../http/errors.ts';
import { verifyPassword } from '../../security/passwords.ts';

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

/** Throws payment.password_not_set, payment.password_locked (429) or payment.password_invalid; returns when it matches. */
export async function verifyPaymentPassword(db: Database, c: PaymentPasswordCheck): Promise<void> {
  if (!c.storedHash) throw new ApiError(400, ErrorCode.paymentPasswordNotSet, 'Please set a withdraw password in the security center first');
  const since = new Date(c.now - PAYMENT_PASSWORD_LIMIT.windowMs);
  const r = await db.query<{ n: string; oldest: Date | string | null }>(
    'SELECT count(*) AS n, min(created_at) AS oldest FROM payment_password_failures WHERE member_id = $1 AND created_at > $2',
    [c.memberId, since],
  );
  if (Number(r.rows[0]?.n ?? 0) >= PAYMENT_PASSWORD_LIMIT.max) {
    const oldest = r.rows[0]?.oldest ? new Date(r.rows[0].oldest).getTime() : c.now;
    const minutes = Math.max(1, Math.ceil((oldest + PAYMENT_PASSWORD_LIMIT.windowMs - c.now) / 60_000));
    throw new ApiError(429, ErrorCode.paymentPasswordLocked, `Too many wrong withdraw passwords. Try again in ${minutes} min.`, {
      messageValues: { minutes },
    });
  }
  if (c.password && (await verifyPassword(c.password, c.storedHash))) return;
  await db.query('INSERT INTO payment_password_failures (brand_id, member_id, created_at) VALUES ($1, $2, $3)', [c.brandId, c.memberId, new Date(c.now)]);
  throw new ApiError(400, ErrorCode.paymentPasswordInvalid, 'The withdraw password is incorrect');
}
