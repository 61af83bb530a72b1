// Bank and e-wallet accounts a member has bound for withdrawals. Removing one keeps the row (withdrawals refer
// to it) with removed_at set.
import type { PayoutAccount } from '../../../../generated/types.ts';
import type { Queryable } from '../../../db/types.ts';

export interface PayoutAccountRow {
  id: string;
  brand_id: string;
  member_id: string;
  kind: 'bank' | 'ewallet';
  channel_id: string;
  holder_name: string;
  account_number: string;
  created_at: Date;
  removed_at: Date | null;
}

/** Only the last 4 digits are shown: the page never needs the full number back. */
export function maskNumber(n: string): string {
  return n.length <= 4 ? n : `${'*'.repeat(Math.min(8, n.length - 4))}${n.slice(-4)}`;
}

export function payoutView(r: PayoutAccountRow): PayoutAccount {
  return {
    id: String(r.id),
    channelId: r.channel_id,
    kind: r.kind,
    holderName: r.holder_name,
    maskedNumber: maskNumber(r.account_number),
    createdAt: new Date(r.created_at).getTime(),
  };
}

export async function activeAccounts(q: Queryable, brandId: string, memberId: string): Promise<PayoutAccountRow[]> {
  const r = await q.query<PayoutAccountRow>(
    'SELECT * FROM payout_accounts WHERE brand_id = $1 AND member_id = $2 AND removed_at IS NULL ORDER BY id',
    [brandId, memberId],
  );
  return r.rows;
}

export async function findAccount(q: Queryable, brandId: string, memberId: string, id: string): Promise<PayoutAccountRow | undefined> {
  const r = await q.query<PayoutAccountRow>(
    'SELECT * FROM payout_accounts WHERE id = $1 AND brand_id = $2 AND member_id = $3',
    [id, brandId, memberId],
  );
  return r.rows[0];
}
