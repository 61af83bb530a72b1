// A player's first visit on a phone, by touch (layout and modals, registration, login and game launch; the
// phone layout of the mobile-first work): register, log out and in again, open a game list from the drawer, filter
// it, launch a game, visit the member's own pages, switch language and mode from the drawer; on a 390 × 844 touch
// screen, for two brands. Every page it stops on is also resized through the phone widths (320 to 430 px) and
// must not scroll sideways with the real server's data.
import type { Browser, Page } from 'playwright-core';
import { afterAll, beforeAll, describe, expect, inject, it } from 'vitest';
import { brandUrl, launch, waitForHydration } from '../browser.ts';
import { brandConfig, expectLoggedIn, logOut, openLoginModal, submitUsernameLogin, track, unexpected } from '../accounts/helpers.ts';
import { fillRegisterForm, openRegister } from '../accounts/registerForm.ts';
import { withoutAnnouncementPopups } from '../home/popups.ts';
import { expectFitsPhoneWidths } from './overflow.ts';

const port = inject('port');
let browser: Browser;

beforeAll(async () => {
  browser = await launch();
});
afterAll(async () => {
  await browser?.close();
});

const drawer = '[data-ui-portal=drawer] [role=dialog]';
const cards = (page: Page) => page.getByTestId('game-card');
// the member's pages that a guest cannot see, shared between the two brands (each brand's own lottery vendor)
const MEMBER_PATHS: Record<string, string[]> = {
  aurora: ['/member', '/recent', '/seaLottery', '/rng?vassalage=INHOUSE'],
  lotus: ['/favorite', '/lottery', '/vnLottery'],
};

describe.each(['aurora', 'lotus'])('%s: a new player on a 390 × 844 touch phone', (brandId) => {
  it('registers, logs in again, opens a game list from the drawer, filters, launches a game, switches language and mode', async () => {
    const brand = brandConfig(brandId);
    const context = await browser.newContext({ viewport: { width: 390, height: 844 }, hasTouch: true, isMobile: true, serviceWorkers: 'block' });
    await context.addCookies([{ name: 'lang', value: 'EN', url: brandUrl(brandId, port) }]);
    await withoutAnnouncementPopups(context);
    const page = await context.newPage();
    waitForHydration(page);
    const problems = track(page);

    // registration from the phone header, in the full-height sheet
    await openRegister(page, brandId, 'username');
    const sheet = await page.getByRole('dialog').boundingBox();
    expect(sheet?.height).toBeGreaterThanOrEqual(800);
    await expectFitsPhoneWidths(page, `${brandId} register sheet (guest)`);
    const account = await fillRegisterForm(page, brandId, 'username');
    await page.getByTestId('register-form-username').getByTestId('register-submit').tap();
    await expectLoggedIn(page);
    await expectFitsPhoneWidths(page, `${brandId} / (member)`);

    // login with the new account
    await logOut(page);
    const form = await openLoginModal(page);
    await submitUsernameLogin(page, form, account.username, account.password);
    await expectLoggedIn(page);

    // side menu as a drawer: the slots category opens its game list
    await page.tap('[data-testid=menu-button]');
    await page.locator(`${drawer} [data-lane=RNG]`).tap();
    await page.waitForURL((u) => u.pathname === '/rng');
    await page.locator(drawer).waitFor({ state: 'detached' });
    await cards(page).first().waitFor();
    await expectFitsPhoneWidths(page, `${brandId} /rng (member)`);

    // selection types: HOT leaves only hot games
    const all = await cards(page).count();
    await page.getByTestId('tag-filters').locator('[data-tag=HOT]').tap();
    await page.waitForURL(/tag=HOT/);
    await expect
      .poll(async () => {
        const n = await cards(page).count();
        return n > 0 && n <= all && (await cards(page).filter({ hasText: 'Hot' }).count()) === n;
      }, { timeout: 10_000 })
      .toBe(true);

    // game launch by a member: the game plays in /seamless
    const first = cards(page).first();
    const name = (await first.locator('[data-testid=game-card-launch] strong').textContent())!;
    await first.getByTestId('game-card-launch').tap();
    await page.waitForURL((u) => u.pathname === '/seamless');
    const sandbox = page.frameLocator('[data-testid=seamless-frame]');
    await sandbox.getByTestId('sandbox').waitFor();
    expect(await sandbox.getByTestId('sandbox').textContent()).toContain(name);
    await expectFitsPhoneWidths(page, `${brandId} /seamless (member)`);

    // the member's own pages (favourites and recent now hold the game just played; lotteries need a login)
    for (const path of MEMBER_PATHS[brandId] ?? []) {
      await page.goto(brandUrl(brandId, port, path));
      await page.waitForFunction(() => document.querySelectorAll('#root *').length > 30);
      // lists and banners load after the first paint; a long-poll must not hold the test
      await page.waitForLoadState('networkidle', { timeout: 8_000 }).catch(() => undefined);
      await expectFitsPhoneWidths(page, `${brandId} ${path} (member)`);
    }

    // language and light/dark from the drawer (back on a page with the full chrome)
    await page.goto(brandUrl(brandId, port, '/'));
    await expectLoggedIn(page);
    await page.tap('[data-testid=menu-button]');
    const dialog = page.locator(drawer);
    await dialog.waitFor();
    const other = brand.config.languages.supported.find((l) => l !== 'EN');
    if (other) {
      await dialog.getByTestId('language-switcher').selectOption(other);
      await page.waitForFunction((lang) => document.documentElement.lang === lang, other.toLowerCase());
    }
    const mode = await page.evaluate(() => document.documentElement.dataset.mode);
    await dialog.getByTestId('theme-toggle').tap();
    await page.waitForFunction((before) => document.documentElement.dataset.mode !== before, mode);
    await expectFitsPhoneWidths(page, `${brandId} drawer open, ${other ?? 'EN'}`);

    expect(unexpected(problems)).toEqual([]);
    await context.close();
  });
});
