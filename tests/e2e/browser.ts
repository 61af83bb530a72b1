import { get as httpGet } from 'node:http';
import { chromium, type Browser, type Page } from 'playwright-core';
import { CHROMIUM_ARGS, CHROMIUM_PATH } from '../../scripts/visual/chromium.ts';
import { withoutAnnouncementPopups } from './home/popups.ts';

export function launch(): Promise<Browser> {
  return chromium.launch({ executablePath: CHROMIUM_PATH, args: CHROMIUM_ARGS, headless: true });
}

export interface TrackedPage {
  page: Page;
  /** Console errors and uncaught exceptions seen so far. */
  errors: string[];
}

/** A fresh context (own cookies and storage) whose page records errors, so a test can assert there were none. */
export async function openPage(browser: Browser): Promise<TrackedPage> {
  // no service worker (tests/e2e/pwa has its own): requests it answered would bypass page.route mocks
  const context = await browser.newContext({ viewport: { width: 1280, height: 800 }, serviceWorkers: 'block' });
  // the home page's announcement popup (a modal) would cover what shell tests click; the home e2e tests it
  await withoutAnnouncementPopups(context);
  const page = await context.newPage();
  waitForHydration(page);
  const errors: string[] = [];
  page.on('console', (m) => {
    if (m.type() === 'error') errors.push(m.text());
  });
  page.on('pageerror', (e) => errors.push(e.message));
  return { page, errors };
}

/**
 * page.goto and page.reload also wait until the app has taken over the server's HTML (html[data-hydrated]):
 * a click on server-rendered markup before that would be lost.
 */
export function waitForHydration(page: Page): void {
  const hydrated = () =>
    page.waitForFunction(() => document.documentElement.hasAttribute('data-hydrated') || !document.getElementById('root')?.hasAttribute('data-ssr'));
  for (const name of ['goto', 'reload'] as const) {
    const original = page[name].bind(page) as (...args: unknown[]) => Promise<unknown>;
    (page as unknown as Record<string, unknown>)[name] = async (...args: unknown[]) => {
      const response = await original(...args);
      await hydrated();
      return response;
    };
  }
}

export function brandUrl(brand: string, port: number, path = '/'): string {
  return `http://${brand}.localhost:${port}${path}`;
}

/** Computed style of the first element matching a selector. */
export function styleOf(page: Page, selector: string, prop: string): Promise<string> {
  return page.$eval(selector, (el, p) => getComputedStyle(el).getPropertyValue(p), prop);
}

/** #rrggbb → rgb(r, g, b), the way getComputedStyle reports colours. */
export function rgb(hex: string): string {
  const n = Number.parseInt(hex.slice(1), 16);
  return `rgb(${(n >> 16) & 255}, ${(n >> 8) & 255}, ${n & 255})`;
}

/** GET from the test server as a brand's host would (Node's fetch cannot resolve *.localhost). */
export function getText(brand: string, port: number, path = '/', headers: Record<string, string> = {}): Promise<{ status: number; body: string }> {
  return new Promise((resolve, reject) => {
    const req = httpGet({ host: '127.0.0.1', port, path, headers: { Host: `${brand}.localhost:${port}`, ...headers } }, (res) => {
      let body = '';
      res.setEncoding('utf8');
      res.on('data', (c: string) => (body += c));
      res.on('end', () => resolve({ status: res.statusCode ?? 0, body }));
    });
    req.on('error', reject);
  });
}
