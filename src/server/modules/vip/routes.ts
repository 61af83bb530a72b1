// GET /wps/relay/MCS2_getVipInfo (token; real members): level, progress and the level list; 404 not.found when
// the brand's VIP flag (VIP3 vip) is off. Level-up rewards are granted here, once per level.
import type { FastifyInstance } from 'fastify';
import { ok } from '../../http/envelope.ts';
import { ApiError, ErrorCode } from '../../http/errors.ts';
import { brandOf, refuseTrial, requireSession, services } from '../../services.ts';
import { vipInfo } from './level.ts';

export async function vipRoutes(app: FastifyInstance): Promise<void> {
  const svc = services(app);
  app.get('/wps/relay/MCS2_getVipInfo', async (request) => {
    const brand = brandOf(request);
    if (!brand.flags.vip) throw new ApiError(404, ErrorCode.notFound, 'Not found');
    const session = requireSession(request);
    refuseTrial(session);
    return ok(await vipInfo(svc.db, brand.content.vip, brand.id, session.customerId, request.language, new Date(svc.clock.now())));
  });
}
