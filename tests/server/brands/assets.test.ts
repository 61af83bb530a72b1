// GET /brands/<id>/assets/<path>: a brand's assets/ folder and nothing else (docs/brands.md).
import { mkdirSync, symlinkSync, writeFileSync } from 'node:fs';
import { join } from 'node:path';
import type { FastifyInstance } from 'fastify';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { makeDist, removeTemps } from '../support/fixtures.ts';
import { dbLegs } from '../support/legs.ts';
import { closeServers } from '../support/server.ts';
import { openWorld, type TestWorld } from '../support/world.ts';

describe.each(dbLegs())('brand assets on $name', (leg) => {
  let world: TestWorld | undefined;
  let app: FastifyInstance;

  beforeAll(async () => {
    if (!leg.available) return;
    world = await openWorld(leg, {
      distDir: makeDist(),
      editBrands: (brandsDir) => {
        const assets = join(brandsDir, 'aurora', 'assets');
        writeFileSync(join(assets, 'photo.webp'), Buffer.from('RIFF0000WEBPVP8 '));
        writeFileSync(join(assets, '.secret'), 'hidden');
        mkdirSync(join(assets, 'icons'));
        writeFileSync(join(assets, 'icons', 'star.svg'), '<svg xmlns="http://www.w3.org/2000/svg"/>');
        symlinkSync(join(brandsDir, 'aurora', 'brand.json'), join(assets, 'link.json'));
      },
    });
    app = world.app;
  });
  afterAll(async () => {
    await closeServers();
    await world?.dispose();
    removeTemps();
  });

  const get = (url: string) => app.inject({ url, headers: { host: 'lotus.localhost' } });

  describe.skipIf(!leg.available)('', () => {
    it('serves an SVG with its content type, a short cache and a no-script CSP', async () => {
      const res = await get('/brands/aurora/assets/favicon.svg');
      expect(res.statusCode).toBe(200);
      expect(res.headers['content-type']).toMatch(/^image\/svg\+xml/);
      expect(res.headers['cache-control']).toBe('public, max-age=300');
      expect(res.headers['content-security-policy']).toContain("default-src 'none'");
      expect(res.body).toContain('<svg');
    });

    it('serves other image types and sub-folders', async () => {
      expect((await get('/brands/aurora/assets/photo.webp')).headers['content-type']).toBe('image/webp');
      expect((await get('/brands/aurora/assets/icons/star.svg')).statusCode).toBe(200);
    });

    it('any brand is reachable from any host (the URL names the brand)', async () => {
      expect((await get('/brands/pebble/assets/favicon.svg')).statusCode).toBe(200);
    });

    it.each([
      '/brands/aurora/assets/../brand.json',
      '/brands/aurora/assets/%2e%2e/brand.json',
      '/brands/aurora/assets/..%2fbrand.json',
      '/brands/aurora/assets/%2e%2e%2f%2e%2e%2fpebble%2fbrand.json',
      '/brands/aurora/assets/icons/../../brand.json',
      '/brands/aurora/assets/..%5cbrand.json',
      '/brands/aurora/assets/%00favicon.svg',
    ])('refuses traversal: %s', async (url) => {
      const res = await get(url);
      // a NUL byte is refused at the door (400) before any file lookup
      expect(res.statusCode).toBe(url.includes('%00') ? 400 : 404);
      expect(res.body).not.toContain('merchantCode');
    });

    it.each([
      '/brands/aurora/brand.json',
      '/brands/aurora/content/help.json',
      '/brands/aurora/assets/.secret',
      '/brands/aurora/assets/link.json',
      '/brands/aurora/assets/',
      '/brands/aurora/assets/icons',
      '/brands/unknown/assets/favicon.svg',
      '/brands/aurora/assets/missing.svg',
    ])('serves nothing else: %s → 404', async (url) => {
      const res = await get(url);
      // a NUL byte is refused at the door (400) before any file lookup
      expect(res.statusCode).toBe(url.includes('%00') ? 400 : 404);
      expect(res.body).not.toContain('merchantCode');
    });
  });
});
