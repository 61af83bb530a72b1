// The seamless wallet (types.ts) over the ledger: every vendor call is one row of seamless_transactions by the
// vendor's txId, claimed in the same transaction as its ledger transfer and bet record, so a replay, a concurrent
// duplicate or a rollback that came first is decided by the database, not by timing. A round ends one way only:
// settled by a credit or refunded by a rollback, never both (the calls of one round run one at a time).
import type { Database, Queryable } from '../../db/types.ts';
import { ApiError, ErrorCode } from '../../http/errors.ts';
import type { Ledger, LedgerAccountRef } from '../ledger/index.ts';
import type { SeamlessBetRef, SeamlessWallet } from './types.ts';

export interface SeamlessOptions {
  db: Database;
  ledger: Ledger;
  now(): Date;
  /** True when the brand keeps a sub-wallet for this vendor (its merchant wallet is not single). */
  subWallet(brandId: string, vendor: string): boolean;
}

type Kind = 'debit' | 'credit' | 'rollback';
interface TxRow {
  kind: Kind;
  member_id: string;
  round_id: string;
  amount_minor: string;
  rolled_back_at: Date | null;
}

const conflict = (why: string) => new ApiError(409, ErrorCode.vendorTransactionConflict, why);
const roundSettled = () => new ApiError(409, ErrorCode.vendorRoundSettled, 'This round was settled: its stake can no longer be rolled back');
const roundRolledBack = () => new ApiError(409, ErrorCode.vendorRoundRolledBack, 'This round was rolled back: it can no longer be settled');
const bad = (why: string) => new ApiError(400, ErrorCode.badParam, why);

function check(req: SeamlessBetRef & { txId: string }): void {
  if (!/^\d{1,18}$/.test(req.memberId)) throw bad('memberId must be a member id');
  for (const [name, v] of [['txId', req.txId], ['roundId', req.roundId], ['vendor', req.vendor]] as const)
    if (!v || v.length > 100) throw bad(`${name} is required (≤ 100 characters)`);
}

export function createSeamlessWallet(o: SeamlessOptions): SeamlessWallet {
  const wallet = (brandId: string, memberId: string, vendor: string): LedgerAccountRef =>
    o.subWallet(brandId, vendor) ? { brandId, kind: 'vendor', memberId, vendor } : { brandId, kind: 'main', memberId };
  const house = (brandId: string): LedgerAccountRef => ({ brandId, kind: 'house' });
  const balanceIn = (q: Queryable, r: SeamlessBetRef) => o.ledger.balance(wallet(r.brandId, r.memberId, r.vendor), q);

  async function requireMember(q: Queryable, r: SeamlessBetRef): Promise<void> {
    const m = await q.query('SELECT 1 FROM members WHERE id = $1 AND brand_id = $2', [r.memberId, r.brandId]);
    if (!m.rowCount) throw new ApiError(404, ErrorCode.memberNotFound, 'No such member');
  }

  /**
   * Holds the round until commit, so a credit and a rollback of one round sent together run one after the other
   * and the second sees what the first booked. An advisory lock rather than the bet record's row: a round's first
   * call finds no row to lock yet.
   */
  const lockRound = (q: Queryable, r: SeamlessBetRef) =>
    q.query('SELECT pg_advisory_xact_lock(hashtext($1))', [`seamless-round:${r.brandId}:${r.vendor}:${r.roundId}`]);

  const roundStatus = async (q: Queryable, r: SeamlessBetRef): Promise<string | undefined> =>
    (await q.query<{ status: string }>('SELECT status FROM bet_records WHERE brand_id = $1 AND vendor = $2 AND round_id = $3', [r.brandId, r.vendor, r.roundId]))
      .rows[0]?.status;

  /** Insert this call's row, or lock and return the one booked before under the same txId. */
  async function claim(q: Queryable, r: SeamlessBetRef & { txId: string }, kind: Kind, amount: bigint): Promise<{ fresh: boolean; row: TxRow }> {
    const ins = await q.query<TxRow>(
      `INSERT INTO seamless_transactions (brand_id, vendor, tx_id, kind, member_id, round_id, amount_minor, created_at)
       VALUES ($1, $2, $3, $4, $5, $6, $7, $8) ON CONFLICT (brand_id, vendor, tx_id) DO NOTHING
       RETURNING kind, member_id, round_id, amount_minor, rolled_back_at`,
      [r.brandId, r.vendor, r.txId, kind, r.memberId, r.roundId, String(amount), o.now()],
    );
    if (ins.rows[0]) return { fresh: true, row: ins.rows[0] };
    const old = await q.query<TxRow>(
      `SELECT kind, member_id, round_id, amount_minor, rolled_back_at FROM seamless_transactions
       WHERE brand_id = $1 AND vendor = $2 AND tx_id = $3 FOR UPDATE`,
      [r.brandId, r.vendor, r.txId],
    );
    return { fresh: false, row: old.rows[0]! };
  }

  const sameCall = (row: TxRow, r: SeamlessBetRef, kind: Kind, amount: bigint) =>
    row.kind === kind && row.member_id === r.memberId && row.round_id === r.roundId && BigInt(row.amount_minor) === amount;

  const setTransfer = (q: Queryable, r: SeamlessBetRef & { txId: string }, column: 'transfer_id' | 'rollback_transfer_id', id: string) =>
    q.query(
      `UPDATE seamless_transactions SET ${column} = $4${column === 'rollback_transfer_id' ? ', rolled_back_at = $5' : ''}
       WHERE brand_id = $1 AND vendor = $2 AND tx_id = $3`,
      column === 'rollback_transfer_id' ? [r.brandId, r.vendor, r.txId, id, o.now()] : [r.brandId, r.vendor, r.txId, id],
    );

  const reference = (r: SeamlessBetRef) => `${r.vendor}:${r.roundId}`;

  return {
    debit: async (req) => {
      check(req);
      if (req.amountMinor <= 0n) throw bad('A stake must be above 0');
      return o.db.transaction(async (tx) => {
        await requireMember(tx, req);
        await lockRound(tx, req);
        const { fresh, row } = await claim(tx, req, 'debit', req.amountMinor);
        if (!fresh) {
          if (row.kind === 'rollback') throw conflict('This transaction was rolled back before it arrived');
          if (!sameCall(row, req, 'debit', req.amountMinor)) throw conflict('This transaction id was used for another call');
          return { balanceMinor: await balanceIn(tx, req), replayed: true };
        }
        const t = await o.ledger.transferIn(tx, {
          idempotencyKey: `seamless:${req.vendor}:${req.txId}`,
          from: wallet(req.brandId, req.memberId, req.vendor),
          to: house(req.brandId),
          amountMinor: req.amountMinor,
          reason: 'bet',
          reference: reference(req),
        });
        await setTransfer(tx, req, 'transfer_id', t.transferId);
        await tx.query(
          `INSERT INTO bet_records (brand_id, member_id, vendor, game_code, game_type, round_id, stake_minor, status, placed_at)
           VALUES ($1, $2, $3, $4, $5, $6, $7, 'open', $8)
           ON CONFLICT (brand_id, vendor, round_id) DO UPDATE SET stake_minor = bet_records.stake_minor + EXCLUDED.stake_minor`,
          [req.brandId, req.memberId, req.vendor, req.gameCode, req.gameType, req.roundId, String(req.amountMinor), o.now()],
        );
        return { balanceMinor: await balanceIn(tx, req), replayed: false };
      });
    },

    credit: async (req) => {
      check(req);
      if (req.amountMinor < 0n) throw bad('A win cannot be negative');
      return o.db.transaction(async (tx) => {
        await requireMember(tx, req);
        await lockRound(tx, req);
        const { fresh, row } = await claim(tx, req, 'credit', req.amountMinor);
        if (!fresh) {
          if (!sameCall(row, req, 'credit', req.amountMinor)) throw conflict('This transaction id was used for another call');
          return { balanceMinor: await balanceIn(tx, req), replayed: true };
        }
        // A refunded stake cannot also win: the round is over (the claim above is undone with this transaction).
        if ((await roundStatus(tx, req)) === 'rolled_back') throw roundRolledBack();
        if (req.amountMinor > 0n) {
          const t = await o.ledger.transferIn(tx, {
            idempotencyKey: `seamless:${req.vendor}:${req.txId}`,
            from: house(req.brandId),
            to: wallet(req.brandId, req.memberId, req.vendor),
            amountMinor: req.amountMinor,
            reason: 'win',
            reference: reference(req),
          });
          await setTransfer(tx, req, 'transfer_id', t.transferId);
        }
        const now = o.now();
        await tx.query(
          `INSERT INTO bet_records (brand_id, member_id, vendor, game_code, game_type, round_id, win_minor, status, placed_at, settled_at)
           VALUES ($1, $2, $3, $4, $5, $6, $7, 'settled', $8, $8)
           ON CONFLICT (brand_id, vendor, round_id) DO UPDATE SET win_minor = bet_records.win_minor + EXCLUDED.win_minor,
             status = CASE WHEN bet_records.status = 'rolled_back' THEN 'rolled_back' ELSE 'settled' END, settled_at = EXCLUDED.settled_at`,
          [req.brandId, req.memberId, req.vendor, req.gameCode, req.gameType, req.roundId, String(req.amountMinor), now],
        );
        return { balanceMinor: await balanceIn(tx, req), replayed: false };
      });
    },

    rollback: async (req) => {
      check(req);
      return o.db.transaction(async (tx) => {
        await requireMember(tx, req);
        await lockRound(tx, req);
        // Fresh: the debit has not arrived; this row is the memory that refuses it later.
        const { fresh, row } = await claim(tx, req, 'rollback', 0n);
        if (fresh) return { balanceMinor: await balanceIn(tx, req), replayed: false };
        if (row.kind === 'rollback') return { balanceMinor: await balanceIn(tx, req), replayed: true };
        if (row.kind !== 'debit') throw conflict('Only a debit can be rolled back');
        if (row.member_id !== req.memberId) throw conflict('This transaction belongs to another member');
        // The lock taken is the named round's: a debit of another round is not this call's to undo.
        if (row.round_id !== req.roundId) throw conflict('This transaction belongs to another round');
        if (row.rolled_back_at) return { balanceMinor: await balanceIn(tx, req), replayed: true };
        // A settled round keeps its stake: refunding it too would hand back the stake and leave the win paid.
        if ((await roundStatus(tx, req)) === 'settled') throw roundSettled();
        const amount = BigInt(row.amount_minor);
        const t = await o.ledger.transferIn(tx, {
          idempotencyKey: `seamless:${req.vendor}:${req.txId}:rollback`,
          from: house(req.brandId),
          to: wallet(req.brandId, req.memberId, req.vendor),
          amountMinor: amount,
          reason: 'rollback',
          reference: `${req.vendor}:${row.round_id}`,
        });
        await setTransfer(tx, req, 'rollback_transfer_id', t.transferId);
        await tx.query(
          `UPDATE bet_records SET stake_minor = stake_minor - $4,
             status = CASE WHEN stake_minor - $4 <= 0 THEN 'rolled_back' ELSE status END
           WHERE brand_id = $1 AND vendor = $2 AND round_id = $3`,
          [req.brandId, req.vendor, row.round_id, String(amount)],
        );
        return { balanceMinor: await balanceIn(tx, req), replayed: false };
      });
    },

    balance: (brandId, memberId, vendor) => o.ledger.balance(wallet(brandId, memberId, vendor)),
  };
}
