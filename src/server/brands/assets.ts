import { realpathSync, statSync } from 'node:fs';
import { join, sep } from 'node:path';
import type { FastifyInstance } from 'fastify';
import { notFound } from '../http/errors.ts';
import type { BrandRegistry } from './registry.ts';

/** Brand images change when an operator edits them without a rebuild: cache briefly, not forever. */
const ASSET_MAX_AGE_MS = 5 * 60 * 1000;

/**
 * The file under root that rel names, or null. Refuses anything that leaves root (.., encoded slashes,
 * symlinks pointing out), hidden files, and non-files.
 */
export function resolveInside(root: string, rel: string): string | null {
  if (!rel || rel.includes('\0') || rel.includes('\\')) return null;
  const parts = rel.split('/');
  if (parts.some((p) => p === '' || p === '.' || p === '..' || p.startsWith('.'))) return null;
  try {
    const realRoot = realpathSync(root);
    const real = realpathSync(join(root, ...parts));
    if (!real.startsWith(realRoot + sep) || !statSync(real).isFile()) return null;
    return real.slice(realRoot.length + 1);
  } catch {
    return null;
  }
}

/** GET /brands/<id>/assets/<path>: files of that brand's assets/ folder only (brand.json and content/ stay private). */
export function brandAssetRoutes(app: FastifyInstance, registry: BrandRegistry): void {
  app.get<{ Params: { id: string; '*': string } }>('/brands/:id/assets/*', async (request, reply) => {
    const brand = registry.get(request.params.id);
    if (!brand) return notFound(request, reply);
    const root = join(brand.dir, 'assets');
    const file = resolveInside(root, request.params['*']);
    if (!file) return notFound(request, reply);
    // An SVG opened directly is a document on our origin: forbid scripts in it.
    reply.header('content-security-policy', "default-src 'none'; style-src 'unsafe-inline'; img-src data:");
    reply.header('x-content-type-options', 'nosniff');
    return reply.sendFile(file, root, { cacheControl: true, maxAge: ASSET_MAX_AGE_MS, immutable: false, dotfiles: 'deny' });
  });
}
