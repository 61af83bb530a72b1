// The security center of the member center (the securityCenter page): profile, bound mobile / e-mail, login
// history. The authenticator uses /wps/member/totp/*; payment password and payout accounts live with payments.
import type { FastifyInstance, FastifyRequest } from 'fastify';
import type { BindCodeRequest, BindRequest, ProfileUpdateRequest } from '../../../generated/types.ts';
import type { LoadedBrand } from '../../../engine/brand/loaded.ts';
import { plainBody } from '../../http/body.ts';
import { ok } from '../../http/envelope.ts';
import { throttlePerIp } from '../../security/throttle.ts';
import { brandOf, refuseTrial, requireSession, services } from '../../services.ts';
import { bindContact, sendBindCode } from './bind.ts';
import { listLogins } from './login-history.ts';
import { readProfile, updateProfile } from './profile.ts';
import { requestSchemas } from '../../../generated/request-schemas.ts';

export async function securityCenterRoutes(app: FastifyInstance): Promise<void> {
  const svc = services(app);

  const member = (request: FastifyRequest): { brand: LoadedBrand; memberId: string } => {
    const brand = brandOf(request);
    const session = requireSession(request);
    refuseTrial(session);
    return { brand, memberId: session.customerId };
  };

  app.get('/wps/member/profile', async (request) => {
    const { brand, memberId } = member(request);
    return ok(await readProfile(svc.db, brand, memberId));
  });

  app.post('/wps/member/profile', { schema: { body: requestSchemas.ProfileUpdateRequest } }, async (request) => {
    const { brand, memberId } = member(request);
    const body = plainBody<ProfileUpdateRequest>(request);
    await updateProfile(svc.db, request, brand, memberId, body.fields);
    return ok(await readProfile(svc.db, brand, memberId));
  });

  app.post('/wps/member/bind/code', { schema: { body: requestSchemas.BindCodeRequest } }, async (request) => {
    const { brand, memberId } = member(request);
    const body = plainBody<BindCodeRequest>(request);
    await throttlePerIp(svc.db, svc.clock, 'code', brand.id, request.ip);
    return ok(await sendBindCode(svc, brand, memberId, body, request.ip, request.language));
  });

  app.post('/wps/member/bind', { schema: { body: requestSchemas.BindRequest } }, async (request) => {
    const { brand, memberId } = member(request);
    const body = plainBody<BindRequest>(request);
    await bindContact(svc, brand, memberId, body);
    return ok(await readProfile(svc.db, brand, memberId));
  });

  app.get('/wps/member/loginHistory', async (request) => {
    const { brand, memberId } = member(request);
    return ok(await listLogins(svc.db, brand.id, memberId));
  });
}
