// Reward center (REWCEN3), red envelope / prize wheel draws and bonus details under /wps/relay. The raffle claim is
// the platform's MCS2_claimRafflePromotion; the others follow its naming (the platform's were not captured). With the
// flag off every endpoint here answers 404 not.found, to guests too (the flag is checked before the session, like
// the other engagement modules). Bonus details are part of the reward center: only a claimed reward puts money in
// the bonus wallet (claim.ts), and the platform lists REWCEN3 as the reward endpoints' modId.
import type { FastifyInstance, FastifyRequest } from 'fastify';
import type { DrawRequest, DrawTickets, RewardIdRequest, RewardList, RewardListRequest } from '../../../generated/types.ts';
import { plainBody } from '../../http/body.ts';
import { ok } from '../../http/envelope.ts';
import { ApiError, ErrorCode } from '../../http/errors.ts';
import { serverTexts } from '../../i18n/texts.ts';
import { pageOf, queryParams, totalPages } from '../../http/query.ts';
import { brandOf, refuseTrial, requireSession, services } from '../../services.ts';
import { bonusDetails } from './bonus.ts';
import { claimReward } from './claim.ts';
import { drawTicket, earnTickets, openTickets, type TicketKind } from './draws.ts';
import { claimAll, claimSummary, countClaimable, listRewards } from './repository.ts';
import { requestSchemas } from '../../../generated/request-schemas.ts';

export async function rewardRoutes(app: FastifyInstance): Promise<void> {
  const svc = services(app);
  const now = (): Date => new Date(svc.clock.now());

  /** The member of a reward-center call; as if the endpoint did not exist (before any session check) when the brand has the flag off. */
  const rewardMember = (request: FastifyRequest) => {
    const brand = brandOf(request);
    if (!brand.flags.rewardCenter) throw new ApiError(404, ErrorCode.notFound, 'Not found');
    const session = requireSession(request);
    refuseTrial(session);
    return { brand, brandId: brand.id, memberId: session.customerId, language: request.language };
  };

  app.get('/wps/relay/MCS2_getRewardList', { schema: { querystring: requestSchemas.RewardListRequest } }, async (request) => {
    const m = rewardMember(request);
    const q = queryParams<RewardListRequest>(request, ['view', 'pageNum', 'pageSize'], ['pageNum', 'pageSize']);
    const page = pageOf(q.pageNum, q.pageSize, 10);
    const at = now();
    const { items, total } = await listRewards(svc.db, { ...m, view: q.view ?? 'claimable', offset: page.offset, limit: page.pageSize }, at);
    const value: RewardList = {
      content: items,
      pageNum: page.pageNo,
      pageSize: page.pageSize,
      totalPages: totalPages(total, page.pageSize),
      totalElements: total,
      claimableCount: await countClaimable(svc.db, m.brandId, m.memberId, at),
    };
    return ok(value);
  });

  app.post('/wps/relay/MCS2_claimReward', { schema: { body: requestSchemas.RewardIdRequest } }, async (request) => {
    const m = rewardMember(request);
    const body = plainBody<RewardIdRequest>(request);
    const r = await svc.db.transaction((tx) => claimReward(tx, app.ledger, { brandId: m.brandId, memberId: m.memberId, rewardId: body.rewardId }, now()));
    return ok(claimSummary([r]));
  });

  app.post('/wps/relay/MCS2_claimAllRewards', async (request) => {
    const m = rewardMember(request);
    return ok(await claimAll(svc.db, app.ledger, m.brandId, m.memberId, now()));
  });

  app.get('/wps/relay/MCS2_getDrawTickets', async (request) => {
    const m = rewardMember(request);
    const draws = m.brand.content.draws;
    await earnTickets(svc.db, m.brandId, m.memberId, draws.earn, m.brand.config.timezoneOffset, now());
    const value: DrawTickets = {
      tickets: await openTickets(svc.db, m.brandId, m.memberId),
      raffle: draws.raffle.map((p) => ({ ...p, turnoverX100: p.turnoverX100 ?? 0 })),
      wheel: draws.wheel.map((p) => ({ ...p, turnoverX100: p.turnoverX100 ?? 0 })),
    };
    return ok(value);
  });

  const drawRoute = (path: string, kind: TicketKind): void => {
    app.post(path, { schema: { body: requestSchemas.DrawRequest } }, async (request) => {
      const m = rewardMember(request);
      const body = plainBody<DrawRequest>(request);
      const table = m.brand.content.draws[kind];
      return ok(
        await svc.db.transaction((tx) =>
          drawTicket(tx, { brandId: m.brandId, memberId: m.memberId, ticketId: body.ticketId, kind, clientSeed: body.clientSeed, table, title: serverTexts(`reward.draw.${kind}`) }, now()),
        ),
      );
    });
  };
  drawRoute('/wps/relay/MCS2_claimRafflePromotion', 'raffle');
  drawRoute('/wps/relay/MCS2_spinPrizeWheel', 'wheel');

  app.get('/wps/relay/MCS2_getBonusDetails', async (request) => {
    const m = rewardMember(request);
    return ok(await bonusDetails(svc.db, app.ledger, m, now()));
  });
}
