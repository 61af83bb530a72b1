import { join, relative, sep } from 'node:path';
import fastifyStatic from '@fastify/static';
import type { FastifyInstance } from 'fastify';
import { notFound } from '../http/errors.ts';
import { isReservedPath, pathOf } from '../http/paths.ts';
import { serveShell, type TemplateSource } from './handler.ts';
import { bundleLoader } from './ssr.ts';
import { ServerPages } from './ssrPage.ts';
import { TemplateCache } from './template.ts';
import type { DevFrontend } from './vite.ts';

const HASHED_CACHE = 'public, max-age=31536000, immutable'; // Vite puts a content hash in every /assets/* name
const PLAIN_CACHE = 'public, max-age=300';

export interface ShellOptions {
  distDir: string;
  /** Dev mode: Vite serves modules and transforms index.html; distDir is not used. */
  dev?: DevFrontend | undefined;
}

/** The built app (distDir) and the shell for every other GET that is not /wps, /lgw or /brands. */
export async function installShell(app: FastifyInstance, opts: ShellOptions): Promise<void> {
  const dist = opts.distDir;
  await app.register(fastifyStatic, {
    // In dev nothing is served from dist, but reply.sendFile (brand assets) is still needed.
    ...(opts.dev ? { serve: false } : { root: dist, wildcard: true }),
    index: false, // "/" is the shell, never the raw index.html
    preCompressed: true, // <file>.br / .gz written at build (scripts/vite/precompress.ts)
    cacheControl: false,
    dotfiles: 'ignore',
    // Folders ("/", "/help/") and the raw template go to the shell; API paths never look in dist.
    allowedPath: (pathname, root) =>
      root !== dist || (!isReservedPath(pathname) && !pathname.endsWith('/') && pathname !== '/index.html'),
    setHeaders: (res, path) => {
      // Brand assets set their own caching; only dist files get here with root === dist.
      const rel = relative(dist, path);
      if (rel.startsWith('..')) return;
      res.setHeader('cache-control', rel.startsWith(`assets${sep}`) ? HASHED_CACHE : PLAIN_CACHE);
    },
  });

  const cache = new TemplateCache(join(dist, 'index.html'));
  const template: TemplateSource = opts.dev ? (request) => opts.dev!.template(request.url) : () => cache.get();

  // The app rendered into the shell (first paint before any script runs); in dev the browser renders it.
  const pages = opts.dev ? undefined : new ServerPages(app, bundleLoader(dist), dist);

  app.setNotFoundHandler(async (request, reply) => {
    const path = pathOf(request.url);
    const method = request.method;
    // A missing hashed bundle file must be a 404, not HTML the browser would try to run as a script.
    if (isReservedPath(path) || (method !== 'GET' && method !== 'HEAD') || path.startsWith('/assets/'))
      return notFound(request, reply);
    return serveShell(request, reply, template, Boolean(opts.dev), pages);
  });
}
