// Light/dark without a flash (the header toggle): a player who has not chosen gets the system's mode unless the
// brand pins it; the first paint is already right (checked with the app's JS blocked), and the toggle says what it does.
import { readFileSync } from 'node:fs';
import type { Browser, BrowserContextOptions, Page } from 'playwright-core';
import { afterAll, beforeAll, describe, expect, inject, it } from 'vitest';
import { loadBrandSet } from '../../../src/engine/node/brand/load.ts';
import { tokenVar } from '../../../src/engine/theme/token.ts';
import { brandUrl, launch, waitForHydration } from '../browser.ts';
import { withoutAnnouncementPopups } from '../home/popups.ts';

const BN = JSON.parse(readFileSync('src/i18n/translations/bn/layout.json', 'utf8')) as Record<string, string>;

const port = inject('port');
const brands = loadBrandSet('brands').brands;
const followers = brands.filter((b) => !b.theme.pinMode);
const pinned = brands.filter((b) => b.theme.pinMode);
let browser: Browser;

beforeAll(async () => {
  browser = await launch();
});
afterAll(async () => {
  await browser?.close();
});

async function context(options: BrowserContextOptions & { cookie?: string; brand: string }) {
  const { cookie, brand, ...rest } = options;
  const ctx = await browser.newContext({ viewport: { width: 1366, height: 900 }, ...rest });
  if (cookie) await ctx.addCookies([{ name: 'mode', value: cookie, url: brandUrl(brand, port) }]);
  await withoutAnnouncementPopups(ctx);
  return ctx;
}

/** What the page shows when the HTML is parsed and no app JS has run: mode attribute and the page colour token. */
async function firstPaint(page: Page, brand: string): Promise<{ mode: string | undefined; bg: string; scheme: string }> {
  await page.route('**/assets/*.js', (r) => r.abort());
  await page.goto(brandUrl(brand, port), { waitUntil: 'domcontentloaded' });
  return page.evaluate((v) => {
    const s = getComputedStyle(document.documentElement);
    return { mode: document.documentElement.dataset.mode, bg: s.getPropertyValue(v).trim().toLowerCase(), scheme: s.colorScheme };
  }, tokenVar('color.bg.page'));
}

const modes = ['dark', 'light'] as const;

describe.each(followers.map((b) => [b.id, b] as const))('brand %s follows the system (theme.pinMode false)', (id, brand) => {
  it.each(modes)('system %s: the first paint is already in that mode, before any app JS', async (scheme) => {
    const ctx = await context({ brand: id, colorScheme: scheme });
    const shown = await firstPaint(await ctx.newPage(), id);
    expect(shown).toEqual({ mode: scheme, bg: brand.theme[scheme].color.bg.page.toLowerCase(), scheme });
    await ctx.close();
  });

  it("the player's cookie wins over the system", async () => {
    const ctx = await context({ brand: id, colorScheme: 'dark', cookie: 'light' });
    expect((await firstPaint(await ctx.newPage(), id)).mode).toBe('light');
    await ctx.close();
  });
});

describe.each(pinned.map((b) => [b.id, b] as const))('brand %s pins its mode (theme.pinMode true)', (id, brand) => {
  it.each(modes)('system %s: still the brand default on first paint', async (scheme) => {
    const ctx = await context({ brand: id, colorScheme: scheme });
    const shown = await firstPaint(await ctx.newPage(), id);
    const mode = brand.theme.defaultMode;
    expect(shown).toEqual({ mode, bg: brand.theme[mode].color.bg.page.toLowerCase(), scheme: mode });
    await ctx.close();
  });
});

describe('the app takes over the system mode and the toggle says what it does', () => {
  const id = followers[0]?.id ?? brands[0]!.id;
  it('system dark: the app keeps dark without writing a choice; the toggle offers light, then dark', async () => {
    const ctx = await context({ brand: id, colorScheme: 'dark' });
    const page = await ctx.newPage();
    const errors: string[] = [];
    page.on('pageerror', (e) => errors.push(e.message));
    waitForHydration(page);
    await page.goto(brandUrl(id, port));
    const toggle = page.getByTestId('theme-toggle').first();
    await toggle.waitFor();
    await page.waitForFunction(() => document.querySelector('#root')?.hasChildNodes());
    expect(await page.getAttribute('html', 'data-mode')).toBe('dark');
    expect((await ctx.cookies()).find((c) => c.name === 'mode')).toBeUndefined();
    expect(await page.getByRole('button', { name: 'Switch to light mode' }).count()).toBeGreaterThan(0);
    expect(await page.getByRole('button', { name: 'Switch to dark mode' }).count()).toBe(0);
    await toggle.click();
    expect(await page.getAttribute('html', 'data-mode')).toBe('light');
    expect((await ctx.cookies()).find((c) => c.name === 'mode')?.value).toBe('light');
    expect(await page.getByRole('button', { name: 'Switch to dark mode' }).count()).toBeGreaterThan(0);
    expect(errors).toEqual([]);
    await ctx.close();
  });

  it.runIf(brands.find((b) => b.id === id)?.config.languages.supported.includes('BN'))('in Bengali the names are Bengali', async () => {
    const ctx = await context({ brand: id, colorScheme: 'light' });
    await ctx.addCookies([{ name: 'lang', value: 'BN', url: brandUrl(id, port) }]);
    const page = await ctx.newPage();
    await page.goto(brandUrl(id, port));
    await page.getByTestId('theme-toggle').first().waitFor();
    expect(await page.getByRole('button', { name: BN['layout.themeToDark']! }).count()).toBeGreaterThan(0);
    expect(await page.getByRole('button', { name: BN['layout.themeToLight']! }).count()).toBe(0);
    await ctx.close();
  });
});
