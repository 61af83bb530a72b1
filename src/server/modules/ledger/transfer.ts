// One double-entry transfer inside a transaction: both accounts locked in id order (concurrent transfers queue,
// never deadlock), the idempotency key booked once, two entries written, member balances kept >= 0.
import type { Queryable } from '../../db/types.ts';
import { ApiError, ErrorCode } from '../../http/errors.ts';
import { accountKey, ensureAccountId, mayGoNegative } from './accounts.ts';
import type { TransferRequest, TransferResult } from './types.ts';

export interface TransferContext {
  /** The brand's currency code, stored on accounts created on first use. */
  currencyOf(brandId: string): string;
  now(): Date;
}

interface TransferRow {
  id: string;
  amount_minor: string;
  from_account_id: string;
  to_account_id: string;
}

export const insufficientBalance = (): ApiError => new ApiError(400, ErrorCode.insufficientBalance, 'Insufficient balance');

function validate(req: TransferRequest): void {
  const bad = (why: string) => new ApiError(400, ErrorCode.badParam, `Invalid transfer: ${why}`);
  if (typeof req.amountMinor !== 'bigint' || req.amountMinor <= 0n) throw bad('amountMinor must be a bigint above 0');
  if (!req.idempotencyKey || req.idempotencyKey.length > 200) throw bad('idempotencyKey is required (≤ 200 characters)');
  if (req.from.brandId !== req.to.brandId) throw bad('both accounts must belong to one brand');
  if (JSON.stringify(accountKey(req.from)) === JSON.stringify(accountKey(req.to))) throw bad('from and to are the same account');
}

async function existing(q: Queryable, brandId: string, key: string): Promise<TransferRow | undefined> {
  const r = await q.query<TransferRow>(
    'SELECT id, amount_minor, from_account_id, to_account_id FROM ledger_transfers WHERE brand_id = $1 AND idempotency_key = $2',
    [brandId, key],
  );
  return r.rows[0];
}

/** The first booking of this key answers a replay; a replay that asks for something else is refused. */
function replay(row: TransferRow, req: TransferRequest, fromId: string | null, toId: string | null): TransferResult {
  const same = BigInt(row.amount_minor) === req.amountMinor && (fromId === null || row.from_account_id === fromId) && (toId === null || row.to_account_id === toId);
  if (!same) throw new ApiError(409, ErrorCode.duplicateSubmission, 'This request was already submitted with different details');
  return { transferId: row.id, replayed: true };
}

const isCheckViolation = (err: unknown): boolean => (err as { code?: string })?.code === '23514';

/** Book req inside tx (the caller's BEGIN … COMMIT). */
export async function bookTransfer(tx: Queryable, req: TransferRequest, ctx: TransferContext): Promise<TransferResult> {
  validate(req);
  const brandId = req.from.brandId;
  const now = ctx.now();
  const currency = ctx.currencyOf(brandId);
  const fromId = await ensureAccountId(tx, req.from, currency, now);
  const toId = await ensureAccountId(tx, req.to, currency, now);
  // Lock both rows in id order: two transfers over the same pair (either direction) queue instead of deadlocking.
  const locked = await tx.query<{ id: string; kind: string; balance_minor: string }>(
    'SELECT id, kind, balance_minor FROM ledger_accounts WHERE id = ANY($1::bigint[]) ORDER BY id FOR UPDATE',
    [[fromId, toId]],
  );
  // Looked up under the lock: a duplicate that booked while we waited is a replay, not "insufficient balance".
  const prior = await existing(tx, brandId, req.idempotencyKey);
  if (prior) return replay(prior, req, fromId, toId);
  const from = locked.rows.find((r) => r.id === fromId)!;
  if (!mayGoNegative(from.kind) && BigInt(from.balance_minor) < req.amountMinor) throw insufficientBalance();

  // A concurrent booking of the same key (it locked first) committed while we waited: answer as a replay.
  const ins = await tx.query<{ id: string }>(
    `INSERT INTO ledger_transfers (brand_id, idempotency_key, reason, reference, memo, amount_minor, from_account_id, to_account_id, created_at)
     VALUES ($1, $2, $3, $4, $5, $6, $7, $8, $9) ON CONFLICT ON CONSTRAINT ledger_transfers_idempotency DO NOTHING RETURNING id`,
    [brandId, req.idempotencyKey, req.reason, req.reference, req.memo ?? null, String(req.amountMinor), fromId, toId, now],
  );
  const transferId = ins.rows[0]?.id;
  if (!transferId) return replay((await existing(tx, brandId, req.idempotencyKey))!, req, fromId, toId);

  const amount = String(req.amountMinor);
  try {
    const moved = await tx.query<{ id: string; balance_minor: string }>(
      `UPDATE ledger_accounts SET balance_minor = balance_minor + CASE WHEN id = $1 THEN -$3::bigint ELSE $3::bigint END
       WHERE id IN ($1, $2) RETURNING id, balance_minor`,
      [fromId, toId, amount],
    );
    const after = (id: string) => moved.rows.find((r) => r.id === id)!.balance_minor;
    await tx.query(
      `INSERT INTO ledger_entries (transfer_id, account_id, amount_minor, balance_after_minor, created_at)
       VALUES ($1, $2, -$4::bigint, $5, $7), ($1, $3, $4::bigint, $6, $7)`,
      [transferId, fromId, toId, amount, after(fromId), after(toId), now],
    );
  } catch (err) {
    // The CHECK is the last word should the code above ever be wrong.
    if (isCheckViolation(err)) throw insufficientBalance();
    throw err;
  }
  return { transferId, replayed: false };
}
