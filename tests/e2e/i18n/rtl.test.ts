// Issue bullet "Right-to-left": the RTL-first shipped brand (Urdu default) lays out mirrored in a real browser:
// html dir, no sideways overflow on the narrowest phone, header and drawer on the mirrored side, the banner
// carousel moving the other way with mirrored chevrons, and back to left-to-right when the player picks English.
import type { Browser, Page } from 'playwright-core';
import { afterAll, beforeAll, describe, expect, inject, it } from 'vitest';
import { loadBrandSet } from '../../../src/engine/node/brand/load.ts';
import { dirOf, localeOf } from '../../../src/engine/languages.ts';
import { brandUrl, launch, openPage, waitForHydration } from '../browser.ts';
import { withoutAnnouncementPopups } from '../home/popups.ts';

const port = inject('port');
const rtlBrand = loadBrandSet('brands').brands.find((b) => dirOf(b.config.languages.default) === 'rtl');
let browser: Browser;

beforeAll(async () => {
  browser = await launch();
});
afterAll(async () => {
  await browser?.close();
});

const rectOf = (page: Page, selector: string) =>
  page.locator(selector).first().evaluate((el) => {
    const r = el.getBoundingClientRect();
    return { left: r.left, right: r.right, width: r.width };
  });

describe('RTL brand (issue: right-to-left, Urdu)', () => {
  it('a shipped brand is right-to-left first', () => {
    expect(rtlBrand, 'no shipped brand has an RTL default language').toBeDefined();
  });
  const id = rtlBrand?.id ?? '';
  const language = rtlBrand?.config.languages.default ?? '';

  it.each([320, 360])('phone %ipx: html dir=rtl, nothing overflows sideways, menu button and drawer on the right', async (width) => {
    const context = await browser.newContext({ viewport: { width, height: 740 }, isMobile: true, hasTouch: true, serviceWorkers: 'block' });
    await withoutAnnouncementPopups(context);
    const page = await context.newPage();
    waitForHydration(page);
    await page.goto(brandUrl(id, port));
    await page.waitForSelector('[data-testid=menu-button]');
    expect(await page.getAttribute('html', 'dir')).toBe('rtl');
    expect(await page.getAttribute('html', 'lang')).toBe(localeOf(language));
    expect(await page.evaluate(() => document.documentElement.scrollWidth - window.innerWidth)).toBeLessThanOrEqual(0);
    // the menu button starts the header: at the right edge in a right-to-left page
    const menu = await rectOf(page, '[data-testid=menu-button]');
    expect(menu.left).toBeGreaterThan(width / 2);
    await page.click('[data-testid=menu-button]');
    const panel = page.locator('[data-ui-portal=drawer] [role=dialog]').first();
    await panel.waitFor();
    const box = await panel.evaluate((el) => el.getBoundingClientRect().right);
    expect(Math.abs(box - width)).toBeLessThan(1);
    await context.close();
  });

  it('desktop: the banner carousel mirrors (next arrow on the left, chevrons flipped, next slide comes from the left)', async () => {
    const { page, errors } = await openPage(browser);
    await page.clock.install();
    await page.goto(brandUrl(id, port));
    const carousel = page.getByTestId('home-banners');
    await carousel.waitFor();
    // the arrows (the dots below control the track too, one level deeper)
    const arrows = carousel.locator('[aria-roledescription="carousel"] > div > button[aria-controls$="-track"]');
    expect(await arrows.count()).toBe(2);
    const [prev, next] = [await arrows.nth(0).boundingBox(), await arrows.nth(1).boundingBox()];
    expect(next!.x).toBeLessThan(prev!.x);
    expect(await arrows.nth(1).locator('svg').evaluate((el) => getComputedStyle(el).transform)).toBe('matrix(-1, 0, 0, 1, 0, 0)');
    const frame = (await carousel.boundingBox())!;
    await arrows.nth(1).click();
    const second = carousel.locator('[aria-roledescription="slide"]').nth(1);
    await expect.poll(() => second.evaluate((el) => el.hasAttribute('inert'))).toBe(false);
    // laid out to the left of the first (reading order), the track slides it in rightwards
    await expect.poll(async () => Math.round((await second.boundingBox())!.x - frame.x), { timeout: 5_000 }).toBe(0);
    expect(errors).toEqual([]);
    await page.context().close();
  });

  it('picking English turns the page left to right', async () => {
    const other = rtlBrand?.config.languages.supported.find((l) => dirOf(l) === 'ltr');
    expect(other).toBeDefined();
    const { page, errors } = await openPage(browser);
    await page.goto(brandUrl(id, port));
    await page.selectOption('[data-testid=language-switcher]', other!);
    await page.waitForFunction(() => document.documentElement.dir === 'ltr');
    expect(await page.getAttribute('html', 'lang')).toBe(localeOf(other!));
    expect(errors).toEqual([]);
    await page.context().close();
  });
});
