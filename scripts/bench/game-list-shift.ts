// The layout shift of a game list grown to 200 cards and scrolled through in Chromium (printed by the bench).
import { CHROMIUM_ARGS, CHROMIUM_PATH } from '../visual/chromium.ts';
import type { BrowserContext } from 'playwright-core';

/**
 * A game list of 200 cards scrolls without layout shift. Opens the brand's /rng (aurora's is the largest list
 * of the shipped catalog, 200 games), presses "Load more" until 200 cards (or the catalog's end), scrolls to the
 * bottom in steps and sums the layout-shift entries not caused by input (the Cumulative Layout Shift of the
 * visit, unwindowed: an upper bound of the web-vitals figure).
 */
/**
 * Sums every layout shift not caused by input into window.__cls from the first paint on (unwindowed CLS), for a page
 * or every page of a context. Shared by the bench and the first-paint e2e.
 */
export async function recordLayoutShift(target: Pick<BrowserContext, 'addInitScript'>): Promise<void> {
  await target.addInitScript(() => {
    const w = window as unknown as { __cls: number };
    w.__cls = 0;
    new PerformanceObserver((list) => {
      for (const e of list.getEntries() as (PerformanceEntry & { value: number; hadRecentInput: boolean })[])
        if (!e.hadRecentInput) w.__cls += e.value;
    }).observe({ type: 'layout-shift', buffered: true });
  });
}

export async function gameListShift(port: number, brand: string): Promise<void> {
  const { chromium } = await import('playwright-core');
  const browser = await chromium.launch({ executablePath: CHROMIUM_PATH, args: CHROMIUM_ARGS, headless: true });
  try {
    const page = await (await browser.newContext({ viewport: { width: 1280, height: 800 } })).newPage();
    await recordLayoutShift(page);
    await page.goto(`http://${brand}.localhost:${port}/rng`);
    // visible ones only: a layout may keep a second (hidden) variant of the list in the DOM
    const cards = page.getByTestId('game-card').filter({ visible: true });
    await cards.first().waitFor({ timeout: 30_000 });
    const more = page.getByTestId('games-load-more').filter({ visible: true });
    while ((await cards.count()) < 200 && (await more.count()) > 0) {
      const before = await cards.count();
      await more.click();
      await page.waitForFunction((n) => [...document.querySelectorAll<HTMLElement>('[data-testid="game-card"]')].filter((e) => e.offsetParent !== null).length > n, before, { timeout: 30_000 });
    }
    const count = await cards.count();
    const height = await page.evaluate(() => document.documentElement.scrollHeight);
    for (let y = 0; y < height; y += 400) {
      await page.mouse.wheel(0, 400);
      await page.waitForTimeout(50);
    }
    await page.waitForTimeout(500);
    const cls = await page.evaluate(() => (window as unknown as { __cls: number }).__cls);
    console.log(`
game list /rng (${brand}): ${count} cards scrolled through, CLS ${cls.toFixed(4)} (good ≤ 0.1)`);
  } finally {
    await browser.close();
  }
}
