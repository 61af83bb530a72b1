// The app shell's Content-Security-Policy in a real browser (ASVS V3.4.3): every shipped brand's home page, the
// login modal and a game list run without a single CSP violation, and the app's styles carry the page's nonce.
import type { Browser, Page } from 'playwright-core';
import { afterAll, beforeAll, describe, expect, inject, it } from 'vitest';
import { loadBrandSet } from '../../../src/engine/node/brand/load.ts';
import { openLoginModal } from '../accounts/helpers.ts';
import { brandUrl, launch, openPage } from '../browser.ts';

const port = inject('port');
const brands = loadBrandSet('brands').brands;
let browser: Browser;

beforeAll(async () => {
  browser = await launch();
});
afterAll(async () => {
  await browser?.close();
});

declare global {
  interface Window {
    __csp?: string[];
  }
}

/** Records CSP violations two ways: the DOM event (with the directive) and Chromium's console report. */
async function watchCsp(page: Page): Promise<string[]> {
  const console: string[] = [];
  page.on('console', (m) => {
    if (m.text().includes('Content Security Policy')) console.push(m.text());
  });
  await page.addInitScript(() => {
    window.__csp = [];
    document.addEventListener('securitypolicyviolation', (e) => window.__csp!.push(`${e.violatedDirective} ${e.blockedURI}`));
  });
  return console;
}

const violations = (page: Page): Promise<string[]> => page.evaluate(() => window.__csp ?? []);

describe.each(brands.map((b) => [b.id] as const))('CSP on brand %s', (id) => {
  it('home, login modal and the RNG game list: no CSP violation; Emotion and brand styles carry the nonce', async () => {
    const { page } = await openPage(browser);
    const consoleReports = await watchCsp(page);

    const res = await page.goto(brandUrl(id, port));
    const policy = res!.headers()['content-security-policy'] ?? '';
    expect(policy).toContain("script-src 'self'");
    expect(policy).toContain("frame-ancestors 'none'");
    expect(policy).not.toMatch(/(?:^|; )style-src(?:-elem)? [^;]*'unsafe-inline'/);
    await page.waitForSelector('header nav');

    // the brand tokens and every Emotion <style> have the page's nonce (the IDL property: the attribute is hidden)
    const styles = await page.$$eval('style', (els) => els.map((s) => ({ id: s.id, emotion: s.hasAttribute('data-emotion'), nonce: s.nonce })));
    expect(styles.filter((s) => s.emotion).length).toBeGreaterThan(0);
    for (const s of styles) expect(s.nonce, JSON.stringify(s)).not.toBe('');

    const modal = await openLoginModal(page);
    await modal.locator('input[name=username]').waitFor();
    await page.keyboard.press('Escape');

    await page.goto(brandUrl(id, port, '/rng'));
    await page.getByTestId('game-card').first().waitFor();
    // lazy images of the list load from the image CDN
    await page.mouse.wheel(0, 1500);
    await page.waitForTimeout(300);

    expect(await violations(page)).toEqual([]);
    expect(consoleReports).toEqual([]);
    await page.context().close();
  });
});

describe('CSP catches what it must', () => {
  it('an inline script injected into the page is blocked and reported (the watcher works)', async () => {
    const { page } = await openPage(browser);
    const consoleReports = await watchCsp(page);
    await page.goto(brandUrl(brands[0]!.id, port));
    await page.waitForSelector('header nav');
    const ran = await page.evaluate(() => {
      const s = document.createElement('script');
      s.textContent = 'window.__injected = true';
      document.body.append(s);
      return new Promise<boolean>((r) => setTimeout(() => r(Boolean((window as unknown as { __injected?: boolean }).__injected)), 100));
    });
    expect(ran).toBe(false);
    expect((await violations(page)).some((v) => v.startsWith('script-src'))).toBe(true);
    expect(consoleReports.length).toBeGreaterThan(0);
    await page.context().close();
  });
});
