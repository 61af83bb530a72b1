// PWA offline (issue "Mobile first and fast", PWA basics): with the brand's service worker installed, a lobby
// visited before reloads offline with its games; a route never visited shows the brand's offline page.
import type { Browser } from 'playwright-core';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { inject } from 'vitest';
import { brandUrl, launch } from '../browser.ts';

const port = inject('port');
const gameNames = '[data-testid=game-card-launch] strong';

describe('service worker: last lobby and branded offline page', () => {
  let browser: Browser;
  beforeAll(async () => {
    browser = await launch();
  });
  afterAll(async () => {
    await browser?.close();
  });

  it('aurora: /rng reloads offline with its games; an unvisited route gets the offline page', async () => {
    const context = await browser.newContext({ viewport: { width: 390, height: 844 } });
    const page = await context.newPage();
    await page.goto(brandUrl('aurora', port, '/rng'));
    await page.evaluate(async () => {
      await navigator.serviceWorker.register('/sw.js', { scope: '/' });
      await navigator.serviceWorker.ready;
    });
    // Controlled from the next load on: that visit stores the page, its chunks and the lobby's answers.
    await page.reload({ waitUntil: 'networkidle' });
    expect(await page.evaluate(() => Boolean(navigator.serviceWorker.controller))).toBe(true);
    await page.locator(gameNames).first().waitFor({ timeout: 15_000 });
    const online = await page.locator(gameNames).allTextContents();
    expect(online.length).toBeGreaterThan(0);

    await context.setOffline(true);
    await page.reload();
    await page.locator(gameNames).first().waitFor({ timeout: 15_000 });
    expect(await page.locator(gameNames).allTextContents()).toEqual(online);
    expect(await page.getAttribute('html', 'data-brand')).toBe('aurora');

    await page.goto(brandUrl('aurora', port, '/never-visited-route'));
    await expect(page.locator('h1').textContent()).resolves.toBe('You are offline');
    expect(await page.getAttribute('html', 'data-brand')).toBe('aurora');
    expect(await page.locator('header img').getAttribute('alt')).toBe('Aurora Gaming');
    expect(await page.locator('section[lang=bn] h2').textContent()).toBe('আপনি অফলাইনে আছেন');
    await context.close();
  });
});
