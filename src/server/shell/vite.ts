import { readFile } from 'node:fs/promises';
import type { IncomingMessage, Server, ServerResponse } from 'node:http';
import { join } from 'node:path';
import type { ViteDevServer } from 'vite';

export interface DevFrontend {
  /** Vite's connect stack: modules, /@vite/client, HMR, public files. Calls next() for what it does not serve. */
  middlewares: (req: IncomingMessage, res: ServerResponse, next: () => void) => void;
  /** The root index.html as Vite serves it in dev (HMR client and React refresh preamble added). */
  template(url: string): Promise<string>;
  close(): Promise<void>;
}

/**
 * Vite in middleware mode inside this server (npm run dev): one origin for app and API, the same shell
 * injection as production, HMR over this server's own HTTP server (no extra port). Vite is imported here
 * only, so production never loads it.
 */
export async function createDevFrontend(root: string, httpServer: Server, cacheDir?: string): Promise<DevFrontend> {
  const { createServer } = await import('vite');
  const vite: ViteDevServer = await createServer({
    root,
    configFile: join(root, 'vite.config.ts'),
    appType: 'custom', // the shell (index.html) is ours: Vite must not answer HTML itself
    server: { middlewareMode: true, ws: { server: httpServer } },
    ...(cacheDir ? { cacheDir } : {}),
  });
  return {
    middlewares: (req, res, next) => vite.middlewares(req, res, next),
    async template(url) {
      const raw = await readFile(join(root, 'index.html'), 'utf8');
      return vite.transformIndexHtml(url, raw);
    },
    close: () => vite.close(),
  };
}
