// GET /wps/relay/MCSFE_getReferralDetails?autoGenerate=true (token; one of the platform's aggregator relays): the
// member's code, the invite link on the brand's own site (SiteLinks: mainDomain, never the request's Host), stats and
// rule. 404 not.found when the brand's REFERRAL3 flag is off.
import type { FastifyInstance } from 'fastify';
import { ok } from '../../http/envelope.ts';
import { ApiError, ErrorCode } from '../../http/errors.ts';
import { brandOf, refuseTrial, requireSession, services } from '../../services.ts';
import { referralDetails } from './store.ts';

export async function referralRoutes(app: FastifyInstance): Promise<void> {
  const svc = services(app);
  app.get('/wps/relay/MCSFE_getReferralDetails', async (request) => {
    const brand = brandOf(request);
    if (!brand.flags.referral) throw new ApiError(404, ErrorCode.notFound, 'Not found');
    const session = requireSession(request);
    refuseTrial(session);
    return ok(
      await referralDetails(svc.db, brand.content.referral, {
        brandId: brand.id,
        memberId: session.customerId,
        inviteUrl: (code) => app.siteLinks.url(brand, '/register', { referralCode: code }),
        language: request.language,
        now: new Date(svc.clock.now()),
      }),
    );
  });
}
