// The server's cache policy in one place: an answer is private and not stored (`no-store`) unless its route says
// otherwise. API answers carry sessions, balances and per-brand, per-language content, so a shared cache or the
// browser must never replay one to someone else; the routes that may be cached (hashed assets, brand images,
// robots.txt, the manifest…) set their own cache-control, which this hook leaves alone.
import type { FastifyInstance } from 'fastify';

export const NO_STORE = 'no-store';

export function installCachePolicy(app: FastifyInstance): void {
  app.addHook('onSend', async (_request, reply, payload) => {
    if (!reply.hasHeader('cache-control')) reply.header('cache-control', NO_STORE);
    return payload;
  });
}
