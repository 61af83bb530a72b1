// Claiming a granted reward: one ledger transfer from the brand's house, keyed by the reward, so a double
// submission (two tabs, a retry) books once. No turnover: into main. Turnover: into the bonus wallet, with a
// bonus_turnover row that releases it to main once played through.
import type { Queryable } from '../../db/types.ts';
import { ApiError, ErrorCode } from '../../http/errors.ts';
import type { Ledger, LedgerAccountRef } from '../ledger/index.ts';

export interface ClaimResult {
  rewardId: string;
  transferId: string;
  amountMinor: bigint;
  /** Where the money went. */
  wallet: 'main' | 'bonus';
  /** True when the reward had been claimed before: nothing moved this time. */
  replayed: boolean;
}

interface RewardRow {
  id: string;
  brand_id: string;
  member_id: string;
  amount_minor: string;
  turnover_x100: number;
  status: 'claimable' | 'claimed' | 'expired';
  expires_at: Date | null;
  transfer_id: string | null;
}

/** Claims the member's reward inside `tx` (the caller's db.transaction); 404 for anyone else's or an unknown id. */
export async function claimReward(tx: Queryable, ledger: Ledger, r: { brandId: string; memberId: string; rewardId: string }, now: Date): Promise<ClaimResult> {
  const found = await tx.query<RewardRow>(
    `SELECT id, brand_id, member_id, amount_minor, turnover_x100, status, expires_at, transfer_id
     FROM member_rewards WHERE id = $1 AND brand_id = $2 AND member_id = $3 FOR UPDATE`,
    [r.rewardId, r.brandId, r.memberId],
  );
  const row = found.rows[0];
  if (!row) throw new ApiError(404, ErrorCode.notFound, 'Not found');
  const amountMinor = BigInt(row.amount_minor);
  const wallet = row.turnover_x100 > 0 ? 'bonus' : 'main';
  if (row.status === 'claimed') return { rewardId: row.id, transferId: String(row.transfer_id), amountMinor, wallet, replayed: true };
  if (row.status === 'expired' || (row.expires_at && row.expires_at.getTime() <= now.getTime())) {
    throw new ApiError(409, ErrorCode.rewardExpired, 'This reward has expired');
  }
  const to: LedgerAccountRef = { brandId: row.brand_id, kind: wallet, memberId: row.member_id };
  const t = await ledger.transferIn(tx, {
    idempotencyKey: `reward:${row.id}`,
    from: { brandId: row.brand_id, kind: 'house' },
    to,
    amountMinor,
    reason: 'reward',
    reference: `reward:${row.id}`,
  });
  await tx.query(`UPDATE member_rewards SET status = 'claimed', claimed_at = $2, transfer_id = $3 WHERE id = $1`, [row.id, now, t.transferId]);
  if (wallet === 'bonus') {
    await tx.query(
      `INSERT INTO bonus_turnover (reward_id, brand_id, member_id, amount_minor, required_minor, started_at) VALUES ($1, $2, $3, $4, $5, $6)`,
      [row.id, row.brand_id, row.member_id, amountMinor.toString(), ((amountMinor * BigInt(row.turnover_x100)) / 100n).toString(), now],
    );
  }
  return { rewardId: row.id, transferId: t.transferId, amountMinor, wallet, replayed: false };
}
