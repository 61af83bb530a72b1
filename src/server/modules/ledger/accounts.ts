// Ledger accounts by reference: created on first use, found by their unique key (brand, kind, member, vendor, provider).
import type { Queryable } from '../../db/types.ts';
import type { LedgerAccountRef } from './types.ts';

interface AccountKey {
  brandId: string;
  kind: LedgerAccountRef['kind'];
  memberId: string | null;
  vendor: string | null;
  provider: string | null;
}

export function accountKey(ref: LedgerAccountRef): AccountKey {
  return {
    brandId: ref.brandId,
    kind: ref.kind,
    memberId: 'memberId' in ref ? ref.memberId : null,
    vendor: 'vendor' in ref ? ref.vendor : null,
    provider: 'provider' in ref ? ref.provider : null,
  };
}

/** Member money (main, vendor, bonus, hold) never goes below zero; house and clearing may. */
export const mayGoNegative = (kind: string): boolean => kind === 'house' || kind === 'clearing';

const FIND = `SELECT id FROM ledger_accounts
  WHERE brand_id = $1 AND kind = $2 AND member_id IS NOT DISTINCT FROM $3::bigint
    AND vendor IS NOT DISTINCT FROM $4::text AND provider IS NOT DISTINCT FROM $5::text`;

const params = (k: AccountKey): unknown[] => [k.brandId, k.kind, k.memberId, k.vendor, k.provider];

export async function findAccountId(q: Queryable, ref: LedgerAccountRef): Promise<string | null> {
  const r = await q.query<{ id: string }>(FIND, params(accountKey(ref)));
  return r.rows[0]?.id ?? null;
}

/** The account's id, inserting it at 0 when it does not exist yet (two first uses at once end with one row). */
export async function ensureAccountId(q: Queryable, ref: LedgerAccountRef, currency: string, now: Date): Promise<string> {
  const found = await findAccountId(q, ref);
  if (found) return found;
  const k = accountKey(ref);
  const ins = await q.query<{ id: string }>(
    `INSERT INTO ledger_accounts (brand_id, kind, member_id, vendor, provider, currency, created_at)
     VALUES ($1, $2, $3, $4, $5, $6, $7) ON CONFLICT ON CONSTRAINT ledger_accounts_key DO NOTHING RETURNING id`,
    [...params(k), currency, now],
  );
  if (ins.rows[0]) return ins.rows[0].id;
  // Someone else inserted it meanwhile: a new statement sees their committed row.
  const again = await findAccountId(q, ref);
  if (!again) throw new Error(`ledger account ${k.kind} of ${k.brandId} could not be created`);
  return again;
}
