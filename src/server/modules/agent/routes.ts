import type { FastifyInstance } from 'fastify';
import type { AffiliateInfo } from '../../../generated/types.ts';
import { ok } from '../../http/envelope.ts';
import { ApiError, ErrorCode } from '../../http/errors.ts';
import { findAgentByAffiliateCode } from '../accounts/index.ts';
import { brandOf, services } from '../../services.ts';
import { contractRoutes } from './contracts/routes.ts';
import { teamRoutes } from './team/routes.ts';

/** GET /wps/agent/affiliate?code=&domain= (docs/spec/api.md): is this invitation code an agent of this brand? */
export async function agentRoutes(app: FastifyInstance): Promise<void> {
  const svc = services(app);
  app.get<{ Querystring: { code?: string; domain?: string } }>('/wps/agent/affiliate', async (request) => {
    const brand = brandOf(request);
    const code = typeof request.query.code === 'string' ? request.query.code.trim() : '';
    const agent = code && code.length <= 50 && brand.flags.affiliateCode ? await findAgentByAffiliateCode(svc.db, brand.id, code) : null;
    if (!agent) throw new ApiError(400, ErrorCode.affiliateInvalid, 'Invalid invitation code');
    const value: AffiliateInfo = { code: agent.affiliate_code!, agentAccount: agent.username };
    return ok(value);
  });
  await teamRoutes(app);
  await contractRoutes(app);
}
