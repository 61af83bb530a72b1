// GET /robots.txt per brand: search engines index the public pages, never the API, the dev tools or member areas.
import type { FastifyInstance } from 'fastify';

/** Paths with nothing for a search engine: platform API, CDN stand-ins, dev tools, signed-in areas. */
const PRIVATE_PATHS = ['/wps/', '/lgw/', '/lotto/', '/cdn/launch/', '/__dev/', '/member', '/agentHome', '/offline'];

export function robotsTxt(): string {
  return ['User-agent: *', ...PRIVATE_PATHS.map((p) => `Disallow: ${p}`), 'Allow: /', ''].join('\n');
}

export async function seoRoutes(app: FastifyInstance): Promise<void> {
  const body = robotsTxt();
  app.get('/robots.txt', async (_request, reply) =>
    reply.type('text/plain; charset=utf-8').header('cache-control', 'public, max-age=3600').send(body),
  );
}
