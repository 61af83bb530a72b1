// The floating bar (invite, live chat, app download, social resources) under the page's overlays and on phones; the
// footer on phones. Lives with the mode tests because both are about what the page's chrome shows over or under what.
import type { Browser, BrowserContextOptions, Page } from 'playwright-core';
import { afterAll, beforeAll, describe, expect, inject, it } from 'vitest';
import { loadBrandSet } from '../../../src/engine/node/brand/load.ts';
import { brandUrl, launch, waitForHydration } from '../browser.ts';
import { withoutAnnouncementPopups } from '../home/popups.ts';
import { expectFitsPhoneWidths, PHONE_WIDTHS } from '../mobile/overflow.ts';

const port = inject('port');
const brands = loadBrandSet('brands').brands;
// a brand shows the bar when it has anything to put in it (referral, live chat, app or social resources)
const withBar = brands.filter((b) => b.config.resources?.length || b.config.customerService?.some((c) => c.csType === 'LIVECHAT'));
const DESKTOP: BrowserContextOptions = { viewport: { width: 1366, height: 900 } };
const phone = (width: number): BrowserContextOptions => ({ viewport: { width, height: 844 }, hasTouch: true, isMobile: true });
let browser: Browser;

beforeAll(async () => {
  browser = await launch();
});
afterAll(async () => {
  await browser?.close();
});

async function open(brand: string, options: BrowserContextOptions): Promise<Page> {
  const ctx = await browser.newContext(options);
  await withoutAnnouncementPopups(ctx);
  const page = await ctx.newPage();
  // a tap on server-rendered markup before the app takes it over would be lost
  waitForHydration(page);
  await page.goto(brandUrl(brand, port));
  await page.getByTestId('floating-bar').waitFor();
  // the bar is a lazy chunk: its server markup hydrates after the rest, when React has attached its handlers
  await page.waitForFunction(() => {
    const launcher = document.querySelector('[data-testid=floating-launcher]');
    return launcher !== null && Object.keys(launcher).some((k) => k.startsWith('__reactProps'));
  });
  return page;
}

/** What is hit at the centre of the bar's visible part (its list on desktop, its launcher below). */
function hitAtBar(page: Page): Promise<'backdrop' | 'dialog' | 'bar' | string> {
  return page.evaluate(() => {
    const bar = document.querySelector('[data-testid=floating-bar]')!;
    const launcher = bar.querySelector<HTMLElement>('[data-testid=floating-launcher]')!;
    const target = getComputedStyle(launcher).display === 'none' ? bar.querySelector('ul')! : launcher;
    const r = target.getBoundingClientRect();
    const hit = document.elementFromPoint(r.x + r.width / 2, r.y + r.height / 2);
    if (!hit) return 'nothing';
    if (hit.hasAttribute('data-modal-backdrop')) return 'backdrop';
    if (bar.contains(hit)) return 'bar';
    return hit.closest('[data-ui-portal]') ? 'dialog' : hit.outerHTML.slice(0, 80);
  });
}

describe.each(withBar.map((b) => [b.id] as const))('floating bar on %s', (id) => {
  it('desktop: a column at the right; with a modal open, the point at its centre is the backdrop', async () => {
    const page = await open(id, DESKTOP);
    expect(await page.getByTestId('floating-launcher').isVisible()).toBe(false);
    expect(await hitAtBar(page)).toBe('bar');
    await page.getByTestId('header-login').click();
    await page.getByTestId('login-modal').waitFor();
    expect(await hitAtBar(page)).toBe('backdrop');
    await page.context().close();
  });

  it('phone: one 44 px+ launcher above the tab bar opens the same list; Esc closes it; a modal covers it', async () => {
    const page = await open(id, phone(390));
    const launcher = page.getByTestId('floating-launcher');
    const box = (await launcher.boundingBox())!;
    expect(box.width).toBeGreaterThanOrEqual(44);
    expect(box.height).toBeGreaterThanOrEqual(44);
    const tabBar = await page.getByTestId('tab-bar').boundingBox();
    if (tabBar) expect(box.y + box.height).toBeLessThanOrEqual(tabBar.y);
    const list = page.locator('[data-testid=floating-bar] ul');
    expect(await list.isVisible()).toBe(false);
    await launcher.tap();
    expect(await launcher.getAttribute('aria-expanded')).toBe('true');
    expect(await list.isVisible()).toBe(true);
    const items = await list.locator('a, button').evaluateAll((els) => els.map((e) => e.getBoundingClientRect()).map((r) => Math.min(r.width, r.height)));
    expect(items.length).toBeGreaterThan(0);
    expect(Math.min(...items)).toBeGreaterThanOrEqual(44);
    expect(await page.evaluate(() => document.documentElement.scrollWidth <= innerWidth)).toBe(true);
    await page.keyboard.press('Escape');
    expect(await list.isVisible()).toBe(false);
    expect(await page.evaluate(() => document.activeElement?.getAttribute('data-testid'))).toBe('floating-launcher');
    expect(await hitAtBar(page)).toBe('bar');
    await page.getByTestId('header-login').tap();
    await page.getByTestId('login-modal').waitFor();
    // a phone modal is a full-height sheet: the launcher is under the dialog (its backdrop or its panel)
    expect(['backdrop', 'dialog']).toContain(await hitAtBar(page));
    await page.context().close();
  });
});

// One load per brand, resized through the phone widths: the footer's layout follows the width, not the load.
describe.each(brands.map((b) => [b.id] as const))('footer on a phone (%s)', (id) => {
  it(`${PHONE_WIDTHS.join(', ')} px: no horizontal overflow; its links are 44 px targets`, async () => {
    const ctx = await browser.newContext(phone(PHONE_WIDTHS[0]));
    await withoutAnnouncementPopups(ctx);
    const page = await ctx.newPage();
    waitForHydration(page);
    await page.goto(brandUrl(id, port));
    const footer = page.getByTestId('footer');
    await footer.waitFor();
    await footer.scrollIntoViewIfNeeded();
    await expectFitsPhoneWidths(page, `${id} home with its footer`);
    for (const width of PHONE_WIDTHS) {
      await page.setViewportSize({ width, height: 844 });
      await page.evaluate(() => new Promise((r) => requestAnimationFrame(() => requestAnimationFrame(r))));
      const links = await footer.locator('nav a').evaluateAll((els) => els.map((e) => e.getBoundingClientRect()).map((r) => Math.min(r.width, r.height)));
      if (links.length) expect(Math.min(...links), `${width} px`).toBeGreaterThanOrEqual(44);
    }
    await ctx.close();
  });
});
