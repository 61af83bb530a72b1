import type { FastifyInstance } from 'fastify';
import { ok } from '../../http/envelope.ts';
import { throttlePerIp } from '../../security/throttle.ts';
import { brandOf, services } from '../../services.ts';
import { renderCaptcha } from './image.ts';
import { createCaptcha } from './store.ts';

/** GET /wps/captcha: a fresh base64 PNG per call, never cached; the answer stays on the server. */
export async function captchaRoutes(app: FastifyInstance): Promise<void> {
  const { db, clock } = services(app);
  app.get('/wps/captcha', async (request, reply) => {
    const brand = brandOf(request);
    await throttlePerIp(db, clock, 'captcha', brand.id, request.ip);
    const answer = await createCaptcha(db, clock, request, reply, brand);
    return ok(renderCaptcha(answer).toString('base64'));
  });
}
