// Withdrawals: requested (main → hold at once) → approved → paying (handed to the provider, still held;
// payouts.ts) → paid (hold → clearing) → received / partial / not_received by the player; rejected (by the
// operator or refused by the provider) releases the hold (hold → main). A paid withdrawal nobody confirmed within
// the brand's minutes counts as received: computed when read, no timer.
import type { Withdrawal } from '../../../generated/types.ts';
import type { Database, Queryable } from '../../db/types.ts';
import { ApiError, ErrorCode } from '../../http/errors.ts';
import { fromMinor, type Ledger, type LedgerAccountRef } from '../ledger/index.ts';
import { payoutView, type PayoutAccountRow } from './payout-accounts/repository.ts';
import { notify } from './notices.ts';
import type { PaymentProviders } from './provider.ts';

export interface WithdrawalRow {
  id: string;
  brand_id: string;
  member_id: string;
  payout_account_id: string;
  provider: string;
  amount_minor: string;
  fee_minor: string;
  status: 'requested' | 'approved' | 'paying' | 'paid' | 'rejected';
  receipt: 'received' | 'partial' | 'not_received' | null;
  received_minor: string | null;
  request_id: string;
  reason: string | null;
  created_at: Date;
  reviewed_at: Date | null;
  paid_at: Date | null;
  confirmed_at: Date | null;
  paying_since: Date | null;
  payout_reference: string | null;
}

export type WithdrawalWithAccount = WithdrawalRow & { account: PayoutAccountRow };

const ms = (d: Date | string | null): number | undefined => (d ? new Date(d).getTime() : undefined);

/** When a paid withdrawal stops waiting for the player's confirmation. */
export const confirmDeadline = (row: WithdrawalRow, minutes: number): number | undefined =>
  row.paid_at ? ms(row.paid_at)! + minutes * 60_000 : undefined;

export function withdrawalView(row: WithdrawalWithAccount, now: number, autoConfirmMinutes: number): Withdrawal {
  const amount = BigInt(row.amount_minor);
  const fee = BigInt(row.fee_minor);
  const deadline = confirmDeadline(row, autoConfirmMinutes);
  const auto = row.status === 'paid' && !row.receipt && deadline !== undefined && now >= deadline;
  // Paying is the operator's word for "the provider has it": to the player it is still approved, not yet paid.
  const status: Withdrawal['status'] =
    row.status === 'paid' ? (row.receipt ?? (auto ? 'received' : 'paid')) : row.status === 'paying' ? 'approved' : row.status;
  return {
    id: row.id,
    amount: fromMinor(amount),
    fee: fromMinor(fee),
    payout: fromMinor(amount - fee),
    status,
    autoConfirmed: auto,
    account: payoutView(row.account),
    ...(row.reason ? { reason: row.reason } : {}),
    ...(row.received_minor !== null ? { receivedAmount: fromMinor(BigInt(row.received_minor)) } : {}),
    hasProof: Boolean((row as { has_proof?: boolean }).has_proof),
    createdAt: ms(row.created_at)!,
    ...(row.paid_at ? { paidAt: ms(row.paid_at)! } : {}),
    ...(deadline !== undefined && row.status === 'paid' ? { confirmDeadline: deadline } : {}),
    ...(row.confirmed_at ? { confirmedAt: ms(row.confirmed_at)! } : {}),
  };
}

const SELECT = `SELECT w.*, row_to_json(a.*) AS account, EXISTS (SELECT 1 FROM withdrawal_proofs p WHERE p.withdrawal_id = w.id) AS has_proof
  FROM withdrawals w JOIN payout_accounts a ON a.id = w.payout_account_id`;

export async function memberWithdrawals(q: Queryable, brandId: string, memberId: string, onlyPaid = false): Promise<WithdrawalWithAccount[]> {
  const r = await q.query<WithdrawalWithAccount>(
    `${SELECT} WHERE w.brand_id = $1 AND w.member_id = $2${onlyPaid ? " AND w.status = 'paid'" : ''} ORDER BY w.created_at DESC, w.id DESC LIMIT 50`,
    [brandId, memberId],
  );
  return r.rows;
}

export async function findWithdrawal(q: Queryable, id: string, lock = false): Promise<WithdrawalWithAccount | undefined> {
  const r = await q.query<WithdrawalWithAccount>(`${SELECT} WHERE w.id = $1${lock ? ' FOR UPDATE OF w' : ''}`, [id]);
  return r.rows[0];
}

/** For the operator: the newest withdrawals, optionally of one status (requested, approved…). */
export async function listWithdrawals(q: Queryable, opts: { status?: string; brandId?: string; limit?: number }): Promise<(WithdrawalWithAccount & { username: string })[]> {
  const r = await q.query<WithdrawalWithAccount & { username: string }>(
    `SELECT x.*, m.username FROM (${SELECT}) x JOIN members m ON m.id = x.member_id
     WHERE ($1::text IS NULL OR x.status = $1) AND ($2::text IS NULL OR x.brand_id = $2) ORDER BY x.created_at DESC LIMIT $3`,
    [opts.status ?? null, opts.brandId ?? null, opts.limit ?? 100],
  );
  return r.rows;
}

export interface ReviewContext {
  db: Database;
  ledger: Ledger;
  providers: PaymentProviders;
  now: () => number;
  languageOf: (brandId: string) => string;
}

export const hold = (w: WithdrawalRow): LedgerAccountRef => ({ brandId: w.brand_id, kind: 'hold', memberId: String(w.member_id) });

export function stateError(w: WithdrawalRow, action: string): ApiError {
  return new ApiError(409, ErrorCode.orderState, `Withdrawal ${w.id} is ${w.status}: it cannot be ${action}`);
}

export async function locked(tx: Queryable, id: string): Promise<WithdrawalWithAccount> {
  const w = await findWithdrawal(tx, id, true);
  if (!w) throw new ApiError(404, ErrorCode.notFound, `No withdrawal ${id}`);
  return w;
}

export async function approveWithdrawal(ctx: ReviewContext, id: string): Promise<WithdrawalRow> {
  return ctx.db.transaction(async (tx) => {
    const w = await locked(tx, id);
    if (w.status !== 'requested') throw stateError(w, 'approved');
    await tx.query("UPDATE withdrawals SET status = 'approved', reviewed_at = $2 WHERE id = $1", [id, new Date(ctx.now())]);
    return { ...w, status: 'approved' };
  });
}

export async function rejectWithdrawal(ctx: ReviewContext, id: string, reason: string): Promise<WithdrawalRow> {
  return ctx.db.transaction(async (tx) => {
    const w = await locked(tx, id);
    if (w.status !== 'requested' && w.status !== 'approved') throw stateError(w, 'rejected');
    return releaseHold(ctx, tx, w, reason);
  });
}

/** Rejected (by the operator, or refused by the provider): the whole held amount, fee included, back to main. */
export async function releaseHold(ctx: ReviewContext, tx: Queryable, w: WithdrawalRow, reason: string): Promise<WithdrawalRow> {
  const amount = BigInt(w.amount_minor);
  await ctx.ledger.transferIn(tx, {
    idempotencyKey: `${w.id}:release`,
    from: hold(w),
    to: { brandId: w.brand_id, kind: 'main', memberId: String(w.member_id) },
    amountMinor: amount,
    reason: 'withdraw_release',
    reference: w.id,
  });
  const now = new Date(ctx.now());
  await tx.query("UPDATE withdrawals SET status = 'rejected', reviewed_at = $2, reason = $3 WHERE id = $1", [w.id, now, reason || null]);
  const to = { brandId: w.brand_id, memberId: String(w.member_id), language: ctx.languageOf(w.brand_id) };
  await notify(tx, to, 'withdrawalRejected', { id: w.id, amount: fromMinor(amount).toFixed(2), reason }, now);
  return { ...w, status: 'rejected', reason };
}
