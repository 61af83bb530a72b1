// First paint from the server (the server renders the shell for first paint; the app hydrates it):
// the header, navigation and first screen are in the HTML, the app takes them over without a hydration error,
// nothing moves while it does (CLS), and only the fonts of the page's language are downloaded.
import type { Browser, BrowserContext } from 'playwright-core';
import { afterAll, beforeAll, describe, expect, inject, it } from 'vitest';
import { loadBrandSet } from '../../../src/engine/node/brand/load.ts';
import { brandUrl, launch } from '../browser.ts';
import { withoutAnnouncementPopups } from '../home/popups.ts';
import { recordLayoutShift } from '../../../scripts/bench/game-list-shift.ts';

const port = inject('port');
const brands = loadBrandSet('brands').brands;
let browser: Browser;

beforeAll(async () => {
  browser = await launch();
});
afterAll(async () => {
  await browser?.close();
});

async function context(opts: { js: boolean; width: number; height: number }): Promise<BrowserContext> {
  const ctx = await browser.newContext({ viewport: { width: opts.width, height: opts.height }, javaScriptEnabled: opts.js });
  // the guests' announcement popup is a modal the player closes: it is not the page moving
  if (opts.js) await withoutAnnouncementPopups(ctx);
  return ctx;
}

describe.each(brands.map((b) => [b.id, b] as const))('brand %s without JavaScript (home and game lists)', (id, brand) => {
  it('/ shows the header, the navigation and the home screen with its data', async () => {
    const ctx = await context({ js: false, width: 1366, height: 900 });
    const page = await ctx.newPage();
    await page.goto(brandUrl(id, port, '/'));
    expect(await page.locator('header').first().isVisible()).toBe(true);
    expect(await page.locator('header nav [data-nav]').count()).toBeGreaterThan(1);
    expect(await page.locator('[data-testid=home]').isVisible()).toBe(true);
    // real data fetched on the server: the winner board and the game lanes, not skeletons
    expect(await page.locator('[data-testid=home-winner-row]').count()).toBeGreaterThan(0);
    expect(await page.locator('[data-testid=home-lane]').count()).toBeGreaterThan(0);
    if ((brand.config.banners?.w_home?.length ?? 0) > 0) expect(await page.locator('[data-testid=home-banners] img').count()).toBeGreaterThan(0);
    await ctx.close();
  });

  it('/rng shows the first page of games', async () => {
    const ctx = await context({ js: false, width: 1366, height: 900 });
    const page = await ctx.newPage();
    await page.goto(brandUrl(id, port, '/rng'));
    expect(await page.locator('header nav [data-nav]').count()).toBeGreaterThan(1);
    expect(await page.locator('[data-testid=game-list-page]').isVisible()).toBe(true);
    expect(await page.locator('[data-testid=game-grid] [data-testid=game-card]').count()).toBeGreaterThan(0);
    await ctx.close();
  });
});

const VIEWPORTS = [
  { width: 1366, height: 900 },
  { width: 390, height: 844 },
];

describe.each(brands.map((b) => [b.id] as const))('brand %s hydrates the server HTML', (id) => {
  it.each(VIEWPORTS.map((v) => [`${v.width}x${v.height}`, v] as const))('at %s: no hydration error, CLS ≤ 0.02', async (_, viewport) => {
    const ctx = await context({ js: true, ...viewport });
    await recordLayoutShift(ctx);
    const page = await ctx.newPage();
    const errors: string[] = [];
    page.on('console', (m) => {
      if (m.type() === 'error') errors.push(m.text());
    });
    page.on('pageerror', (e) => errors.push(e.message));
    await page.goto(brandUrl(id, port, '/'), { waitUntil: 'networkidle' });
    // the app took the server's markup over: React's root is on #root and a client-only value (the jackpot) is drawn
    await page.waitForFunction(() => (document.querySelector('[data-testid=home-jackpot-amount]')?.textContent ?? '').trim() !== '');
    expect(await page.$eval('#root', (el) => Object.keys(el).some((k) => k.startsWith('__reactContainer')))).toBe(true);
    expect(await page.$eval('#root', (el) => el.hasAttribute('data-ssr'))).toBe(true);
    const cls = await page.evaluate(() => (window as unknown as { __cls: number }).__cls);
    expect(errors).toEqual([]);
    expect(cls).toBeLessThanOrEqual(0.02);
    await ctx.close();
  });
});

describe('fonts (issue: no Bengali font on an English page)', () => {
  const fontsOf = async (id: string, lang: string): Promise<{ loaded: string[]; preloaded: string[]; bengaliText: boolean }> => {
    const ctx = await context({ js: true, width: 1366, height: 900 });
    await ctx.addCookies([{ name: 'lang', value: lang, url: brandUrl(id, port) }]);
    const page = await ctx.newPage();
    const loaded: string[] = [];
    page.on('request', (r) => {
      if (r.resourceType() === 'font') loaded.push(new URL(r.url()).pathname);
    });
    await page.goto(brandUrl(id, port, '/'), { waitUntil: 'networkidle' });
    const preloaded = await page.$$eval('link[rel=preload][as=font]', (ls) => ls.map((l) => new URL((l as HTMLLinkElement).href).pathname));
    // text drawn in the Bengali block outside the language menu (e.g. a Taka brand's ৳ sign) needs the Bengali file
    const bengaliText = await page.evaluate(() => {
      const walk = document.createTreeWalker(document.body, NodeFilter.SHOW_TEXT);
      for (let n = walk.nextNode(); n; n = walk.nextNode())
        if (/[\u0980-\u09FF]/.test(n.textContent ?? '') && !n.parentElement?.closest('option, script')) return true;
      return false;
    });
    await ctx.close();
    return { loaded, preloaded, bengaliText };
  };

  it.each(brands.filter((b) => b.config.languages.supported.includes('EN')).map((b) => [b.id] as const))(
    '%s in English preloads Latin regular and bold; a Bengali file only for Bengali-script text it shows',
    async (id) => {
      const { loaded, preloaded, bengaliText } = await fontsOf(id, 'EN');
      expect(preloaded.length).toBe(2);
      for (const f of preloaded) expect(f).toMatch(/-latin-(400|700)-normal-[\w-]+\.woff2$/);
      expect(loaded.length).toBeGreaterThan(0);
      // the language menu's "বাংলা" alone never pulls the Bengali font in
      if (!bengaliText) expect(loaded.filter((f) => f.includes('-bengali-bengali-'))).toEqual([]);
    },
  );

  it.each(brands.filter((b) => b.config.languages.supported.includes('BN')).map((b) => [b.id] as const))(
    '%s in Bengali preloads the Bengali subset and uses it',
    async (id) => {
      const { loaded, preloaded } = await fontsOf(id, 'BN');
      expect(preloaded.some((f) => f.includes('-bengali-bengali-400-normal'))).toBe(true);
      expect(loaded.some((f) => f.includes('-bengali-bengali-'))).toBe(true);
    },
  );
});
