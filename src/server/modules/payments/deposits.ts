// Deposit orders: created pending, settled once by the provider's signed callback (confirmed → one ledger
// transfer clearing:<provider> → member main, booked in the same transaction that marks the order).
import type { DepositOrder, PaymentCallback } from '../../../generated/types.ts';
import type { Database, Queryable } from '../../db/types.ts';
import { ApiError, ErrorCode } from '../../http/errors.ts';
import { fromMinor, type Ledger, toMinor } from '../ledger/index.ts';
import { lockWindowKey } from '../../security/sliding-window.ts';
import { notify } from './notices.ts';

export interface DepositRow {
  id: string;
  brand_id: string;
  member_id: string;
  provider: string;
  channel_id: string;
  amount_minor: string;
  fee_minor: string;
  status: 'pending' | 'confirmed' | 'failed' | 'expired';
  pay_token_hash: string;
  created_at: Date;
  expires_at: Date;
  settled_at: Date | null;
}

const ms = (d: Date | string | null): number | undefined => (d ? new Date(d).getTime() : undefined);

/** A pending order past its expiry reads as expired (no timer needed; the callback refuses it too). */
export function depositStatus(row: DepositRow, now: number): DepositRow['status'] {
  return row.status === 'pending' && ms(row.expires_at)! <= now ? 'expired' : row.status;
}

export function depositView(row: DepositRow, now: number, payUrl?: string): DepositOrder {
  const amount = BigInt(row.amount_minor);
  const fee = BigInt(row.fee_minor);
  const status = depositStatus(row, now);
  const settledAt = ms(row.settled_at);
  return {
    orderId: row.id,
    channelId: row.channel_id,
    amount: fromMinor(amount),
    fee: fromMinor(fee),
    credited: fromMinor(amount - fee),
    status,
    ...(status === 'pending' && payUrl ? { payUrl } : {}),
    createdAt: ms(row.created_at)!,
    expiresAt: ms(row.expires_at)!,
    ...(settledAt ? { settledAt } : {}),
  };
}

/**
 * At most 5 unpaid deposit orders per member at a time (pending and not yet expired): every order opens a pay
 * session at the provider, and a player who left a few payment pages unfinished can still start another.
 */
export const MAX_PENDING_DEPOSITS = 5;

/**
 * Call first in the transaction that inserts a member's new order: under the member's lock, refuses 409
 * payment.pending_deposits_limit while MAX_PENDING_DEPOSITS are unpaid, so a burst sent together cannot pass it.
 */
export async function checkPendingDeposits(tx: Queryable, brandId: string, memberId: string, now: number): Promise<void> {
  await lockWindowKey(tx, `deposit-orders:${brandId}:${memberId}`);
  const r = await tx.query<{ n: string }>(
    "SELECT count(*) AS n FROM deposit_orders WHERE brand_id = $1 AND member_id = $2 AND status = 'pending' AND expires_at > $3",
    [brandId, memberId, new Date(now)],
  );
  if (Number(r.rows[0]?.n ?? 0) >= MAX_PENDING_DEPOSITS)
    throw new ApiError(
      409,
      ErrorCode.pendingDepositsLimit,
      `You already have ${MAX_PENDING_DEPOSITS} unpaid deposit orders. Finish paying one, or wait until one expires, before creating a new one.`,
      { messageValues: { max: MAX_PENDING_DEPOSITS } },
    );
}

export async function findDeposit(q: Queryable, id: string, lock = false): Promise<DepositRow | undefined> {
  const r = await q.query<DepositRow>(`SELECT * FROM deposit_orders WHERE id = $1${lock ? ' FOR UPDATE' : ''}`, [id]);
  return r.rows[0];
}

export async function memberDeposits(q: Queryable, brandId: string, memberId: string): Promise<DepositRow[]> {
  const r = await q.query<DepositRow>(
    'SELECT * FROM deposit_orders WHERE brand_id = $1 AND member_id = $2 ORDER BY created_at DESC, id DESC LIMIT 50',
    [brandId, memberId],
  );
  return r.rows;
}

export interface CallbackOutcome {
  orderId: string;
  status: DepositRow['status'];
  /** Nothing changed: the nonce was seen before, or the order was already settled. */
  replayed: boolean;
}

export interface SettleContext {
  db: Database;
  ledger: Ledger;
  now: () => number;
  /** Language of the inbox message for a brand. */
  languageOf: (brandId: string) => string;
}

/** Apply a verified callback: the nonce is recorded with the order's change, so a replay changes nothing. */
export async function applyCallback(ctx: SettleContext, provider: string, cb: PaymentCallback): Promise<CallbackOutcome> {
  return ctx.db.transaction(async (tx) => {
    const now = ctx.now();
    const order = await findDeposit(tx, cb.orderId, true);
    if (!order || order.provider !== provider) throw new ApiError(404, ErrorCode.notFound, 'No such order');
    const seen = await tx.query(
      'INSERT INTO payment_callbacks (provider, nonce, order_id, status, received_at) VALUES ($1, $2, $3, $4, $5) ON CONFLICT DO NOTHING',
      [provider, cb.nonce, cb.orderId, cb.status, new Date(now)],
    );
    if (seen.rowCount === 0 || order.status !== 'pending') return { orderId: order.id, status: order.status, replayed: true };
    if (toMinor(cb.amount) !== BigInt(order.amount_minor))
      throw new ApiError(400, ErrorCode.badParam, 'The callback amount does not match the order');
    let status: DepositRow['status'] = cb.status === 'approved' ? 'confirmed' : cb.status === 'declined' ? 'failed' : 'expired';
    // Money paid after the order expired is the provider's to refund: the order stays expired.
    if (status === 'confirmed' && depositStatus(order, now) === 'expired') status = 'expired';
    await tx.query('UPDATE deposit_orders SET status = $2, settled_at = $3 WHERE id = $1', [order.id, status, new Date(now)]);
    if (status === 'confirmed') await creditDeposit(ctx, tx, order, now);
    return { orderId: order.id, status, replayed: false };
  });
}

async function creditDeposit(ctx: SettleContext, tx: Queryable, order: DepositRow, now: number): Promise<void> {
  const amount = BigInt(order.amount_minor);
  const fee = BigInt(order.fee_minor);
  const clearing = { brandId: order.brand_id, kind: 'clearing' as const, provider: order.provider };
  await ctx.ledger.transferIn(tx, {
    idempotencyKey: order.id,
    from: clearing,
    to: { brandId: order.brand_id, kind: 'main', memberId: String(order.member_id) },
    amountMinor: amount - fee,
    reason: 'deposit',
    reference: order.id,
  });
  if (fee > 0n)
    await ctx.ledger.transferIn(tx, {
      idempotencyKey: `${order.id}:fee`,
      from: clearing,
      to: { brandId: order.brand_id, kind: 'house' },
      amountMinor: fee,
      reason: 'deposit',
      reference: order.id,
      memo: 'deposit fee',
    });
  await notify(
    tx,
    { brandId: order.brand_id, memberId: String(order.member_id), language: ctx.languageOf(order.brand_id) },
    'depositConfirmed',
    { id: order.id, amount: fromMinor(amount - fee).toFixed(2) },
    new Date(now),
  );
}
