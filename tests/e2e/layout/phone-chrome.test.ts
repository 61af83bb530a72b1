import type { Browser, Page } from 'playwright-core';
import { afterAll, beforeAll, describe, expect, inject, it } from 'vitest';
import { loadBrandSet } from '../../../src/engine/node/brand/load.ts';
import { gameLanes, laneRoute } from '../../../src/engine/games/lanes.ts';
import { brandUrl, launch, waitForHydration } from '../browser.ts';
import { expectLoggedIn, newMember, openLoginModal, submitUsernameLogin } from '../accounts/helpers.ts';
import { withoutAnnouncementPopups } from '../home/popups.ts';

const port = inject('port');
const brands = loadBrandSet('brands').brands;
let browser: Browser;

beforeAll(async () => {
  browser = await launch();
});
afterAll(async () => {
  await browser?.close();
});

/** A 390 × 844 touch phone (the pages on the device most players use), errors recorded. */
async function phone(width = 390): Promise<{ page: Page; errors: string[] }> {
  const context = await browser.newContext({ viewport: { width, height: 844 }, hasTouch: true, isMobile: true });
  await withoutAnnouncementPopups(context);
  const page = await context.newPage();
  waitForHydration(page);
  const errors: string[] = [];
  page.on('pageerror', (e) => errors.push(e.message));
  page.on('console', (m) => {
    if (m.type() === 'error') errors.push(m.text());
  });
  return { page, errors };
}

const drawer = '[data-ui-portal=drawer] [role=dialog]';

describe.each(['lotus', 'aurora'])('phone chrome of %s at 390 × 844 (touch)', (id) => {
  const brand = brands.find((b) => b.id === id)!;
  const lanes = gameLanes(brand.config.games);

  it.each(['/', '/rng'])('%s is no wider than the screen, has a one-row header, the tab bar, no inline side menu', async (path) => {
    const { page, errors } = await phone();
    await page.goto(brandUrl(id, port, path));
    await page.waitForSelector('[data-testid=tab-bar]');
    const size = await page.evaluate(() => ({ scroll: document.documentElement.scrollWidth, inner: innerWidth }));
    expect(size.scroll).toBeLessThanOrEqual(size.inner);
    const header = (await page.locator('header').boundingBox())!;
    expect(header.height).toBeLessThan(80);
    const bar = (await page.getByTestId('tab-bar').boundingBox())!;
    expect(bar.y + bar.height).toBeCloseTo(844, 0);
    for (const box of await page.locator('[data-testid=tab-bar] li > *').evaluateAll((els) => els.map((e) => e.getBoundingClientRect().toJSON() as DOMRect))) {
      expect(box.width).toBeGreaterThanOrEqual(44);
      expect(box.height).toBeGreaterThanOrEqual(44);
    }
    expect(await page.getByTestId('side-menu').isVisible()).toBe(false);
    expect(await page.getByTestId('language-switcher').first().isVisible()).toBe(false);
    expect(errors).toEqual([]);
    await page.context().close();
  });

  it('the tab bar follows the brand config and navigates, marking the current tab', async () => {
    const { page, errors } = await phone();
    await page.goto(brandUrl(id, port));
    const tabs = await page.locator('[data-tab]').evaluateAll((els) => els.map((e) => e.getAttribute('data-tab')));
    expect(tabs).toEqual(brand.config.layout!.tabBar);
    expect(await page.getAttribute('[data-tab=home]', 'aria-current')).toBe('page');
    const category = tabs.find((t) => t!.startsWith('category:'))!;
    await page.tap(`[data-tab="${category}"]`);
    const type = category.slice('category:'.length) as (typeof lanes)[number]['type'];
    await page.waitForURL((u) => u.pathname === laneRoute(type));
    // the route's page may load its chunk first: wait for the render that follows the URL
    await page.waitForSelector(`[data-tab="${category}"][aria-current=page]`);
    expect(await page.getAttribute('[data-tab=home]', 'aria-current')).toBeNull();
    expect(errors).toEqual([]);
    await page.context().close();
  });

  it('the menu button opens the drawer: categories, language switch; Esc closes it and focus returns', async () => {
    const { page, errors } = await phone();
    await page.goto(brandUrl(id, port));
    await page.tap('[data-testid=menu-button]');
    const dialog = page.locator(drawer);
    await dialog.waitFor();
    expect(await dialog.locator('[data-lane]').count()).toBe(lanes.length);
    const other = brand.config.languages.supported.find((l) => l !== brand.config.languages.default)!;
    await dialog.getByTestId('language-switcher').selectOption(other);
    await page.waitForFunction((lang) => document.documentElement.lang === lang, other.toLowerCase());
    await page.keyboard.press('Escape');
    await dialog.waitFor({ state: 'detached' });
    expect(await page.evaluate(() => document.activeElement?.getAttribute('data-testid'))).toBe('menu-button');
    expect(errors).toEqual([]);
    await page.context().close();
  });

  it('a category tapped in the drawer navigates and closes it; the backdrop closes it too', async () => {
    const { page, errors } = await phone();
    await page.goto(brandUrl(id, port));
    await page.tap('[data-testid=menu-button]');
    const last = lanes[lanes.length - 1]!;
    await page.locator(`${drawer} [data-lane=${last.type}]`).tap();
    await page.waitForURL((u) => u.pathname + u.search === laneRoute(last.type));
    await page.locator(drawer).waitFor({ state: 'detached' });
    const menuTab = page.locator('[data-tab=menu]');
    if (await menuTab.count()) await menuTab.tap();
    else await page.tap('[data-testid=menu-button]');
    await page.locator(drawer).waitFor();
    await page.mouse.click(380, 400); // the dimmed page right of the 300 px panel
    await page.locator(drawer).waitFor({ state: 'detached' });
    expect(errors).toEqual([]);
    await page.context().close();
  });
});

// One login per brand at the narrowest width, then the same page at 390 px: the header follows the width.
describe.each(['lotus', 'aurora'])('a member on a phone (%s, header)', (id) => {
  it('at 320 and 390 px: one header row with the balance, no overflow; the account tab leads to the member center', async () => {
    const member = await newMember(port, id);
    const { page, errors } = await phone(320);
    await page.goto(brandUrl(id, port, '/promotions'));
    const modal = await openLoginModal(page);
    await submitUsernameLogin(page, modal.getByTestId('login-form-username'), member.username, member.password);
    // a zero balance with 2 decimals in the brand's default language (Bengali digits on a BN page)
    const lang = brands.find((b) => b.id === id)!.config.languages.default.toLowerCase();
    await expectLoggedIn(page, new Intl.NumberFormat(lang, { minimumFractionDigits: 2 }).format(0));
    for (const width of [320, 390]) {
      await page.setViewportSize({ width, height: 844 });
      await page.evaluate(() => new Promise((r) => requestAnimationFrame(() => requestAnimationFrame(r))));
      expect(await page.getByTestId('header-balance').isVisible(), `${width} px`).toBe(true);
      expect(await page.getByTestId('header-deposit').isVisible(), `${width} px`).toBe(false);
      expect((await page.locator('header').boundingBox())!.height, `${width} px`).toBeLessThan(80);
      const size = await page.evaluate(() => ({ scroll: document.documentElement.scrollWidth, inner: innerWidth }));
      expect(size.scroll, `${width} px`).toBeLessThanOrEqual(size.inner);
    }
    const account = page.locator('[data-tab=account]');
    if (await account.count()) {
      await account.tap();
      await page.waitForURL((u) => u.pathname === '/member');
    }
    // a failed captcha round may log a 4xx in the console; page errors are what matter here
    expect(errors.filter((e) => !/status of 4\d\d/.test(e))).toEqual([]);
    await page.context().close();
  });
});

describe('side menu and header navigation', () => {
  it('on /rng?vassalage=INHOUSE only "In-house games" is current, in the drawer and inline on desktop', async () => {
    const { page, errors } = await phone();
    await page.goto(brandUrl('aurora', port, '/rng?vassalage=INHOUSE'));
    await page.tap('[data-testid=menu-button]');
    const current = (root: string): Promise<(string | null)[]> =>
      page.locator(`${root} [data-lane][aria-current=page]`).evaluateAll((els) => els.map((e) => e.getAttribute('data-lane')));
    await page.locator(drawer).waitFor();
    expect(await current(drawer)).toEqual(['INHOUSE']);
    await page.setViewportSize({ width: 1366, height: 900 });
    await page.locator(drawer).waitFor({ state: 'detached' });
    expect(await current('[data-testid=side-menu]')).toEqual(['INHOUSE']);
    expect(errors).toEqual([]);
    await page.context().close();
  });

  it.each(['lotus', 'aurora'])('%s: header items that do not fit are under "More", none cut mid-word (tablet and desktop)', async (id) => {
    for (const width of [768, 1366]) {
      const context = await browser.newContext({ viewport: { width, height: 900 } });
      await withoutAnnouncementPopups(context);
      const page = await context.newPage();
      waitForHydration(page);
      await page.goto(brandUrl(id, port));
      await page.waitForSelector('header nav [data-nav]');
      // the split into More runs after hydration
      await page.waitForSelector('header nav ul[data-measured]');
      const items = await page.locator('header nav li').evaluateAll((els) => {
        const list = els[0]!.parentElement!.getBoundingClientRect();
        return els.map((li) => {
          const a = li.querySelector('a')!;
          const r = li.getBoundingClientRect();
          return { key: a.dataset.nav!, hidden: li.hasAttribute('data-overflow'), inside: r.right <= list.right + 0.5 && r.top < list.bottom, whole: a.scrollWidth <= a.clientWidth };
        });
      });
      for (const item of items) {
        expect(item.whole).toBe(true);
        expect(item.inside).toBe(!item.hidden);
      }
      const hidden = items.filter((i) => i.hidden).map((i) => i.key);
      if (hidden.length) {
        await page.getByTestId('nav-more').getByRole('button').click();
        expect(await page.getByTestId('nav-more').getByRole('menuitem').count()).toBe(hidden.length);
      }
      await context.close();
    }
  });
});
