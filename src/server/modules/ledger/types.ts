// The ledger's contract: every balance change in the product is one transfer between two ledger accounts.
// Payments, in-house games, vendor wallets and agents call these; only ledger/ touches the ledger tables.
import type { Queryable } from '../../db/types.ts';
import type { TransferReason } from '../../../generated/types.ts';

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

/** Why money moved: defined once in schemas/api/money/transfer-reasons.schema.json, with each reason's direction. */
export type { TransferReason };

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
