// Mission relays (token; real members; REWCEN3 rewardCenter, else 404 not.found): GET
// /wps/relay/MCSFE_getMissionSummaryDetails and MCSFE_getMissionLeaderboard?period=daily|weekly (docs/spec/api.md),
// POST /wps/relay/MCSFE_claimMission {missionId} (this engine's name).
import type { FastifyInstance, FastifyRequest } from 'fastify';
import type { LoadedBrand } from '../../../engine/brand/loaded.ts';
import type { MissionClaimRequest, MissionClaimResult } from '../../../generated/types.ts';
import { plainBody } from '../../http/body.ts';
import { ok } from '../../http/envelope.ts';
import { ApiError, ErrorCode } from '../../http/errors.ts';
import { brandOf, refuseTrial, requireSession, services } from '../../services.ts';
import { missionLeaderboard } from './leaderboard.ts';
import { claimMission, missionSummary } from './progress.ts';
import { requestSchemas } from '../../../generated/request-schemas.ts';

export async function missionRoutes(app: FastifyInstance): Promise<void> {
  const svc = services(app);
  const now = (): Date => new Date(svc.clock.now());
  const member = (request: FastifyRequest): { brand: LoadedBrand; memberId: string } => {
    const brand = brandOf(request);
    if (!brand.flags.rewardCenter) throw new ApiError(404, ErrorCode.notFound, 'Not found');
    const session = requireSession(request);
    refuseTrial(session);
    return { brand, memberId: session.customerId };
  };

  app.get('/wps/relay/MCSFE_getMissionSummaryDetails', async (request) => {
    const { brand, memberId } = member(request);
    return ok(await missionSummary(svc.db, brand.content.missions, { brandId: brand.id, memberId, offset: brand.config.timezoneOffset, language: request.language, now: now() }));
  });

  app.get('/wps/relay/MCSFE_getMissionLeaderboard', async (request) => {
    const { brand, memberId } = member(request);
    const period = ((request.query ?? {}) as Record<string, string | undefined>).period ?? 'weekly';
    if (period !== 'daily' && period !== 'weekly') throw new ApiError(400, ErrorCode.badParam, 'period must be daily or weekly');
    return ok(await missionLeaderboard(svc.db, { brandId: brand.id, memberId, period, offset: brand.config.timezoneOffset, now: now() }));
  });

  app.post('/wps/relay/MCSFE_claimMission', { schema: { body: requestSchemas.MissionClaimRequest } }, async (request) => {
    const { brand, memberId } = member(request);
    const body = plainBody<MissionClaimRequest>(request);
    const r = await claimMission(svc.db, app.ledger, brand.content.missions, { brandId: brand.id, memberId, missionId: body.missionId, offset: brand.config.timezoneOffset, now: now() });
    const value: MissionClaimResult = { rewardId: r.rewardId, amountMinor: r.amountMinor.toString(), wallet: r.wallet, replayed: r.replayed };
    return ok(value);
  });
}
