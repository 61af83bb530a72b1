// The ledger's contract: every balance change in the product is one transfer between two ledger accounts.
// Payments, in-house games, vendor wallets and agents call these; only ledger/ touches the ledger tables.
import type { Queryable } from '../../db/types.ts';

/**
 * Who holds money. Member accounts never go below zero (the database refuses it); the brand's house and each
 * payment provider's clearing account are the counterparties through which money enters and leaves, so they
 * may (the sum of every account of a brand stays 0).
 */
export type LedgerAccountRef =
  | { brandId: string; kind: 'main'; memberId: string }
  /** A vendor sub-wallet (brands whose merchant wallet is not single). */
  | { brandId: string; kind: 'vendor'; memberId: string; vendor: string }
  | { brandId: string; kind: 'bonus'; memberId: string }
  /** Funds held for a pending withdrawal: released to main on rejection, paid out to clearing. */
  | { brandId: string; kind: 'hold'; memberId: string }
  | { brandId: string; kind: 'house' }
  | { brandId: string; kind: 'clearing'; provider: string };

export type TransferReason =
  | 'deposit'
  | 'withdraw_hold'
  | 'withdraw_release'
  | 'withdraw_paid'
  | 'vendor_in'
  | 'vendor_out'
  | 'upline'
  | 'bet'
  | 'win'
  | 'refund'
  | 'rollback'
  | 'bonus'
  /** Agent → a direct downline's main wallet (agent center, team management). */
  | 'downline'
  /** Daily, hourly and real-time salary of an agent contract: payer (upline or house) → holder. */
  | 'salary'
  /** Period dividend of an agent contract: payer (upline or house) → holder. */
  | 'dividend'
  /** A claimed reward (promotion, VIP, mission, referral, rebate, red envelope, prize wheel): house → main or bonus. */
  | 'reward'
  /** Bonus money played through its turnover: bonus → main. */
  | 'bonus_release'
  /** Points converted to balance at the brand's ratio (points mall): house → main. */
  | 'points'
  | 'adjustment';

export interface TransferRequest {
  /** Caller-supplied: the same key twice books once (the second call answers the first transfer, replayed). */
  idempotencyKey: string;
  from: LedgerAccountRef;
  to: LedgerAccountRef;
  /** Integer minor units (cents), > 0. */
  amountMinor: bigint;
  reason: TransferReason;
  /** What the transfer is for: a deposit order id, a round id, a withdrawal id… */
  reference: string;
  memo?: string;
}

export interface TransferResult {
  transferId: string;
  /** True when the idempotency key had been booked before: nothing moved this time. */
  replayed: boolean;
}

export interface Ledger {
  /** One transfer in its own transaction; throws ApiError(…, ErrorCode.insufficientBalance) when a member account would go negative. */
  transfer(req: TransferRequest): Promise<TransferResult>;
  /** The same inside the caller's transaction (db.transaction(tx => …)), so a transfer and the caller's own rows commit together. */
  transferIn(tx: Queryable, req: TransferRequest): Promise<TransferResult>;
  /** Balance in minor units (0 for an account never used). */
  balance(ref: LedgerAccountRef, tx?: Queryable): Promise<bigint>;
}
