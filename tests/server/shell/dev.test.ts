// npm run dev: the same server with Vite in middleware mode (HMR) instead of dist/.
import type { FastifyInstance } from 'fastify';
import { mkdtempSync } from 'node:fs';
import { join } from 'node:path';
import { afterAll, beforeAll, describe, expect, inject, it } from 'vitest';
import type { Database } from '../../../src/server/db/types.ts';
import { copyBrands, removeTemps, REPO } from '../support/fixtures.ts';
import { dbLegs } from '../support/legs.ts';
import { httpGet } from '../support/raw-http.ts';
import { closeServers, startServer } from '../support/server.ts';

describe.each(dbLegs())('dev mode (Vite middleware) on $name', (leg) => {
  let db: Database;
  let dispose: () => Promise<void>;
  let app: FastifyInstance;
  let base: string;

  beforeAll(async () => {
    if (!leg.available) return;
    ({ db, dispose } = await leg.open());
    // Vite's optimizer may still write its cache after close: keep it in the run's scratch folder, not the repo.
    const cacheDir = mkdtempSync(join(inject('scratchDir'), 'vite-cache-'));
    app = await startServer({ brandsDir: copyBrands(), db, dev: { root: REPO, cacheDir } });
    // Vite answers on the raw HTTP server (before Fastify), so this needs a real socket, not inject().
    await app.listen({ port: 0, host: '127.0.0.1' });
    base = `http://127.0.0.1:${(app.server.address() as { port: number }).port}`;
  });
  afterAll(async () => {
    await closeServers();
    await dispose?.();
    removeTemps();
  });

  const get = (path: string, host = 'aurora.localhost') => httpGet(base, path, host);

  describe.skipIf(!leg.available)('', () => {
    it('GET / is the root index.html through Vite, with the brand head injected', async () => {
      const res = await get('/');
      expect(res.status).toBe(200);
      expect(res.headers['cache-control']).toBe('no-store');
      const html = res.body;
      expect(html).toContain('<html lang="en" dir="ltr" data-brand="aurora" data-mode="light">');
      expect(html).toContain('/@vite/client'); // Vite's transform ran (HMR client)
      expect(html).toContain('<title>Aurora Gaming</title>');
      expect(html).toContain('id="brand-tokens"');
      expect(html).toContain('id="boot-payload"');
      expect(html).toContain('src="/src/app/main.tsx"');
    });

    it('Vite serves its client module', async () => {
      const res = await get('/@vite/client');
      expect(res.status).toBe(200);
      expect(res.headers['content-type']).toMatch(/javascript/);
    });

    it('the API and brand assets are still the server, not Vite', async () => {
      const api = await get('/wps/system/domainRoute', 'pebble.localhost');
      expect(api.body).toContain('pebble.localhost');
      expect((await get('/brands/aurora/assets/favicon.svg')).headers['content-type']).toMatch(/svg/);
      expect((await get('/wps/nope')).status).toBe(404);
    });

    it('deep links get the shell', async () => {
      const res = await get('/member/profile', 'lotus.localhost');
      expect(res.body).toContain('data-brand="lotus"');
    });
  });
});
