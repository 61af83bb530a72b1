// The app shell: index.html with the brand's head inlined, per host, language and mode.
import { rmSync, writeFileSync } from 'node:fs';
import { join } from 'node:path';
import type { FastifyInstance } from 'fastify';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { loadBrandDir } from '../../../src/engine/node/brand/load.ts';
import { validateBootPayload } from '../../../src/generated/boot-validator.js';
import type { BootPayload } from '../../../src/generated/types.ts';
import type { Database } from '../../../src/server/db/types.ts';
import { editBrand, makeDist, removeTemps, tempDir } from '../support/fixtures.ts';
import { dbLegs } from '../support/legs.ts';
import { closeServers, startServer } from '../support/server.ts';
import { openWorld, type TestWorld } from '../support/world.ts';

const EVIL_NAME = '</script><script>alert(1)</script>';

function bootOf(html: string): BootPayload {
  const m = /<script id="boot-payload" type="application\/json">([\s\S]*?)<\/script>/.exec(html);
  expect(m, 'boot payload script').toBeTruthy();
  const data = JSON.parse(m![1]!) as BootPayload;
  expect(validateBootPayload(data), JSON.stringify(validateBootPayload.errors)).toBe(true);
  return data;
}

/** Past the template cache's once-a-second look at dist/index.html. */
const settle = () => new Promise((r) => setTimeout(r, 1100));

function htmlTag(html: string): string {
  return /<html\b[^>]*>/.exec(html)![0];
}

describe.each(dbLegs())('shell on $name', (leg) => {
  let db: Database;
  let world: TestWorld | undefined;
  let app: FastifyInstance;
  let brandsDir: string;
  let dist: string;

  beforeAll(async () => {
    if (!leg.available) return;
    dist = makeDist();
    world = await openWorld(leg, { distDir: dist, editBrands: (dir) => editBrand(dir, 'pebble', (b) => (b.name = EVIL_NAME)) });
    ({ app, db, brandsDir } = world);
  });
  afterAll(async () => {
    await closeServers();
    await world?.dispose();
    removeTemps();
  });

  const page = (url: string, host = 'aurora.localhost', cookie?: string) =>
    app.inject({ url, headers: { host, ...(cookie ? { cookie } : {}) } });

  describe.skipIf(!leg.available)('', () => {
    it('GET / is index.html with html attributes, title, favicon, brand CSS and boot payload', async () => {
      const res = await page('/');
      expect(res.statusCode).toBe(200);
      expect(res.headers['content-type']).toMatch(/^text\/html/);
      expect(res.headers['cache-control']).toBe('no-store');
      const html = res.body;
      expect(htmlTag(html)).toBe('<html lang="en" dir="ltr" data-brand="aurora" data-mode="light">');
      expect(html).not.toContain('<!--app-head');
      expect(html).toContain('<title>Aurora Gaming</title>');
      expect(html).toContain('<link rel="icon" href="/brands/aurora/assets/favicon.svg" />');
      const loaded = loadBrandDir(join(brandsDir, 'aurora'));
      if (!loaded.ok) throw new Error('fixture brand must load');
      // the brand tokens carry the page's CSP nonce
      expect(html).toMatch(/<style id="brand-tokens" nonce="[A-Za-z0-9+/=]+">/);
      expect(html).toContain(`">${loaded.brand.css}</style>`);
      const boot = bootOf(html);
      expect(boot).toMatchObject({ language: 'EN', mode: 'light', brand: { id: 'aurora', name: 'Aurora Gaming' } });
      expect(boot.status.location.countryCode).toBe('ZZ');
      // The rest of the template is untouched.
      expect(html).toContain('<script type="module" crossorigin src="/assets/index-abc123.js"></script>');
    });

    it('cookies pick mode and a supported language', async () => {
      const html = (await page('/', 'aurora.localhost', 'mode=dark; lang=BN')).body;
      expect(htmlTag(html)).toBe('<html lang="bn" dir="ltr" data-brand="aurora" data-mode="dark">');
      expect(bootOf(html)).toMatchObject({ language: 'BN', mode: 'dark' });
    });

    it('unknown cookie values fall back to the brand defaults', async () => {
      const html = (await page('/', 'aurora.localhost', 'mode=sepia; lang=KO')).body;
      expect(htmlTag(html)).toBe('<html lang="en" dir="ltr" data-brand="aurora" data-mode="light">');
    });

    it('the brand comes from the host; loopback gets the default brand, a host no brand claims 421', async () => {
      expect(htmlTag((await page('/', 'aurora-gaming.test')).body)).toContain('data-brand="aurora"');
      expect(htmlTag((await page('/', '127.0.0.1:8080')).body)).toContain('data-brand="lotus"');
      expect((await page('/', 'nobody.example')).statusCode).toBe(421);
    });

    it('deep links get the shell too (client-side routes); an address no route has gets it with 404', async () => {
      const res = await page('/member?page=transactionHistory');
      expect(res.statusCode).toBe(200);
      expect(htmlTag(res.body)).toContain('data-brand="aurora"');
      // the app shows its not-found page there (tests/server/shell/route-status.test.ts)
      const missing = await page('/member/profile?tab=1');
      expect(missing.statusCode).toBe(404);
      expect(htmlTag(missing.body)).toContain('data-brand="aurora"');
    });

    it('/index.html is the shell, never the raw template', async () => {
      const res = await page('/index.html');
      expect(res.statusCode).toBe(200);
      expect(res.body).toContain('id="boot-payload"');
    });

    it('a brand name with </script> cannot break out of the boot payload or the title', async () => {
      // a mode cookie: the template's scripts only (no system-mode head script)
      const html = (await page('/', 'pebble.localhost', 'mode=light')).body;
      expect(html).not.toContain(EVIL_NAME);
      expect(html).not.toContain('<script>alert(1)');
      expect(html).toContain('<title>&lt;/script&gt;&lt;script&gt;alert(1)&lt;/script&gt;</title>');
      // Exactly the template's scripts: the boot payload and the bundle.
      expect(html.match(/<script\b/g)).toHaveLength(2);
      expect(bootOf(html).brand.name).toBe(EVIL_NAME);
    });

    it('hashed bundle files are served from dist with a long immutable cache', async () => {
      const res = await page('/assets/index-abc123.js');
      expect(res.statusCode).toBe(200);
      expect(res.headers['content-type']).toMatch(/javascript/);
      expect(res.headers['cache-control']).toBe('public, max-age=31536000, immutable');
    });

    it('other dist files get a short cache', async () => {
      const res = await page('/humans.txt');
      expect(res.statusCode).toBe(200);
      expect(res.headers['cache-control']).toBe('public, max-age=300');
    });

    it('a missing bundle file is a 404, not HTML', async () => {
      const res = await page('/assets/index-missing.js');
      expect(res.statusCode).toBe(404);
      expect(res.body).not.toContain('<html');
    });

    it('/brands/* never falls back to the shell', async () => {
      const res = await page('/brands/aurora/brand.json');
      expect(res.statusCode).toBe(404);
      expect(JSON.parse(res.body)).toMatchObject({ success: false, errorCode: 'not.found' });
    });

    it('a rebuilt index.html is picked up without a restart (within a second)', async () => {
      writeFileSync(join(dist, 'index.html'), '<!doctype html><html><head><!--app-head--></head><body>rebuilt v2</body></html>');
      await settle();
      const html = (await page('/')).body;
      expect(html).toContain('rebuilt v2');
      expect(htmlTag(html)).toBe('<html lang="en" dir="ltr" data-brand="aurora" data-mode="light">');
      expect(bootOf(html).brand.id).toBe('aurora');
    });

    it('without dist/index.html the shell is a 503 telling to build', async () => {
      rmSync(join(dist, 'index.html'));
      await settle();
      const res = await page('/');
      expect(res.statusCode).toBe(503);
      expect(res.headers['content-type']).toMatch(/^text\/plain/);
      expect(res.body).toContain('npm run build');
    });

    it('without any brand the shell is a 503, not a crash', async () => {
      const empty = await startServer({ brandsDir: tempDir('empty'), db, distDir: makeDist() });
      const res = await empty.inject({ url: '/' });
      expect(res.statusCode).toBe(503);
    });
  });
});
