// The game lobby in Chromium against the real server and built app (game routes, game launch and favourites, the
// lottery guard, page size and throttle) on two brands: a game list with its filters, search and load more;
// favourites in /favorite; launch as guest, trial and member (the vendor sandbox inside /seamless, then /recent); a
// vendor under maintenance; the lottery guard. Each lobby flow runs on one of the two brands (they share the lobby's
// code; what their configs change is the stories'); the lottery guard runs on both, as each brand's lottery is a
// different vendor's screen.
import type { Browser, Page } from 'playwright-core';
import { afterAll, beforeAll, describe, expect, inject, it } from 'vitest';
import { brandUrl, launch } from '../browser.ts';
import { createAccount, expectLoggedIn, newMember, openAccountPage, openLoginModal, passwordFor, submitUsernameLogin, unexpected, usernameFor, type AccountPage } from '../accounts/helpers.ts';

// A login form that mounts within a second of another captcha is refused once (captcha refresh at most once a second
// per IP) and asks again by itself: the only failed request these flows accept.
const CAPTCHA_RETRY = [{ status: 429, path: '/wps/captcha' }];

const port = inject('port');
let browser: Browser;

beforeAll(async () => {
  browser = await launch();
});
afterAll(async () => {
  await browser?.close();
});

/** Lottery screen of each brand's lottery vendor (lotus: TCG_LOTTO_VN, aurora: TCG_SEA). */
const BRANDS = [
  { id: 'lotus', lottery: '/vnLottery' },
  { id: 'aurora', lottery: '/seaLottery' },
] as const;
/** The brand each lobby flow runs on. */
const FLOW_BRAND = { list: 'lotus', guestLaunch: 'aurora', favourites: 'lotus', trial: 'aurora' } as const;

const cards = (page: Page) => page.getByTestId('game-card');
const names = (page: Page) => cards(page).locator('[data-testid=game-card-launch] strong').allTextContents();

async function logIn(page: Page, username: string, password: string): Promise<void> {
  const modal = await openLoginModal(page);
  await submitUsernameLogin(page, modal.getByTestId('login-form-username'), username, password);
  await expectLoggedIn(page);
}

/** A fresh English page on the brand at `path`, logged in as a new member (or the given account). */
async function memberPage(brand: string, path: string, account?: { username: string; password: string }): Promise<AccountPage> {
  const member = account ?? (await newMember(port, brand));
  const ap = await openAccountPage(browser, brand, port);
  await ap.page.goto(brandUrl(brand, port, path));
  await logIn(ap.page, member.username, member.password);
  return ap;
}

describe.each(BRANDS)('$id: game lobby', ({ id: brand, lottery }) => {
  if (FLOW_BRAND.list === brand) it('game list: 20 per page, load more, HOT filter, provider tab, search by name', async () => {
    const { page, context, problems } = await openAccountPage(browser, brand, port);
    await page.goto(brandUrl(brand, port, '/rng'));
    await cards(page).first().waitFor();
    expect(await cards(page).count()).toBe(20);
    const shown = await page.getByTestId('games-shown').textContent();
    const total = Number(/of (\d+)/.exec(shown ?? '')?.[1]);
    expect(total).toBeGreaterThan(20);
    await page.getByTestId('games-load-more').click();
    await expect.poll(() => cards(page).count(), { timeout: 10_000 }).toBe(Math.min(40, total));

    await page.getByTestId('tag-filters').locator('[data-tag=HOT]').click();
    await page.waitForURL(/tag=HOT/);
    // the HOT answer replaces the list: some games, every card carrying the Hot flag
    const allHot = async (): Promise<boolean> => {
      const n = await cards(page).count();
      return n > 0 && n < total && (await cards(page).filter({ hasText: 'Hot' }).count()) === n;
    };
    await expect.poll(allHot, { timeout: 10_000 }).toBe(true);
    await page.getByTestId('tag-filters').locator('[data-tag=ALL]').click();
    await page.getByTestId('vendor-tabs').locator('[data-vendor=LMR]').click();
    await page.waitForURL(/vassalage=LMR/);
    await expect.poll(async () => new Set(await cards(page).locator('small').allTextContents()), { timeout: 10_000 }).toEqual(new Set(['Lumina Reels']));

    const target = (await names(page))[0]!;
    const query = target.split(' ')[0]!.toLowerCase();
    await page.getByTestId('game-search').locator('input[name=name]').fill(query);
    await page.getByTestId('game-search').getByRole('button').click();
    await page.waitForURL(new RegExp(`name=${query}`));
    // the search's answer replaces the provider's list: every name shown matches, the first game among them
    const matching = async (): Promise<boolean> => {
      const shownNames = await names(page);
      return shownNames.length > 0 && shownNames.every((n) => n.toLowerCase().includes(query));
    };
    await expect.poll(matching, { timeout: 10_000 }).toBe(true);
    expect(await names(page)).toContain(target);
    expect(unexpected(problems, CAPTCHA_RETRY)).toEqual([]);
    await context.close();
  });

  if (FLOW_BRAND.guestLaunch === brand) it('game launch: a guest gets the login modal; a guest on FAV gets a login prompt', async () => {
    const { page, context, problems } = await openAccountPage(browser, brand, port);
    await page.goto(brandUrl(brand, port, '/pvp'));
    await cards(page).first().locator('[data-testid=game-card-launch]').click();
    await page.getByTestId('login-modal').waitFor();
    expect(page.url()).toContain('/pvp');
    // a member's own list for a guest: the prompt's button opens the same modal
    await page.goto(brandUrl(brand, port, '/live?tag=FAV'));
    await page.getByTestId('games-login-prompt').waitFor();
    expect(await page.getByTestId('login-modal').count()).toBe(0);
    await page.getByTestId('games-login').click();
    await page.getByTestId('login-modal').waitFor();
    expect(unexpected(problems, CAPTCHA_RETRY)).toEqual([]);
    await context.close();
  });

  if (FLOW_BRAND.favourites === brand) it('favourites: star a game, see it in /favorite, unstar it there; a member launch plays in /seamless, then /recent', async () => {
    // a vendor's slots (in-house games open their own page, not /seamless)
    const { page, context, problems } = await memberPage(brand, '/rng?vassalage=PXS');
    const first = cards(page).first();
    await first.waitFor();
    const name = (await first.locator('[data-testid=game-card-launch] strong').textContent())!;
    const star = first.getByTestId('game-card-favorite');
    expect(await star.getAttribute('aria-pressed')).toBe('false');
    await star.click();
    await expect.poll(() => star.getAttribute('aria-pressed')).toBe('true');

    await page.goto(brandUrl(brand, port, '/favorite'));
    await page.getByTestId('favorite-page').waitFor();
    const favorite = cards(page).filter({ hasText: name });
    await favorite.waitFor();
    await favorite.getByTestId('game-card-favorite').click();
    await favorite.waitFor({ state: 'detached' });
    await page.reload();
    await page.getByTestId('favorite-page').waitFor();
    await expect.poll(async () => (await page.getByTestId('favorite-page').textContent()) ?? '').toContain('No favourites yet');

    await page.goto(brandUrl(brand, port, '/rng?vassalage=PXS'));
    await cards(page).filter({ hasText: name }).locator('[data-testid=game-card-launch]').click();
    await page.waitForURL((u) => u.pathname === '/seamless');
    const sandbox = page.frameLocator('[data-testid=seamless-frame]');
    await sandbox.getByTestId('sandbox').waitFor();
    expect(await sandbox.getByTestId('sandbox').textContent()).toContain(name);
    expect((await sandbox.getByTestId('sandbox-nickname').textContent())?.length).toBeGreaterThan(0);

    await page.goto(brandUrl(brand, port, '/recent'));
    await page.getByTestId('recent-page').waitFor();
    await cards(page).filter({ hasText: name }).first().waitFor();
    expect(unexpected(problems, CAPTCHA_RETRY)).toEqual([]);
    await context.close();
  });

  if (FLOW_BRAND.trial === brand) it('game launch: a trial member is refused (in_need_true_account)', async () => {
    const account = { username: usernameFor('t'), password: passwordFor(brand) };
    await createAccount(port, { brand, type: 'trial', ...account });
    const { page, context, problems } = await memberPage(brand, '/fish', account);
    await cards(page).first().locator('[data-testid=game-card-launch]').click();
    await page.getByTestId('trial-prompt').waitFor();
    expect(page.url()).toContain('/fish');
    expect(unexpected(problems, CAPTCHA_RETRY)).toEqual([]);
    await context.close();
  });

  it(`lottery guard: a guest on ${lottery} is asked to log in; a member sees the lottery lobby`, async () => {
    const member = await newMember(port, brand);
    const { page, context, problems } = await openAccountPage(browser, brand, port);
    await page.goto(brandUrl(brand, port, lottery));
    const modal = page.getByTestId('login-modal');
    await modal.waitFor();
    expect(await modal.textContent()).toContain('You are not logged in, please login');
    await submitUsernameLogin(page, modal.getByTestId('login-form-username'), member.username, member.password);
    await expectLoggedIn(page);
    await page.goto(brandUrl(brand, port, lottery));
    await page.getByTestId('lottery-page').waitFor();
    await page.getByTestId('lottery-menus').waitFor();
    await page.getByTestId('lottery-frame').waitFor();
    await page.frameLocator('[data-testid=lottery-frame]').getByTestId('sandbox').waitFor();
    expect(unexpected(problems, CAPTCHA_RETRY)).toEqual([]);
    await context.close();
  });
});

describe('header game menu', () => {
  it('hovering a category shows its vendors; a vendor opens its list', async () => {
    const { page, context, problems } = await openAccountPage(browser, 'aurora', port);
    // not on home, where aurora's announcement popup for guests would cover the header
    await page.goto(brandUrl('aurora', port, '/fish'));
    // the menu's code arrives after the first paint
    await page.getByTestId('game-menu-host').waitFor({ state: 'attached' });
    await page.locator('header [data-nav=RNG]').hover();
    const menu = page.getByTestId('game-menu');
    await menu.waitFor();
    // aurora has 5 slot vendors: at most 10, so the compact layout
    expect(await menu.getAttribute('data-size')).toBe('compact');
    expect(await menu.locator('a').count()).toBe(5);
    await menu.locator('a[data-vendor=GLX]').click();
    await page.waitForURL(/\/rng\?vassalage=GLX/);
    await cards(page).first().waitFor();
    await expect.poll(() => menu.count()).toBe(0);
    expect(unexpected(problems, CAPTCHA_RETRY)).toEqual([]);
    await context.close();
  });
});

describe('Game maintenance (lotus ships Ember Live, a LIVE vendor, under maintenance)', () => {
  it('its cards say so and a member launching one is refused with Game maintenance', async () => {
    const { page, context, problems } = await memberPage('lotus', '/live?vassalage=EZL');
    const card = cards(page).first();
    await card.getByTestId('game-card-maintenance').waitFor();
    await card.locator('[data-testid=game-card-launch]').click();
    await page.getByText('Game maintenance', { exact: true }).waitFor();
    expect(page.url()).toContain('/live');
    expect(unexpected(problems, CAPTCHA_RETRY)).toEqual([]);
    await context.close();
  });
});
