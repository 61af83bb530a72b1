// The promotions page (/promotions; activity statuses: docs/spec/entities.md; applications: docs/spec/rules.md)
// under /wps/relay: the list for guests and members, and join, apply and claim for members. A claim grants and
// claims the reward in one transaction, so a double submission pays once.
import type { FastifyInstance, FastifyRequest } from 'fastify';
import type { LoadedBrand } from '../../../engine/brand/loaded.ts';
import type { ContentActivity, PromotionActionResult, PromotionApplyRequest, PromotionIdRequest, PromotionList } from '../../../generated/types.ts';
import { plainBody } from '../../http/body.ts';
import { ok } from '../../http/envelope.ts';
import { ApiError, ErrorCode } from '../../http/errors.ts';
import { claimReward, grantReward } from '../rewards/index.ts';
import { brandOf, refuseTrial, requireSession, services } from '../../services.ts';
import { APPLY_BODY_LIMIT, checkApplication, insertApplication, refuseBeforeUpload } from './apply.ts';
import { phaseOf } from './activity.ts';
import { activityStates, grantOf, textOf, type ActivityState } from './state.ts';
import { requestSchemas } from '../../../generated/request-schemas.ts';

const closed = (): ApiError => new ApiError(409, ErrorCode.promotionClosed, 'This promotion is not open now');
const notEligible = (): ApiError => new ApiError(409, ErrorCode.promotionNotEligible, 'You are not eligible for this promotion yet');
const taken = (): ApiError => new ApiError(409, ErrorCode.promotionState, 'You have already taken part in this promotion');

export async function promotionRoutes(app: FastifyInstance): Promise<void> {
  const { db, clock } = services(app);

  /** The member, the activity of the body and its current state; 404 for an activity the brand does not run. */
  const memberActivity = async (request: FastifyRequest, kind: ContentActivity['kind'], activityId: string) => {
    const brand = brandOf(request);
    const session = requireSession(request);
    refuseTrial(session);
    const activity = brand.content.promotions.activities.find((a) => a.id === activityId && a.kind === kind);
    if (!activity) throw new ApiError(404, ErrorCode.notFound, 'No such promotion');
    const states = await activityStates(db, brand, session.customerId, request.language, clock.now());
    return { brand, memberId: session.customerId, activity, current: states.get(activity.id)! };
  };
  const result = (a: ContentActivity, s: ActivityState, extra: Partial<PromotionActionResult> = {}): PromotionActionResult => ({ activityId: a.id, status: s.view.status, ...extra });
  const after = async (brand: LoadedBrand, memberId: string, a: ContentActivity, language: string): Promise<ActivityState> =>
    (await activityStates(db, brand, memberId, language, clock.now())).get(a.id)!;

  app.get('/wps/relay/MCSFE_getAvailablePromotions', async (request) => {
    const brand = brandOf(request);
    // trial players see the page as guests: they cannot take part ("Trial account", docs/spec/rules.md)
    const memberId = request.session && request.session.memberType !== '4' ? request.session.customerId : null;
    const states = await activityStates(db, brand, memberId, request.language, clock.now());
    const value: PromotionList = {
      categories: brand.content.promotions.categories.map((c) => ({ id: c.id, title: textOf(c.title, request.language) })),
      activities: [...states.values()].map((s) => s.view),
    };
    return ok(value);
  });

  app.post('/wps/relay/MCSFE_joinPromotion', { schema: { body: requestSchemas.PromotionIdRequest } }, async (request) => {
    const body = plainBody<PromotionIdRequest>(request);
    const { brand, memberId, activity, current } = await memberActivity(request, 'join', body.activityId);
    if (current.view.status !== 'join') {
      if (current.view.status === 'joined' || current.state.reward) return ok(result(activity, current));
      throw current.view.status === 'close' && current.state.excluded ? notEligible() : closed();
    }
    if (!current.state.eligible) throw notEligible();
    await db.query(
      `INSERT INTO promotion_joins (brand_id, member_id, activity_id, period, joined_at) VALUES ($1, $2, $3, $4, $5) ON CONFLICT DO NOTHING`,
      [brand.id, memberId, activity.id, activity.start, new Date(clock.now())],
    );
    return ok(result(activity, await after(brand, memberId, activity, request.language)));
  });

  app.post('/wps/relay/MCSFE_applyPromotion', { schema: { body: requestSchemas.PromotionApplyRequest }, bodyLimit: APPLY_BODY_LIMIT, preParsing: refuseBeforeUpload }, async (request) => {
    const body = plainBody<PromotionApplyRequest>(request);
    // the content is checked before the member's state: a bad image is named whatever the activity
    const checked = checkApplication(body.remark, body.images);
    const { brand, memberId, activity, current } = await memberActivity(request, 'apply', body.activityId);
    const status = current.view.status;
    if (status === 'applying' || status === 'issued' || status === 'claimed') throw taken();
    if (status !== 'join' && status !== 'rejected') throw status === 'close' && current.state.excluded ? notEligible() : closed();
    if (!current.state.eligible) throw notEligible();
    await insertApplication(db, { brandId: brand.id, memberId, activityId: activity.id, period: activity.start, app: checked }, new Date(clock.now()));
    return ok(result(activity, await after(brand, memberId, activity, request.language)));
  });

  app.post('/wps/relay/MCSFE_claimPromotion', { schema: { body: requestSchemas.PromotionIdRequest } }, async (request) => {
    const body = plainBody<PromotionIdRequest>(request);
    const { brand, memberId, activity, current } = await memberActivity(request, 'claim', body.activityId);
    const now = clock.now();
    if (!current.state.reward) {
      if (phaseOf(activity, brand.config.timezoneOffset, now) !== 'open') throw closed();
      if (!current.state.eligible || current.state.claimableMinor <= 0n) throw notEligible();
    }
    const claimed = await db.transaction(async (tx) => {
      // granted once per period whatever amount a retry computes: the first grant is the one paid (an existing
      // reward is found by its source_ref, so the amount passed then is never written)
      const { rewardId } = await grantReward(tx, grantOf(brand.id, memberId, activity, current.state.claimableMinor > 0n ? current.state.claimableMinor : 1n), new Date(now));
      return claimReward(tx, app.ledger, { brandId: brand.id, memberId, rewardId }, new Date(now));
    });
    return ok(result(activity, await after(brand, memberId, activity, request.language), { amountMinor: claimed.amountMinor.toString(), wallet: claimed.wallet, replayed: claimed.replayed }));
  });
}
