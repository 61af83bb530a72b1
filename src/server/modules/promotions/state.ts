// What a member has done with the brand's activities, read in a few queries for the whole page: applications,
// joins, promotion rewards, deposits and valid bet in each period.
import type { ContentActivity, PromotionText, PromotionView } from '../../../generated/types.ts';
import type { LoadedBrand } from '../../../engine/brand/loaded.ts';
import type { Queryable } from '../../db/types.ts';
import { grantReward, type RewardGrant } from '../rewards/index.ts';
import { memberStateOf, minorOf, needsDeposits, periodOf, phaseOf, sourceRefOf, statusOf, turnoverX100Of, type MemberFacts, type MemberState } from './activity.ts';

export const textOf = (t: PromotionText, language: string): string => t[language] ?? t.EN;

type FactRow = { k: 'm' | 'a' | 'j' | 'r'; ref: string | null; status: string | null; remark: string | null; at: Date | null };

/**
 * The member's facts in one query (the promotions page and member info's availablePromoCount both read them):
 * registration time, the newest application per activity and period (a rejected one may be followed by another),
 * joins and promotion rewards.
 */
export async function factsOf(q: Queryable, brandId: string, memberId: string): Promise<MemberFacts> {
  const r = await q.query<FactRow>(
    `SELECT k, ref, status, remark, at FROM (
       SELECT 'm' AS k, NULL AS ref, NULL AS status, NULL AS remark, created_at AS at, 0::bigint AS ord FROM members WHERE brand_id = $1 AND id = $2
       UNION ALL SELECT 'a', activity_id || ':' || period, status, review_remark, NULL, id FROM promotion_applications WHERE brand_id = $1 AND member_id = $2
       UNION ALL SELECT 'j', activity_id || ':' || period, NULL, NULL, joined_at, 0 FROM promotion_joins WHERE brand_id = $1 AND member_id = $2
       UNION ALL SELECT 'r', source_ref, status, NULL, NULL, 0 FROM member_rewards WHERE brand_id = $1 AND member_id = $2 AND source = 'promotion'
     ) f ORDER BY ord`,
    [brandId, memberId],
  );
  const facts: MemberFacts = { createdAt: new Date(0), applications: new Map(), joins: new Map(), rewards: new Map() };
  for (const row of r.rows) {
    if (row.k === 'm') facts.createdAt = new Date(row.at!);
    else if (row.k === 'a') facts.applications.set(row.ref!, { status: row.status as 'applying' | 'approved' | 'rejected', review_remark: row.remark });
    else if (row.k === 'j') facts.joins.set(row.ref!, new Date(row.at!));
    else facts.rewards.set(row.ref!, row.status as 'claimable' | 'claimed' | 'expired');
  }
  return facts;
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

/** Valid bet (settled stakes weighted by risk, migration 028) settled in [from, end). */
export async function validBetIn(q: Queryable, brandId: string, memberId: string, from: Date, end: Date): Promise<bigint> {
  const r = await q.query<{ sum: string | null }>(
    `SELECT sum(valid_minor) AS sum FROM bet_records WHERE brand_id = $1 AND member_id = $2 AND status = 'settled' AND settled_at >= $3 AND settled_at < $4`,
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
    let state: MemberState = { guest: !facts, eligible: true, excluded: false, joined: false, claimableMinor: 0n };
    if (facts && memberId) {
      const deposits = needsDeposits(a) && phase !== 'before' ? await depositsIn(q, brand.id, memberId, start, end) : { sum: 0n, first: 0n };
      state = memberStateOf(a, facts, offset, deposits);
      const app = facts.applications.get(ref);
      if (app?.status === 'rejected' && app.review_remark) view.reviewRemark = app.review_remark;
      const joinedAt = facts.joins.get(ref);
      if (a.kind === 'claim') view.rewardMinor = state.claimableMinor.toString();
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
