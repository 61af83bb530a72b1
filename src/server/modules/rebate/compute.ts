// Manual rebate (the manualRebate page, flag MANUALREBATE3; content/rebate.json): settled valid bet since the
// member's last claim, by game type, times the brand's rate. A claim grants and claims the reward in one
// transaction and moves the boundary with it; the member row lock and UNIQUE (member, since) make two
// submissions at once pay once.
import type { RebateContent, RebateInfo } from '../../../generated/types.ts';
import type { Database, Queryable } from '../../db/types.ts';
import { ApiError, ErrorCode } from '../../http/errors.ts';
import { serverTexts } from '../../i18n/texts.ts';
import { type Ledger, toMinor } from '../ledger/index.ts';
import { type ClaimResult, claimReward, grantReward } from '../rewards/index.ts';

/** Boundary of a member who never claimed: every settled bet counts. */
const EPOCH = new Date(0);

export function basisPointsOf(content: RebateContent, gameType: string): number {
  return (content.rates.find((r) => r.gameType === gameType) ?? content.rates.find((r) => r.gameType === undefined))?.basisPoints ?? 0;
}

export interface RebateFigures {
  since: Date;
  rows: RebateInfo['rows'];
  validBetMinor: bigint;
  rebateMinor: bigint;
}

export async function rebateFigures(q: Queryable, content: RebateContent, brandId: string, memberId: string, until: Date): Promise<RebateFigures> {
  const last = await q.query<{ until: Date | null }>('SELECT max(until) AS until FROM rebate_claims WHERE brand_id = $1 AND member_id = $2', [brandId, memberId]);
  const since = last.rows[0]?.until ? new Date(last.rows[0].until) : EPOCH;
  const bets = await q.query<{ game_type: string; s: string }>(
    `SELECT game_type, sum(valid_minor) AS s FROM bet_records
     WHERE brand_id = $1 AND member_id = $2 AND status = 'settled' AND settled_at > $3 AND settled_at <= $4
     GROUP BY game_type ORDER BY game_type`,
    [brandId, memberId, since, until],
  );
  let validBetMinor = 0n;
  let rebateMinor = 0n;
  const rows = bets.rows.map((b) => {
    const bet = BigInt(b.s);
    const basisPoints = basisPointsOf(content, b.game_type);
    // Rounded down: a rebate never pays a fraction of a minor unit more than its rate.
    const rebate = (bet * BigInt(basisPoints)) / 10_000n;
    validBetMinor += bet;
    rebateMinor += rebate;
    return { gameType: b.game_type, validBetMinor: bet.toString(), basisPoints, rebateMinor: rebate.toString() };
  });
  return { since, rows, validBetMinor, rebateMinor };
}

export const claimable = (content: RebateContent, rebateMinor: bigint): boolean => rebateMinor > 0n && rebateMinor >= toMinor(content.minimum);

export async function rebateInfo(db: Database, content: RebateContent, brandId: string, memberId: string, now: Date): Promise<RebateInfo> {
  const f = await rebateFigures(db, content, brandId, memberId, now);
  const history = await db.query<{ until: Date; valid_bet_minor: string; amount_minor: string }>(
    'SELECT until, valid_bet_minor, amount_minor FROM rebate_claims WHERE brand_id = $1 AND member_id = $2 ORDER BY until DESC LIMIT 20',
    [brandId, memberId],
  );
  return {
    since: f.since.getTime() === 0 ? null : f.since.toISOString(),
    minimumMinor: toMinor(content.minimum).toString(),
    rows: f.rows,
    validBetMinor: f.validBetMinor.toString(),
    rebateMinor: f.rebateMinor.toString(),
    claimable: claimable(content, f.rebateMinor),
    history: history.rows.map((h) => ({ until: new Date(h.until).toISOString(), validBetMinor: String(h.valid_bet_minor), amountMinor: String(h.amount_minor) })),
  };
}

export async function claimRebate(db: Database, ledger: Ledger, content: RebateContent, brandId: string, memberId: string, now: Date): Promise<ClaimResult> {
  return db.transaction(async (tx) => {
    // One claim at a time per member: the second waits, then sees the moved boundary.
    await tx.query('SELECT id FROM members WHERE id = $1 FOR UPDATE', [memberId]);
    const f = await rebateFigures(tx, content, brandId, memberId, now);
    if (!claimable(content, f.rebateMinor)) {
      throw new ApiError(409, ErrorCode.rebateBelowMinimum, 'There is not enough rebate to claim yet', { messageValues: { minimum: content.minimum } });
    }
    const g = await grantReward(
      tx,
      { brandId, memberId, source: 'rebate', sourceRef: `since:${f.since.toISOString()}`, title: serverTexts('reward.rebate.title'), amountMinor: f.rebateMinor, turnoverX100: content.turnoverX100 ?? 0 },
      now,
    );
    if (!g.created) throw new ApiError(409, ErrorCode.duplicateSubmission, 'This rebate was already claimed');
    const r = await claimReward(tx, ledger, { brandId, memberId, rewardId: g.rewardId }, now);
    await tx.query(
      `INSERT INTO rebate_claims (brand_id, member_id, since, until, valid_bet_minor, amount_minor, reward_id, created_at) VALUES ($1, $2, $3, $4, $5, $6, $7, $4)`,
      [brandId, memberId, f.since, now, f.validBetMinor.toString(), f.rebateMinor.toString(), g.rewardId],
    );
    return r;
  });
}
