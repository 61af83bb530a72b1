// PWA per brand: GET /manifest.webmanifest, /pwa/icon-<size>.png, /sw.js and /offline.
import type { FastifyInstance, FastifyReply, FastifyRequest } from 'fastify';
import type { LoadedBrand } from '../../../engine/brand/loaded.ts';
import { MANIFEST_PATH } from './head.ts';
import { ICON_SIZES, iconPng, type IconSize } from './icons.ts';
import { webManifest } from './manifest.ts';
import { OFFLINE_CSP, OFFLINE_PATH, offlinePage } from './offline.ts';
import { serviceWorkerSource } from './sw.ts';

/** Brand configuration changes only on an operator edit (hot reload): a few minutes of caching are harmless. */
const BRAND_CACHE = 'public, max-age=300';
/** A new server (a deploy) gets a new worker even when no brand changed. */
const STARTED = Date.now().toString(36);

function brandOr503(request: FastifyRequest, reply: FastifyReply): LoadedBrand | null {
  if (request.brand) return request.brand;
  void reply.code(503).type('text/plain; charset=utf-8').send('No brand is loaded on this server.\n');
  return null;
}

export async function pwaRoutes(app: FastifyInstance): Promise<void> {
  app.get(MANIFEST_PATH, async (request, reply) => {
    const brand = brandOr503(request, reply);
    if (!brand) return reply;
    return reply
      .type('application/manifest+json; charset=utf-8')
      .header('cache-control', BRAND_CACHE)
      .header('vary', 'Host')
      .send(JSON.stringify(webManifest(brand)));
  });

  app.get<{ Params: { size: string } }>('/pwa/icon-:size.png', async (request, reply) => {
    const brand = brandOr503(request, reply);
    if (!brand) return reply;
    const size = Number(request.params.size);
    const png = (ICON_SIZES as readonly number[]).includes(size) ? iconPng(brand, size as IconSize) : null;
    if (!png) return reply.code(404).type('text/plain; charset=utf-8').send('Not found\n');
    return reply.type('image/png').header('cache-control', BRAND_CACHE).header('vary', 'Host').send(png);
  });

  // Browsers check the worker on every navigation; no-cache makes that check reach the server.
  app.get('/sw.js', async (request, reply) => {
    const brand = brandOr503(request, reply);
    if (!brand) return reply;
    return reply
      .type('text/javascript; charset=utf-8')
      .header('cache-control', 'no-cache')
      .header('vary', 'Host')
      // The worker's own fetches (pages, assets, API reads) are same-origin.
      .header('content-security-policy', "default-src 'self'")
      .send(serviceWorkerSource(`${brand.id}-${brand.hash.slice(0, 12)}-${STARTED}`));
  });

  app.get(OFFLINE_PATH, async (request, reply) => {
    const brand = brandOr503(request, reply);
    if (!brand) return reply;
    return reply
      .type('text/html; charset=utf-8')
      .header('cache-control', 'no-cache')
      .header('vary', 'Host')
      .header('content-security-policy', OFFLINE_CSP)
      .send(offlinePage(brand));
  });
}
