import { createReadStream, existsSync, statSync } from 'node:fs';
import { createServer, type Server } from 'node:http';
import type { AddressInfo } from 'node:net';
import { extname, join, normalize, resolve, sep } from 'node:path';

const TYPES: Record<string, string> = {
  '.html': 'text/html; charset=utf-8',
  '.js': 'text/javascript; charset=utf-8',
  '.mjs': 'text/javascript; charset=utf-8',
  '.css': 'text/css; charset=utf-8',
  '.json': 'application/json; charset=utf-8',
  '.svg': 'image/svg+xml',
  '.png': 'image/png',
  '.jpg': 'image/jpeg',
  '.jpeg': 'image/jpeg',
  '.webp': 'image/webp',
  '.gif': 'image/gif',
  '.ico': 'image/x-icon',
  '.woff': 'font/woff',
  '.woff2': 'font/woff2',
  '.ttf': 'font/ttf',
  '.map': 'application/json',
  '.txt': 'text/plain; charset=utf-8',
};

export interface StaticServer {
  url: string;
  close: () => Promise<void>;
}

/**
 * A tiny static file server for storybook-static on loopback. It prefers `port` (a story that shows
 * location.origin, e.g. a QR code of an absolute link, then renders the same on every run) and falls back
 * to a free port when that one is taken.
 */
export async function serveStatic(rootDir: string, port = 0): Promise<StaticServer & { preferredPortTaken: boolean }> {
  const root = resolve(rootDir);
  const server: Server = createServer((req, res) => {
    const pathname = decodeURIComponent(new URL(req.url ?? '/', 'http://x').pathname);
    let file = normalize(join(root, pathname));
    if (file !== root && !file.startsWith(root + sep)) {
      res.writeHead(403).end();
      return;
    }
    if (existsSync(file) && statSync(file).isDirectory()) file = join(file, 'index.html');
    if (!existsSync(file)) {
      res.writeHead(404, { 'content-type': 'text/plain' }).end(`not found: ${pathname}`);
      return;
    }
    res.writeHead(200, {
      'content-type': TYPES[extname(file).toLowerCase()] ?? 'application/octet-stream',
      'cache-control': 'no-store',
    });
    createReadStream(file).pipe(res);
  });
  const listen = (p: number): Promise<boolean> =>
    new Promise((ok, fail) => {
      const onError = (err: NodeJS.ErrnoException): void => {
        server.off('listening', onListening);
        if (err.code === 'EADDRINUSE' && p !== 0) ok(false);
        else fail(err);
      };
      const onListening = (): void => {
        server.off('error', onError);
        ok(true);
      };
      server.once('error', onError);
      server.once('listening', onListening);
      server.listen(p, '127.0.0.1');
    });
  const preferredPortTaken = !(await listen(port));
  if (preferredPortTaken) await listen(0);
  const actual = (server.address() as AddressInfo).port;
  return {
    preferredPortTaken,
    url: `http://127.0.0.1:${actual}`,
    close: () => new Promise<void>((ok) => server.close(() => ok())),
  };
}
