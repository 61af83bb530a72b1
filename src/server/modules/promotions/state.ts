// What a member has done with the brand's activities, read in a few queries for the whole page: applications,
// joins, promotion rewards, deposits and valid bet in each period.
import type { ContentActivity, PromotionText, PromotionView } from '../../../generated/types.ts';
import type { LoadedBrand } from '../../../engine/brand/load.ts';
import type { Queryable } from '../../db/types.ts';
import { dayStart } from '../records/periods.ts';
import { grantReward, type RewardGrant } from '../rewards/grant.ts';
import { claimAmount, minorOf, periodOf, phaseOf, sourceRefOf, statusOf, turnoverX100Of, type MemberState } from './activity.ts';

export const textOf = (t: PromotionText, language: string): string => t[language] ?? t.EN;

interface Facts {
  createdAt: Date;
  applications: Map<string, { status: 'applying' | 'approved' | 'rejected'; review_remark: string | null }>;
  joins: Map<string, Date>;
  rewards: Map<string, 'claimable' | 'claimed' | 'expired'>;
}

async function factsOf(q: Queryable, brandId: string, memberId: string): Promise<Facts> {
  const member = await q.query<{ created_at: Date }>('SELECT created_at FROM members WHERE id = $1 AND brand_id = $2', [memberId, brandId]);
  // the newest application per activity and period decides (a rejected one may be followed by another)
  const apps = await q.query<{ activity_id: string; period: string; status: 'applying' | 'approved' | 'rejected'; review_remark: string | null }>(
    `SELECT activity_id, period, status, review_remark FROM promotion_applications WHERE brand_id = $1 AND member_id = $2 ORDER BY id`,
    [brandId, memberId],
  );
  const joins = await q.query<{ activity_id: string; period: string; joined_at: Date }>(
    'SELECT activity_id, period, joined_at FROM promotion_joins WHERE brand_id = $1 AND member_id = $2',
    [brandId, memberId],
  );
  const rewards = await q.query<{ source_ref: string; status: 'claimable' | 'claimed' | 'expired'; expires_at: Date | null }>(
    `SELECT source_ref, status, expires_at FROM member_rewards WHERE brand_id = $1 AND member_id = $2 AND source = 'promotion'`,
    [brandId, memberId],
  );
  return {
    createdAt: member.rows[0]?.created_at ?? new Date(0),
    applications: new Map(apps.rows.map((r) => [`${r.activity_id}:${r.period}`, r])),
    joins: new Map(joins.rows.map((r) => [`${r.activity_id}:${r.period}`, r.joined_at])),
    rewards: new Map(rewards.rows.map((r) => [r.source_ref, r.status])),
  };
}

/** Confirmed deposits settled in [start, end): their sum and the first one. */
export async function depositsIn(q: Queryable, brandId: string, memberId: string, start: Date, end: Date): Promise<{ sum: bigint; first: bigint }> {
  const r = await q.query<{ sum: string | null; first: string | null }>(
    `SELECT sum(amount_minor) AS sum,
       (SELECT amount_minor FROM deposit_orders WHERE brand_id = $1 AND member_id = $2 AND status = 'confirmed'
          AND settled_at >= $3 AND settled_at < $4 ORDER BY settled_at, id LIMIT 1) AS first
     FROM deposit_orders WHERE brand_id = $1 AND member_id = $2 AND status = 'confirmed' AND settled_at >= $3 AND settled_at < $4`,
    [brandId, memberId, start, end],
  );
  return { sum: BigInt(r.rows[0]?.sum ?? 0), first: BigInt(r.rows[0]?.first ?? 0) };
}

/** Valid bet (settled stakes) settled in [from, end). */
export async function validBetIn(q: Queryable, brandId: string, memberId: string, from: Date, end: Date): Promise<bigint> {
  const r = await q.query<{ sum: string | null }>(
    `SELECT sum(stake_minor) AS sum FROM bet_records WHERE brand_id = $1 AND member_id = $2 AND status = 'settled' AND settled_at >= $3 AND settled_at < $4`,
    [brandId, memberId, from, end],
  );
  return BigInt(r.rows[0]?.sum ?? 0);
}

export interface ActivityState {
  state: MemberState;
  view: PromotionView;
}

/**
 * Every activity of the brand as the member (or a guest: memberId null) sees it now. A joined activity whose
 * valid bet reached its target is granted here, once (grantReward keeps one per period).
 */
export async function activityStates(q: Queryable, brand: LoadedBrand, memberId: string | null, language: string, now: number): Promise<Map<string, ActivityState>> {
  const offset = brand.config.timezoneOffset;
  const facts = memberId ? await factsOf(q, brand.id, memberId) : undefined;
  const out = new Map<string, ActivityState>();
  for (const a of brand.content.promotions.activities) {
    const ref = sourceRefOf(a);
    const phase = phaseOf(a, offset, now);
    const { start, end } = periodOf(a, offset);
    const view: PromotionView = {
      id: a.id,
      category: a.category,
      kind: a.kind,
      title: textOf(a.title, language),
      html: textOf(a.html, language),
      ...(a.image ? { image: a.image } : {}),
      start: a.start,
      end: a.end,
      status: 'join',
      eligible: true,
    };
    if (a.kind !== 'claim') view.rewardMinor = minorOf(a.reward.amount ?? '0').toString();
    if (a.kind === 'join') view.targetMinor = minorOf(a.reward.validBet ?? '0').toString();
    const state: MemberState = { guest: !facts, eligible: true, excluded: false, joined: false, claimableMinor: 0n };
    if (facts && memberId) {
      const app = facts.applications.get(ref);
      state.application = app?.status;
      if (app?.status === 'rejected' && app.review_remark) view.reviewRemark = app.review_remark;
      const joinedAt = facts.joins.get(ref);
      state.joined = joinedAt !== undefined;
      state.reward = facts.rewards.get(ref);
      const e = a.eligibility;
      if (e.kind === 'newMembers') state.excluded = facts.createdAt.getTime() < dayStart(e.since ?? a.start, offset);
      const needsDeposits = e.kind === 'minDeposit' || a.kind === 'claim';
      const deposits = needsDeposits && phase !== 'before' ? await depositsIn(q, brand.id, memberId, start, end) : { sum: 0n, first: 0n };
      state.eligible = !state.excluded && (e.kind !== 'minDeposit' || deposits.sum >= minorOf(e.amount ?? '0'));
      if (a.kind === 'claim') {
        state.claimableMinor = claimAmount(a, deposits.first);
        view.rewardMinor = state.claimableMinor.toString();
      }
      if (a.kind === 'join' && joinedAt && !state.reward) {
        const bet = await validBetIn(q, brand.id, memberId, joinedAt > start ? joinedAt : start, end);
        view.validBetMinor = bet.toString();
        if (state.eligible && bet >= minorOf(a.reward.validBet ?? '0')) {
          await grantReward(q, grantOf(brand.id, memberId, a), new Date(now));
          state.reward = 'claimable';
        }
      }
    }
    view.eligible = state.eligible;
    view.status = statusOf(a, phase, state);
    out.set(a.id, { state, view });
  }
  return out;
}

/** The reward of an activity for grantReward (claim passes its computed amount). */
export function grantOf(brandId: string, memberId: string, a: ContentActivity, amountMinor?: bigint): RewardGrant {
  return {
    brandId,
    memberId,
    source: 'promotion',
    sourceRef: sourceRefOf(a),
    title: a.title,
    amountMinor: amountMinor ?? minorOf(a.reward.amount ?? '0'),
    turnoverX100: turnoverX100Of(a),
  };
}
