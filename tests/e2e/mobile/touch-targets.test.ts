// Touch targets of at least 44 × 44 CSS px below the desktop breakpoint (WCAG 2.5.5) on a 390 × 844 touch phone:
// the game list (provider and filter chips, search, cards, load more) and the login and register
// modals (fields, captcha, buttons), which are full-height sheets there; the game grid's columns per phone width.
import type { Browser, Locator, Page } from 'playwright-core';
import { afterAll, beforeAll, describe, expect, inject, it } from 'vitest';
import { brandUrl, launch, waitForHydration } from '../browser.ts';

const port = inject('port');
const MIN = 44;
let browser: Browser;
beforeAll(async () => {
  browser = await launch();
});
afterAll(async () => {
  await browser?.close();
});

/** Visible controls inside `scope` smaller than MIN in either direction (text inputs measured by their box). */
function smallControls(scope: Locator): Promise<string[]> {
  return scope.evaluate((root, min) => {
    const out: string[] = [];
    const controls = root.querySelectorAll('button, select, [role=tab], input:not([type=checkbox]):not([type=radio]):not([type=hidden])');
    for (const el of Array.from(controls)) {
      // a text input is drawn inside its field box: that box is what a finger hits
      const target = el.tagName === 'INPUT' || el.tagName === 'SELECT' ? (el.parentElement ?? el) : el;
      const r = target.getBoundingClientRect();
      if (r.width === 0 || r.height === 0) continue;
      if (r.width < min - 0.5 || r.height < min - 0.5) {
        const name = el.getAttribute('aria-label') ?? el.getAttribute('name') ?? el.textContent?.trim().slice(0, 30);
        out.push(`${el.tagName.toLowerCase()} "${name}" ${Math.round(r.width)}×${Math.round(r.height)}`);
      }
    }
    return out;
  }, MIN);
}

describe.each(['lotus', 'aurora'])('%s: touch targets on a 390 px phone', (brand) => {
  let page: Page;
  beforeAll(async () => {
    const context = await browser.newContext({ viewport: { width: 390, height: 844 }, hasTouch: true, isMobile: true, locale: 'en-US' });
    page = await context.newPage();
    waitForHydration(page);
  });
  afterAll(async () => {
    await page?.context().close();
  });

  it('game list /rng: chips, search, cards and load more are at least 44 × 44', async () => {
    await page.goto(brandUrl(brand, port, '/rng'));
    const list = page.getByTestId('game-list-page');
    await page.getByTestId('game-card').first().waitFor();
    expect(await smallControls(list)).toEqual([]);
  });

  it('game list /rng: 2 columns of cards at 320 px, 3 from 360 px, none narrower than 100 px', async () => {
    await page.goto(brandUrl(brand, port, '/rng'));
    await page.getByTestId('game-card').first().waitFor();
    const firstRow = (): Promise<number[]> =>
      page.getByTestId('game-card').evaluateAll((cards) => {
        const top = cards[0]!.getBoundingClientRect().top;
        return cards.filter((c) => Math.abs(c.getBoundingClientRect().top - top) < 1).map((c) => Math.round(c.getBoundingClientRect().width));
      });
    const columns: Record<number, number> = {};
    for (const width of [320, 360, 390, 430]) {
      await page.setViewportSize({ width, height: 844 });
      const row = await firstRow();
      columns[width] = row.length;
      expect(Math.min(...row), `${width}px`).toBeGreaterThanOrEqual(100);
    }
    expect(columns).toEqual({ 320: 2, 360: 3, 390: 3, 430: 3 });
    await page.setViewportSize({ width: 390, height: 844 });
  });

  it.each(['/login', '/register'])('%s: the modal is a full-height sheet and its controls are at least 44 × 44', async (path) => {
    await page.goto(brandUrl(brand, port, path));
    const dialog = page.getByRole('dialog');
    await dialog.waitFor();
    // the form's own parts load after the dialog opens (captcha, rules)
    await page.waitForLoadState('networkidle', { timeout: 8_000 }).catch(() => undefined);
    const box = await dialog.boundingBox();
    expect(box).toMatchObject({ x: 0, y: 0, width: 390, height: 844 });
    expect(await smallControls(dialog)).toEqual([]);
  });
});
