// Payout before booking: money never leaves inside a transaction that may still roll back. Paying a withdrawal
// is three steps: (1) commit it as `paying` (its money stays on hold); (2) ask the provider, outside any
// transaction, with the withdrawal's id as the idempotency key; (3) book the answer in a second transaction,
// guarded by the `paying` state and by the ledger's idempotency keys. A process that dies between (2) and (3)
// leaves the row `paying`: reconcilePayouts asks the provider again under the same key (it pays a key once and
// answers the first result) and books that answer, once however many runs meet.
import { ApiError, ErrorCode } from '../../http/errors.ts';
import { fromMinor } from '../ledger/index.ts';
import { notify } from './notices.ts';
import type { PayoutRequest, PayoutResult } from './provider.ts';
import { findWithdrawal, hold, locked, releaseHold, stateError, type ReviewContext, type WithdrawalRow, type WithdrawalWithAccount } from './withdrawals.ts';

/** What a pay or reconcile leaves: `paying` with providerError when the provider could not say (asked again later). */
export type PayoutOutcome = WithdrawalRow & { providerError?: string };

/** A withdrawal `paying` for longer than this is taken to be stuck (its process died) and reconciled. */
export const PAYOUT_STUCK_MS = 5 * 60_000;

/** The request the provider gets for w: the same on every ask, keyed by the withdrawal's id. */
function payoutRequest(w: WithdrawalWithAccount): PayoutRequest {
  return {
    withdrawalId: w.id,
    idempotencyKey: w.id,
    brandId: w.brand_id,
    amountMinor: BigInt(w.amount_minor) - BigInt(w.fee_minor),
    channelId: w.account.channel_id,
    holderName: w.account.holder_name,
    accountNumber: w.account.account_number,
  };
}

/** Pays a requested or approved withdrawal out; one already `paying` is asked of its provider again. */
export async function payWithdrawal(ctx: ReviewContext, id: string): Promise<PayoutOutcome> {
  const w = await ctx.db.transaction(async (tx) => {
    const w = await locked(tx, id);
    if (w.status === 'paying') return w;
    if (w.status !== 'requested' && w.status !== 'approved') throw stateError(w, 'paid');
    if (!ctx.providers.has(w.provider)) throw new ApiError(400, ErrorCode.channelUnavailable, `Payment provider ${w.provider} is not available here`);
    const now = new Date(ctx.now());
    await tx.query("UPDATE withdrawals SET status = 'paying', reviewed_at = coalesce(reviewed_at, $2), paying_since = $2 WHERE id = $1", [id, now]);
    return { ...w, status: 'paying' as const, paying_since: now };
  });
  return askAndBook(ctx, w);
}

/** Steps (2) and (3) for a `paying` withdrawal. A provider that cannot answer leaves it `paying`, for reconcile. */
async function askAndBook(ctx: ReviewContext, w: WithdrawalWithAccount): Promise<PayoutOutcome> {
  const provider = ctx.providers.get(w.provider);
  if (!provider) return { ...w, providerError: `payment provider ${w.provider} is not available here` };
  let result: PayoutResult;
  try {
    result = await provider.payout(payoutRequest(w));
  } catch (err) {
    return { ...w, providerError: (err as Error)?.message || String(err) };
  }
  return bookPayout(ctx, w.id, result);
}

/** Step (3): the provider's answer, booked once; a run that finds the row no longer `paying` changes nothing. */
async function bookPayout(ctx: ReviewContext, id: string, result: PayoutResult): Promise<PayoutOutcome> {
  return ctx.db.transaction(async (tx) => {
    const w = await locked(tx, id);
    if (w.status !== 'paying' || result.outcome === 'pending') return w;
    if (result.outcome === 'refused') return releaseHold(ctx, tx, w, result.reason);
    const amount = BigInt(w.amount_minor);
    const fee = BigInt(w.fee_minor);
    await ctx.ledger.transferIn(tx, {
      idempotencyKey: `${w.id}:paid`,
      from: hold(w),
      to: { brandId: w.brand_id, kind: 'clearing', provider: w.provider },
      amountMinor: amount - fee,
      reason: 'withdraw_paid',
      reference: w.id,
      memo: result.reference,
    });
    if (fee > 0n)
      await ctx.ledger.transferIn(tx, {
        idempotencyKey: `${w.id}:fee`,
        from: hold(w),
        to: { brandId: w.brand_id, kind: 'house' },
        amountMinor: fee,
        reason: 'withdraw_paid',
        reference: w.id,
        memo: 'withdrawal fee',
      });
    const now = new Date(ctx.now());
    await tx.query("UPDATE withdrawals SET status = 'paid', paid_at = $2, payout_reference = $3 WHERE id = $1", [id, now, result.reference]);
    const to = { brandId: w.brand_id, memberId: String(w.member_id), language: ctx.languageOf(w.brand_id) };
    await notify(tx, to, 'withdrawalPaid', { id: w.id, amount: fromMinor(amount - fee).toFixed(2) }, now);
    return { ...w, status: 'paid', paid_at: now, payout_reference: result.reference };
  });
}

/**
 * Finishes withdrawals left `paying` for at least stuckForMs (oldest first, at most 100 a run): each is asked of
 * its provider again under the same key and the answer booked. Safe to run twice or in two processes at once.
 */
export async function reconcilePayouts(ctx: ReviewContext, stuckForMs = PAYOUT_STUCK_MS): Promise<PayoutOutcome[]> {
  const stuck = await ctx.db.query<{ id: string }>(
    "SELECT id FROM withdrawals WHERE status = 'paying' AND paying_since <= $1 ORDER BY paying_since, id LIMIT 100",
    [new Date(ctx.now() - stuckForMs)],
  );
  const done: PayoutOutcome[] = [];
  for (const { id } of stuck.rows) {
    const w = await findWithdrawal(ctx.db, id);
    if (w?.status === 'paying') done.push(await askAndBook(ctx, w));
  }
  return done;
}
