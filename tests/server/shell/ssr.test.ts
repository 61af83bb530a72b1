// The shell with the app rendered in it (the server renders the shell for first paint, the app
// hydrates it): header, navigation and the first screen with real data per shipped brand, a nonce on every
// style, the per-request parts filled into a cached page, and a brand edit re-rendering it.
import { join } from 'node:path';
import type { FastifyInstance } from 'fastify';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { loadBrandSet } from '../../../src/engine/node/brand/load.ts';
import { buildServerRenderer, SSR_SUBDIR } from '../../../vite.config.ts';
import { editBrand, makeDist, removeTemps } from '../support/fixtures.ts';
import { dbLegs } from '../support/legs.ts';
import { closeServers } from '../support/server.ts';
import { openWorld, type TestWorld } from '../support/world.ts';

const brands = loadBrandSet('brands').brands;
const pglite = dbLegs()[0]!;

describe('server-rendered shell (PGlite)', () => {
  let world: TestWorld | undefined;
  let app: FastifyInstance;
  let brandsDir: string;

  beforeAll(async () => {
    const dist = makeDist();
    await buildServerRenderer(join(dist, SSR_SUBDIR));
    world = await openWorld(pglite, { distDir: dist });
    ({ app, brandsDir } = world);
  }, 120_000);
  afterAll(async () => {
    await closeServers();
    await world?.dispose();
    removeTemps();
  });

  const get = (url: string, host: string, cookie?: string) => app.inject({ url, headers: { host, ...(cookie ? { cookie } : {}) } });
  const nonceOf = (html: string): string => /<style id="brand-tokens" nonce="([^"]+)">/.exec(html)![1]!;
  const root = (html: string): string => /<div id="root" data-ssr="">([\s\S]*)<\/div>\s*<script id="ssr-state"/.exec(html)?.[1] ?? '';

  it.each(brands.map((b) => [b.id, b] as const))('%s: / has the header, nav and home screen with its data', async (id, brand) => {
    const res = await get('/', `${id}.localhost`);
    expect(res.statusCode).toBe(200);
    const app = root(res.body);
    expect(app).toContain('<header');
    expect(app).toMatch(/data-nav="HOME"/);
    expect(app).toContain('data-testid="home"');
    expect(app).toContain('data-testid="home-winner-row"');
    expect(app).toContain('data-testid="home-lane"');
    if ((brand.config.banners?.w_home?.length ?? 0) > 0) expect(app).toMatch(/data-testid="home-banners"[\s\S]*<img/);
    // the client starts from the same query cache: no fetch before paint
    const state = JSON.parse(/<script id="ssr-state" type="application\/json">([\s\S]*?)<\/script>/.exec(res.body)![1]!) as { queries: { queryKey: unknown[] }[] };
    expect(state.queries.map((q) => q.queryKey[0])).toEqual(expect.arrayContaining(['announcements']));
  });

  it.each(brands.map((b) => [b.id] as const))('%s: /rng has the first page of games', async (id) => {
    const app = root((await get('/rng', `${id}.localhost`)).body);
    expect(app).toContain('data-testid="game-grid"');
    expect(app).toContain('data-testid="game-card"');
  });

  // a browser paints while the HTML still arrives: a class used before its rule is drawn unstyled, then moves
  it.each(brands.flatMap((b) => ['/', '/rng'].map((p) => [b.id, p] as const)))('%s %s: every class\'s rule comes before its first use', async (id, path) => {
    const app = root((await get(path, `${id}.localhost`)).body);
    const defined = new Set<string>();
    const late: string[] = [];
    for (const m of app.matchAll(/<style data-emotion="css ([^"]+)"|class="([^"]*)"/g)) {
      if (m[1]) for (const name of m[1].split(' ')) defined.add(name);
      else for (const cls of m[2]!.split(' ')) if (cls.startsWith('css-') && cls !== 'css-0' && !defined.has(cls.slice(4))) late.push(cls);
    }
    expect(defined.size).toBeGreaterThan(10);
    expect(late).toEqual([]);
  });

  it.each(['/login', '/register'])('%s (the home page with the modal opening over it) renders the home screen', async (path) => {
    const app = root((await get(path, 'aurora.localhost')).body);
    expect(app).toContain('<header');
    expect(app).toContain('data-testid="home"');
  });

  it('every <style> carries this response\'s nonce, and no inline script is added', async () => {
    const [a, b] = [await get('/', 'aurora.localhost'), await get('/', 'aurora.localhost')];
    for (const res of [a, b]) {
      const nonce = nonceOf(res.body);
      const styles = res.body.match(/<style\b[^>]*>/g)!;
      expect(styles.length).toBeGreaterThan(10);
      for (const tag of styles) expect(tag).toContain(` nonce="${nonce}"`);
      expect(res.headers['content-security-policy']).toContain(`'nonce-${nonce}'`);
      // React's streaming helpers would be inline scripts, which the CSP refuses
      expect(root(res.body)).not.toMatch(/<script(?![^>]*type="application\/json")/);
    }
    expect(nonceOf(a.body)).not.toBe(nonceOf(b.body));
  });

  it('language and mode come from the cookies; the boot payload has the caller, not the cached render', async () => {
    const res = await get('/', 'lotus.localhost', 'lang=EN; mode=dark');
    expect(res.body).toMatch(/<html[^>]*lang="en"[^>]*data-mode="dark"/);
    const boot = JSON.parse(/<script id="boot-payload" type="application\/json">([\s\S]*?)<\/script>/.exec(res.body)![1]!) as {
      language: string;
      status: { location: { ip: string; countryCode: string } };
    };
    expect(boot.language).toBe('EN');
    expect(boot.status.location).toEqual({ ip: '127.0.0.1', countryCode: 'ZZ' });
    expect(res.body).not.toMatch(/ssr\w*Slot0/);
  });

  it('pages with a query string, and routes that need a session, are left to the browser', async () => {
    expect(root((await get('/rng?vassalage=X', 'aurora.localhost')).body)).toBe('');
    expect((await get('/rng?vassalage=X', 'aurora.localhost')).body).toContain('<div id="root"></div>');
    expect((await get('/lottery', 'aurora.localhost')).body).toContain('<div id="root"></div>');
  });

  it('a route whose flag is off (pebble /pointMall, PTSYS3) is a 404 with the not-found page rendered; on, a 200 page', async () => {
    const off = await get('/pointMall', 'pebble.localhost');
    expect(off.statusCode).toBe(404);
    expect(root(off.body)).toContain('data-testid="not-found"');
    expect(root(off.body)).toContain('<header');
    const on = await get('/pointMall', 'aurora.localhost');
    expect(on.statusCode).toBe(200);
    expect(root(on.body)).toContain('data-testid="point-mall-page"');
  });

  it('a brand edit drops that brand\'s renders: the next page shows the new config', async () => {
    expect(root((await get('/', 'pebble.localhost')).body)).toContain('data-testid="home"');
    editBrand(brandsDir, 'pebble', (b) => (b.name = 'Pebble Renamed'));
    await app.registry.reloadNow('pebble');
    const after = (await get('/', 'pebble.localhost')).body;
    // the header logo's name and the footer are rendered from the new config, not served from the old render
    expect(root(after)).toContain('Pebble Renamed');
  });
});

describe('meta description (SEO, brand seo.description per language)', () => {
  let world: TestWorld | undefined;
  let app: FastifyInstance;
  let brandsDir: string;

  beforeAll(async () => {
    world = await openWorld(pglite, {
      distDir: makeDist(),
      editBrands: (dir) => editBrand(dir, 'pebble', (b) => (b.seo = { description: { EN: 'Pebble <b>"quoted"</b>' } })),
    });
    ({ app, brandsDir } = world);
  }, 60_000);
  afterAll(async () => {
    await closeServers();
    await world?.dispose();
    removeTemps();
  });

  const description = async (host: string, cookie?: string): Promise<string | undefined> => {
    const res = await app.inject({ url: '/', headers: { host, ...(cookie ? { cookie } : {}) } });
    return /<meta name="description" content="([^"]*)" \/>/.exec(res.body)?.[1];
  };

  it.each(brands.flatMap((b) => b.config.languages.supported.map((l) => [b.id, l, b] as const)))('%s in %s', async (id, lang, brand) => {
    if (id === 'pebble') return;
    const text = await description(`${id}.localhost`, `lang=${lang}`);
    expect(text).toBe(brand.config.seo?.description?.[lang]);
    expect(text?.length).toBeGreaterThan(50);
  });

  it('is escaped, and falls back to the default language', async () => {
    expect(await description('pebble.localhost')).toBe('Pebble &lt;b&gt;&quot;quoted&quot;&lt;/b&gt;');
    editBrand(brandsDir, 'aurora', (b) => (b.seo = { description: { EN: 'Aurora in English only, the default language of the brand.' } }));
    await app.registry.reloadNow('aurora');
    expect(await description('aurora.localhost', 'lang=BN')).toBe('Aurora in English only, the default language of the brand.');
  });
});
