import type { FastifyInstance } from 'fastify';
import { ok } from '../../http/envelope.ts';
import { ApiError, ErrorCode } from '../../http/errors.ts';
import { takeThrottleSlot } from '../../security/throttle.ts';
import { brandOf, services } from '../services.ts';
import { renderCaptcha } from './image.ts';
import { createCaptcha } from './store.ts';

/** Refuse a second captcha or code request within a second from the same IP (seed §5, §9). */
export async function throttlePerIp(app: FastifyInstance, scope: string, brandId: string, ip: string): Promise<void> {
  const { db, clock } = services(app);
  if (!(await takeThrottleSlot(db, scope, `${brandId}:${ip}`, clock.now())))
    throw new ApiError(429, ErrorCode.throttled, 'Too many requests, please try again in a moment');
}

/** GET /wps/captcha (seed §7): a fresh base64 PNG per call, never cached; the answer stays on the server. */
export async function captchaRoutes(app: FastifyInstance): Promise<void> {
  app.get('/wps/captcha', async (request, reply) => {
    reply.header('cache-control', 'no-store');
    const brand = brandOf(request);
    await throttlePerIp(app, 'captcha', brand.id, request.ip);
    const { db, clock } = services(app);
    const answer = await createCaptcha(db, clock, request, reply, brand);
    return ok(renderCaptcha(answer).toString('base64'));
  });
}
