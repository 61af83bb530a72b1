// Home page e2e on two brands (lotus, aurora): sections per brand config, carousels on a mocked clock,
// the notice marquee opening the notice modal, the announcement popup once per session, operator HTML sanitized.
import { existsSync, readFileSync } from 'node:fs';
import { join } from 'node:path';
import type { Browser, Locator, Page } from 'playwright-core';
import { afterAll, beforeAll, describe, expect, inject, it } from 'vitest';
import { gameLanes } from '../../../src/engine/games/lanes.ts';
import { brandUrl, launch } from '../browser.ts';
import { withoutAnnouncementPopups } from './popups.ts';
import {
  apiCall,
  brandConfig,
  expectLoggedIn,
  newMember,
  openAccountPage,
  openLoginModal,
  passwordFor,
  submitUsernameLogin,
  unexpected,
  type AccountPage,
} from '../accounts/helpers.ts';

const port = inject('port');
const brandsDir = inject('brandsDir');
let browser: Browser;

beforeAll(async () => {
  browser = await launch();
});
afterAll(async () => {
  await browser?.close();
});

interface ContentFile {
  notices?: unknown[];
  popups?: { execution: string[] }[];
}

/** The brand's operator content as the server reads it (the test server's private copy of brands/). */
function content(brand: string): ContentFile {
  const file = join(brandsDir, brand, 'content', 'announcements.json');
  return existsSync(file) ? (JSON.parse(readFileSync(file, 'utf8')) as ContentFile) : {};
}

const hasPopupFor = (brand: string, execution: string): boolean =>
  (content(brand).popups ?? []).some((p) => p.execution.includes(execution));

async function openHome(brand: string, opts: { clock?: boolean } = {}): Promise<AccountPage> {
  const p = await openAccountPage(browser, brand, port, { announcementPopups: true });
  if (opts.clock) await p.page.clock.install();
  await p.page.goto(brandUrl(brand, port, '/'));
  await p.page.getByTestId('home').waitFor();
  return p;
}

/** Closes the announcement popup if this visit shows one (it opens once the announcements have loaded). */
async function closePopupIfShown(page: Page, brand: string): Promise<void> {
  if (!hasPopupFor(brand, 'B')) return;
  const popup = page.getByTestId('announcement-popup');
  await popup.waitFor();
  await page.getByRole('dialog').getByRole('button', { name: 'Close' }).first().click();
  await popup.waitFor({ state: 'detached' });
}

/** Clicks the notice text (paused first: a moving target is never stable enough to click, nor to read). */
async function openNoticeModal(page: Page): Promise<void> {
  const marquee = page.getByTestId('home-notices');
  await marquee.getByRole('button', { name: 'Pause notice' }).click();
  await marquee.getByRole('button').first().click();
}

/** Text of the slides a carousel shows now (slides outside the view are inert). */
function visibleSlides(carousel: Locator): Promise<string[]> {
  return carousel.locator('[aria-roledescription="slide"]:not([inert])').evaluateAll((els) =>
    els.map((el) => el.querySelector('img')?.getAttribute('alt') || el.textContent?.trim() || ''),
  );
}

// The sections follow each brand's config on both brands; the carousel's clock and the marquee's modal are the
// same code on any brand and run on one each.
describe.each(['lotus', 'aurora'])('home on %s', (brand) => {
  const config = brandConfig(brand).config;

  it('home: sections follow the brand config (notices, w_home banners, hot games, jackpot, winners, one section per lane)', async () => {
    const { page, context, problems } = await openHome(brand);
    await closePopupIfShown(page, brand);
    // lanes: the brand's categories with vendors, e-sports and cockfight split from sports, in the brand's order
    const lanes = gameLanes(config.games).map((l) => l.type);
    await expect.poll(() => page.getByTestId('home-lane').evaluateAll((els) => els.map((e) => e.getAttribute('data-lane')))).toEqual(lanes);
    for (const section of await page.getByTestId('home-lane').all()) expect(await section.getByTestId('vendor-card').count()).toBeLessThanOrEqual(12);
    // banners: exactly the brand's w_home group
    const banners = config.banners?.w_home ?? [];
    expect(await page.getByTestId('home-banners').locator('[aria-roledescription="slide"]').count()).toBe(banners.length);
    // notices: a marquee only when the brand has notices
    const notices = content(brand).notices ?? [];
    expect(await page.getByTestId('home-notices').count()).toBe(notices.length > 0 ? 1 : 0);
    // hot games, 4 in view
    await page.getByTestId('home-hot-games').waitFor();
    const hot = await page.getByTestId('home-hot-game').count();
    expect(hot).toBeGreaterThan(0);
    expect(await visibleSlides(page.getByTestId('home-hot-games'))).toHaveLength(Math.min(4, hot));
    expect(await page.getByTestId('home-hot-games').getByRole('button', { name: 'Next slide' }).count()).toBe(hot > 7 ? 1 : 0);
    // jackpot: 300,000,000–500,000,000 with 2 decimals and separators (EN)
    const jackpot = (await page.getByTestId('home-jackpot-amount').textContent()) ?? '';
    const value = Number(jackpot.replace(/[^\d.]/g, ''));
    expect(jackpot).toMatch(/\d{3},\d{3},\d{3}\.\d{2}$/);
    expect(value).toBeGreaterThanOrEqual(300_000_000);
    expect(value).toBeLessThanOrEqual(500_000_000);
    // winners: top 3 highlighted, the rest (rank 4 on) in the scrolling list, amounts with 2 decimals
    const top = page.getByTestId('home-winners-top').locator('li');
    expect(await top.count()).toBe(3);
    expect(await top.first().textContent()).toMatch(/No\. 1.*\d\.\d{2}$/);
    expect(await page.getByTestId('home-winner-row').first().textContent()).toContain('No. 4');
    expect(unexpected(problems), unexpected(problems).join('\n')).toEqual([]);
    await context.close();
  });

  if (brand === 'lotus') it('banner carousel (5000 ms, loops with more than one banner) and hot games (1200 ms) advance on a mocked clock', async () => {
    const { page, context } = await openHome(brand, { clock: true });
    await closePopupIfShown(page, brand);
    await page.getByTestId('home-hot-games').waitFor();
    await page.mouse.move(0, 0);
    await page.clock.pauseAt(Date.now() + 60_000);
    const hotCarousel = page.getByTestId('home-hot-games');
    const hotCount = await page.getByTestId('home-hot-game').count();
    const bannerCarousel = page.getByTestId('home-banners');
    const banners = config.banners?.w_home ?? [];
    const firstBanner = await visibleSlides(bannerCarousel);
    const firstHot = await visibleSlides(hotCarousel);

    await page.clock.runFor(5_000);
    if (hotCount > 4) await expect.poll(() => visibleSlides(hotCarousel)).not.toEqual(firstHot);
    if (banners.length > 1) {
      await expect.poll(() => visibleSlides(bannerCarousel)).not.toEqual(firstBanner);
      // looping: after as many steps as there are banners the first one is back
      for (let i = 1; i < banners.length; i++) await page.clock.runFor(5_000);
      await expect.poll(() => visibleSlides(bannerCarousel)).toEqual(firstBanner);
    } else {
      // one banner never moves
      await page.clock.runFor(20_000);
      expect(await visibleSlides(bannerCarousel)).toEqual(firstBanner);
    }
    await context.close();
  });

  if (brand === 'aurora') it('notice marquee opens the notice modal with the notices, details as sanitized HTML', async () => {
    if ((content(brand).notices ?? []).length === 0) return;
    const { page, context, problems } = await openHome(brand);
    await closePopupIfShown(page, brand);
    await openNoticeModal(page);
    const modal = page.getByTestId('notice-modal');
    await modal.waitFor();
    expect(await modal.locator('button[aria-expanded]').count()).toBe(content(brand).notices!.length);
    await modal.getByRole('region').first().waitFor();
    expect(unexpected(problems)).toEqual([]);
    await context.close();
  });
});

describe('home on a brand without notices or hot games (pebble)', () => {
  it('shows no marquee, no banners, no hot games and no popup, and asks for nothing it would be refused', async () => {
    const config = brandConfig('pebble').config;
    expect(content('pebble').notices ?? []).toEqual([]);
    const { page, context, problems } = await openHome('pebble');
    await page.getByTestId('home-winners').waitFor();
    await expect.poll(() => page.getByTestId('home-lane').count()).toBe(gameLanes(config.games).length);
    expect(await page.getByTestId('home-notices').count()).toBe(0);
    expect(await page.getByTestId('home-banners').count()).toBe(0);
    expect(await page.getByTestId('home-hot-games').count()).toBe(0);
    expect(await page.getByTestId('announcement-popup').count()).toBe(0);
    expect(unexpected(problems), unexpected(problems).join('\n')).toEqual([]);
    await context.close();
  });
});

describe('announcement popup once per session per user type', () => {
  const brand = 'lotus';

  it('shown once per session: a reload does not show it again, a new session does', async () => {
    expect(hasPopupFor(brand, 'B')).toBe(true);
    const first = await openHome(brand);
    const popup = first.page.getByTestId('announcement-popup');
    await popup.waitFor();
    expect(await popup.getAttribute('data-execution')).toBe('B');
    await first.page.getByRole('dialog').getByRole('button', { name: 'Close' }).first().click();
    await popup.waitFor({ state: 'detached' });
    await first.page.reload();
    await first.page.getByTestId('home-hot-games').waitFor();
    await first.page.getByTestId('home-winners').waitFor();
    expect(await first.page.getByTestId('announcement-popup').count()).toBe(0);
    await first.context.close();

    const second = await openHome(brand);
    await second.page.getByTestId('announcement-popup').waitFor();
    await second.context.close();
  });

  /** Closes the popup that is open and checks which audience it was for. */
  async function closePopup(page: Page, execution: string): Promise<void> {
    const popup = page.getByTestId('announcement-popup');
    await popup.waitFor();
    expect(await popup.getAttribute('data-execution')).toBe(execution);
    await page.getByRole('dialog').getByRole('button', { name: 'Close' }).first().click();
    await popup.waitFor({ state: 'detached' });
  }

  it('per user type: the guest popup (B), then after login the members’ popup (A)', async () => {
    expect(hasPopupFor(brand, 'A')).toBe(true);
    const member = await newMember(port, brand);
    const { page, context } = await openHome(brand);
    await closePopup(page, 'B');
    await submitUsernameLogin(page, (await openLoginModal(page)).getByTestId('login-form-username'), member.username, member.password);
    await expectLoggedIn(page);
    await closePopup(page, 'A');
    await page.reload();
    await page.getByTestId('home-winners').waitFor();
    await expectLoggedIn(page);
    expect(await page.getByTestId('announcement-popup').count()).toBe(0);
    await context.close();
  });

  it('a first login sees the first-login popup (F) once the forced password change is done', async () => {
    expect(hasPopupFor(brand, 'F')).toBe(true);
    const member = await newMember(port, brand, { firstTimeLogin: true });
    const { page, context } = await openHome(brand);
    await closePopup(page, 'B');
    await submitUsernameLogin(page, (await openLoginModal(page)).getByTestId('login-form-username'), member.username, member.password);
    const form = page.getByTestId('change-password-form');
    await form.waitFor();
    // one modal at a time: the popup waits for the forced change
    expect(await page.getByTestId('announcement-popup').count()).toBe(0);
    const fresh = passwordFor(brand);
    await form.getByTestId('change-newPassword').fill(fresh);
    await form.getByTestId('change-confirmNewPassword').fill(fresh);
    await form.getByTestId('change-password-submit').click();
    await expectLoggedIn(page);
    await closePopup(page, 'F');
    await context.close();
  });
});

describe('e2e helper for flows that are not about announcements', () => {
  it('withoutAnnouncementPopups keeps notices and banners but no popup shows, as guest or member', async () => {
    const brand = 'lotus';
    const member = await newMember(port, brand);
    const p = await openAccountPage(browser, brand, port, { announcementPopups: true });
    await withoutAnnouncementPopups(p.context);
    await p.page.goto(brandUrl(brand, port, '/'));
    await p.page.getByTestId('home-notices').waitFor();
    await p.page.getByTestId('home-winners').waitFor();
    await submitUsernameLogin(p.page, (await openLoginModal(p.page)).getByTestId('login-form-username'), member.username, member.password);
    await expectLoggedIn(p.page);
    await p.page.getByTestId('home-winners').waitFor();
    expect(await p.page.getByTestId('announcement-popup').count()).toBe(0);
    expect(unexpected(p.problems)).toEqual([]);
    await p.context.close();
  });
});

describe('operator HTML is sanitized in the browser', () => {
  it('a notice whose HTML carries script, handlers and javascript: links runs nothing', async () => {
    const brand = 'lotus';
    const p = await openAccountPage(browser, brand, port, { announcementPopups: true });
    const dialogs: string[] = [];
    p.page.on('dialog', (d) => {
      dialogs.push(d.message());
      void d.dismiss();
    });
    // the operator's content with a hostile notice first (the real answer, changed on its way to the page)
    await p.page.route('**/wps/relay/MCSFE_getListAnnouncements*', async (route) => {
      // Node cannot resolve *.localhost: the real answer comes from 127.0.0.1 with the brand's Host
      const url = new URL(route.request().url());
      const real = await apiCall<{ player: Record<string, unknown>[]; popup: unknown[] }>(brand, port, 'GET', url.pathname + url.search);
      const body = real.body;
      body.value.player.unshift({
        id: 'xss',
        type: 'PL',
        title: 'Hostile notice',
        content:
          '<p id="xss-body">hello</p><script>window.__xss=1;alert(1)</script><img src=x onerror="window.__xss=2">' +
          '<svg><animate onbegin="window.__xss=3" attributeName="x" dur="1s"/></svg><a id="xss-link" href="javascript:window.__xss=4">x</a>' +
          '<iframe srcdoc="<script>parent.__xss=5</script>"></iframe><a id="xss-ext" href="https://example.org/">ext</a>',
        time: new Date().toISOString(),
        startDate: null,
        endDate: null,
        sequence: 0,
        announcementImages: [],
      });
      body.value.popup = [];
      await route.fulfill({ status: real.status, json: body });
    });
    // a query string keeps the server from rendering the page, so the notices come from the (changed) API answer
    await p.page.goto(brandUrl(brand, port, '/?sanitize'));
    await openNoticeModal(p.page);
    const modal = p.page.getByTestId('notice-modal');
    await modal.locator('#xss-body').waitFor();
    await modal.locator('#xss-link').click();
    expect(await p.page.evaluate(() => (window as { __xss?: unknown }).__xss)).toBeUndefined();
    expect(dialogs).toEqual([]);
    expect(await modal.locator('script, iframe, [onerror], [onbegin]').count()).toBe(0);
    expect(await modal.locator('#xss-link').getAttribute('href')).toBeNull();
    expect(await modal.locator('#xss-ext').getAttribute('rel')).toBe('noopener noreferrer');
    expect(await modal.locator('#xss-ext').getAttribute('target')).toBe('_blank');
    await p.context.close();
  });
});
