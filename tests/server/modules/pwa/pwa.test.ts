// PWA basics per brand: the web app manifest from the brand (name, colours from its resolved tokens, icons that
// answer), the theme-color head tags, the service worker script and the branded offline page.
import type { FastifyInstance } from 'fastify';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { pwaHeadTags } from '../../../../src/server/modules/pwa/head.ts';
import { makeDist, removeTemps } from '../../support/fixtures.ts';
import { dbLegs } from '../../support/legs.ts';
import { closeServers } from '../../support/server.ts';
import { openWorld, type TestWorld } from '../../support/world.ts';

const leg = dbLegs().find((l) => l.name === 'pglite')!;
const BRANDS = ['lotus', 'aurora', 'pebble'];

describe.skipIf(!leg.available)('PWA on pglite', () => {
  let app: FastifyInstance;
  let world: TestWorld | undefined;

  beforeAll(async () => {
    world = await openWorld(leg, { distDir: makeDist() });
    app = world.app;
  });
  afterAll(async () => {
    await closeServers();
    await world?.dispose();
    removeTemps();
  });

  const get = (url: string, brand: string) => app.inject({ url, headers: { host: `${brand}.localhost` } });

  it.each(BRANDS)('%s: manifest with the brand name, token colours and icons that answer 200', async (id) => {
    const brand = app.registry.get(id)!;
    const res = await get('/manifest.webmanifest', id);
    expect(res.statusCode).toBe(200);
    expect(res.headers['content-type']).toMatch(/^application\/manifest\+json/);
    const m = JSON.parse(res.body) as { name: string; start_url: string; display: string; theme_color: string; background_color: string; icons: { src: string; sizes: string; type: string }[] };
    const mode = brand.theme.defaultMode;
    expect(m).toMatchObject({ name: brand.config.name, start_url: '/', display: 'standalone' });
    expect(m.theme_color).toBe(brand.theme[mode].color.bg.header);
    expect(m.background_color).toBe(brand.theme[mode].color.bg.page);
    expect(m.icons.some((i) => i.sizes === 'any')).toBe(true);
    // Chrome's installability: a raster icon of at least 144 px
    expect(m.icons.some((i) => i.type === 'image/png' && Number(i.sizes.split('x')[0]) >= 144)).toBe(true);
    for (const icon of m.icons) {
      const r = await get(icon.src, id);
      expect(r.statusCode, icon.src).toBe(200);
      expect(r.headers['content-type'], icon.src).toContain(icon.type);
      if (icon.type === 'image/png') {
        const side = Number(icon.sizes.split('x')[0]);
        expect(r.rawPayload.readUInt32BE(16), icon.src).toBe(side); // IHDR width
      }
    }
  });

  it('theme-color head tag follows the mode; the manifest link is there', () => {
    const brand = app.registry.get('lotus')!;
    const light = pwaHeadTags(brand, 'light');
    expect(light).toContain('<link rel="manifest" href="/manifest.webmanifest" />');
    expect(light).toContain(`<meta name="theme-color" content="${brand.theme.light.color.bg.header}" />`);
    expect(pwaHeadTags(brand, 'dark')).toContain(`<meta name="theme-color" content="${brand.theme.dark.color.bg.header}" />`);
  });

  it('/sw.js: JavaScript, no-cache, scope / (no Service-Worker-Allowed needed), a version per brand', async () => {
    const res = await get('/sw.js', 'lotus');
    expect(res.statusCode).toBe(200);
    expect(res.headers['content-type']).toMatch(/^text\/javascript/);
    expect(res.headers['cache-control']).toBe('no-cache');
    expect(res.headers['service-worker-allowed']).toBeUndefined();
    expect(res.body).toContain("addAll(['/', OFFLINE])");
    expect(res.body).toContain('GCSGAME_');
    const version = (body: string) => /const VERSION = "([^"]+)"/.exec(body)?.[1];
    expect(version(res.body)).toMatch(/^lotus-/);
    expect(version((await get('/sw.js', 'aurora')).body)).toMatch(/^aurora-/);
  });

  it('/offline: the brand name, its logo and "You are offline" in each of its languages, no script', async () => {
    for (const id of BRANDS) {
      const brand = app.registry.get(id)!;
      const res = await get('/offline', id);
      expect(res.statusCode).toBe(200);
      expect(res.body).toContain(`data-brand="${id}"`);
      expect(res.body).toContain(brand.config.name);
      expect(res.body).toContain('<img src="data:image/svg+xml;base64,');
      const langs = brand.config.languages.supported;
      if (langs.includes('EN')) expect(res.body).toContain('You are offline');
      if (langs.includes('BN')) expect(res.body).toContain('আপনি অফলাইনে আছেন');
      expect(res.body).not.toContain('<script');
      expect(res.headers['content-security-policy']).toContain("default-src 'none'");
    }
  });
});
