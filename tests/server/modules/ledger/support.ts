// Ledger suites: a migrated database (one leg), members inserted by SQL, and the ledger over it.
import type { Database } from '../../../../src/server/db/types.ts';
import { createLedger, type Ledger } from '../../../../src/server/modules/ledger/index.ts';

export const BRAND = 'lotus';

export function testLedger(db: Database): Ledger {
  return createLedger(db, { currencyOf: () => 'BDT', now: () => new Date() });
}

/** n bare members of BRAND (no main account yet: the ledger creates accounts on first use). */
export async function insertMembers(db: Database, n: number, prefix = 'm'): Promise<string[]> {
  const ids: string[] = [];
  for (let i = 0; i < n; i++) {
    const name = `${prefix}${i}_${Math.random().toString(36).slice(2, 8)}`;
    const r = await db.query<{ id: string }>(
      `INSERT INTO members (brand_id, username, username_key, type, password_hash, password_changed_at, created_at)
       VALUES ($1, $2, $2, 0, 'x', now(), now()) RETURNING id`,
      [BRAND, name],
    );
    ids.push(r.rows[0]!.id);
  }
  return ids;
}

export interface Invariant {
  sum: bigint;
  negativeMembers: number;
  /** Transfers without exactly two entries summing to 0 with the transfer's amount. */
  halfBooked: number;
  /** Accounts whose balance is not the sum of their entries. */
  driftedAccounts: number;
}

export async function invariant(db: Database, brandId = BRAND): Promise<Invariant> {
  const sum = await db.query<{ s: string | null }>('SELECT sum(balance_minor) AS s FROM ledger_accounts WHERE brand_id = $1', [brandId]);
  const neg = await db.query<{ n: string }>(
    "SELECT count(*) AS n FROM ledger_accounts WHERE brand_id = $1 AND balance_minor < 0 AND kind NOT IN ('house', 'clearing')",
    [brandId],
  );
  const half = await db.query<{ n: string }>(
    `SELECT count(*) AS n FROM ledger_transfers t
     WHERE t.brand_id = $1 AND (
       (SELECT count(*) FROM ledger_entries e WHERE e.transfer_id = t.id) <> 2
       OR NOT EXISTS (SELECT 1 FROM ledger_entries e WHERE e.transfer_id = t.id AND e.account_id = t.from_account_id AND e.amount_minor = -t.amount_minor)
       OR NOT EXISTS (SELECT 1 FROM ledger_entries e WHERE e.transfer_id = t.id AND e.account_id = t.to_account_id AND e.amount_minor = t.amount_minor))`,
    [brandId],
  );
  const drift = await db.query<{ n: string }>(
    `SELECT count(*) AS n FROM ledger_accounts a
     WHERE a.brand_id = $1 AND a.balance_minor <> coalesce((SELECT sum(e.amount_minor) FROM ledger_entries e WHERE e.account_id = a.id), 0)`,
    [brandId],
  );
  return {
    sum: BigInt(sum.rows[0]?.s ?? '0'),
    negativeMembers: Number(neg.rows[0]!.n),
    halfBooked: Number(half.rows[0]!.n),
    driftedAccounts: Number(drift.rows[0]!.n),
  };
}
