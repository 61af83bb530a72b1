// Granting a reward: what promotions, VIP, missions, referral, rebate, red envelopes and the prize wheel call.
// The reward then waits in the reward center until the member claims it (claim.ts).
import type { Queryable } from '../../db/types.ts';

export type RewardSource = 'promotion' | 'vip' | 'mission' | 'referral' | 'rebate' | 'raffle' | 'wheel';

export interface RewardGrant {
  brandId: string;
  memberId: string;
  source: RewardSource;
  /** What was rewarded, unique per member and source: "<activity>:<period>", "level:3", "<mission>:<day>"… */
  sourceRef: string;
  /** The reward's name per platform language; EN is required (the fallback). */
  title: { EN: string } & Record<string, string>;
  amountMinor: bigint;
  /** Valid bet to play through before release, in hundredths of the amount (300 = 3×); 0: paid into main. */
  turnoverX100?: number;
  expiresAt?: Date;
}

export interface GrantResult {
  rewardId: string;
  /** False when this (member, source, sourceRef) had been granted before: nothing new was written. */
  created: boolean;
}

/** Grants once per (member, source, sourceRef), inside the caller's transaction when given one. */
export async function grantReward(q: Queryable, g: RewardGrant, now: Date): Promise<GrantResult> {
  if (g.amountMinor <= 0n) throw new Error(`a reward must be positive (${g.source} ${g.sourceRef}: ${g.amountMinor})`);
  const inserted = await q.query<{ id: string }>(
    `INSERT INTO member_rewards (brand_id, member_id, source, source_ref, title, amount_minor, turnover_x100, granted_at, expires_at)
     VALUES ($1, $2, $3, $4, $5, $6, $7, $8, $9)
     ON CONFLICT (brand_id, member_id, source, source_ref) DO NOTHING RETURNING id`,
    [g.brandId, g.memberId, g.source, g.sourceRef, JSON.stringify(g.title), g.amountMinor.toString(), g.turnoverX100 ?? 0, now, g.expiresAt ?? null],
  );
  if (inserted.rows[0]) return { rewardId: String(inserted.rows[0].id), created: true };
  const existing = await q.query<{ id: string }>(
    'SELECT id FROM member_rewards WHERE brand_id = $1 AND member_id = $2 AND source = $3 AND source_ref = $4',
    [g.brandId, g.memberId, g.source, g.sourceRef],
  );
  return { rewardId: String(existing.rows[0]!.id), created: false };
}
