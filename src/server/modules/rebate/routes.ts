// Manual rebate relays (token; real members), 404 not.found when the brand's MANUALREBATE3 flag is off:
// GET /wps/relay/MCS2_getManualRebate and POST /wps/relay/MCS2_claimManualRebate (this engine's names).
import type { FastifyInstance, FastifyRequest } from 'fastify';
import type { RebateClaimResult } from '../../../generated/types.ts';
import type { LoadedBrand } from '../../../engine/brand/loaded.ts';
import { ok } from '../../http/envelope.ts';
import { ApiError, ErrorCode } from '../../http/errors.ts';
import { brandOf, refuseTrial, requireSession, services } from '../../services.ts';
import { claimRebate, rebateInfo } from './compute.ts';

export async function rebateRoutes(app: FastifyInstance): Promise<void> {
  const svc = services(app);
  const now = (): Date => new Date(svc.clock.now());
  const member = (request: FastifyRequest): { brand: LoadedBrand; memberId: string } => {
    const brand = brandOf(request);
    if (!brand.flags.manualRebate) throw new ApiError(404, ErrorCode.notFound, 'Not found');
    const session = requireSession(request);
    refuseTrial(session);
    return { brand, memberId: session.customerId };
  };

  app.get('/wps/relay/MCS2_getManualRebate', async (request) => {
    const { brand, memberId } = member(request);
    return ok(await rebateInfo(svc.db, brand.content.rebate, brand.id, memberId, now()));
  });

  app.post('/wps/relay/MCS2_claimManualRebate', async (request) => {
    const { brand, memberId } = member(request);
    const r = await claimRebate(svc.db, app.ledger, brand.content.rebate, brand.id, memberId, now());
    const value: RebateClaimResult = { rewardId: r.rewardId, amountMinor: r.amountMinor.toString(), wallet: r.wallet, replayed: r.replayed };
    return ok(value);
  });
}
