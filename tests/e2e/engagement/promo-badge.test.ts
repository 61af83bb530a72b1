// The member's public state end to end: availablePromoCount badges the promotions entry (desktop navigation on aurora,
// the phone tab bar on lotus) and goes down once the member applies; brands with PTSYS3 show "Points mall" with the
// member's points in the member center menu (/pointMall); REFERRAL3 brands offer "invite friends".
import type { Browser, Page } from 'playwright-core';
import { afterAll, beforeAll, describe, expect, inject, it } from 'vitest';
import { brandUrl, launch } from '../browser.ts';
import { createAccount, expectLoggedIn, openLoginModal, passwordFor, submitUsernameLogin, track, unexpected, usernameFor } from '../accounts/helpers.ts';
import { devicePage } from './setup.ts';

const port = inject('port');
let browser: Browser;

beforeAll(async () => {
  browser = await launch();
});
afterAll(async () => {
  await browser?.close();
});

/** The visible count of the badge inside `scope` (the page is in English), or null without a badge. */
async function badgeCount(page: Page, scope: string): Promise<number | null> {
  const bubble = page.locator(`${scope} [aria-hidden="true"]`).filter({ hasText: /^\d+\+?$/ });
  if ((await bubble.count()) === 0) return null;
  return Number((await bubble.first().textContent())!.replace('+', ''));
}

async function applyToCashback(page: Page): Promise<void> {
  const card = page.getByTestId('promotion-card-cricket-cashback').first();
  await expect.poll(() => card.getByTestId('promotion-status').getAttribute('data-status'), { timeout: 15_000 }).toBe('join');
  await card.getByTestId('promotion-apply').click();
  const form = page.getByTestId('promotion-apply-form');
  await form.getByTestId('promotion-remark').fill('Lost on the final over');
  const sent = page.waitForResponse((r) => new URL(r.url()).pathname === '/wps/relay/MCSFE_applyPromotion');
  await form.getByTestId('promotion-apply-send').click();
  expect((await sent).status()).toBe(200);
}

describe.each([
  ['aurora', 'desktop', '[data-nav="PROMO"]'],
  ['lotus', 'phone', '[data-tab="promotions"]'],
])('%s on a %s: the promotions badge', (brandId, device, entry) => {
  it('availablePromoCount: the new member can apply for the cashback (1); after applying the badge is gone', async () => {
    const username = usernameFor('pb');
    const password = passwordFor(brandId);
    await createAccount(port, { brand: brandId, username, password, type: 'member' });
    const { page, context } = await devicePage(browser, brandId, device);
    const problems = track(page);
    await page.goto(brandUrl(brandId, port, '/'));
    // a guest has no count
    expect(await badgeCount(page, entry)).toBeNull();
    await submitUsernameLogin(page, await openLoginModal(page), username, password);
    await expectLoggedIn(page);
    // the welcome claim waits for a deposit and the weekly bettor for 500 deposited: only the cashback is open to them
    await expect.poll(() => badgeCount(page, entry), { timeout: 15_000 }).toBe(1);
    // its accessible name says it: "Promotions 1 promotion open to you"
    expect(await page.locator(entry).first().textContent()).toContain('1 promotion open to you');

    // on a desktop the item may sit under More, which then carries the count
    if (device === 'desktop' && !(await page.locator(entry).first().isVisible())) expect(await badgeCount(page, '[data-testid="nav-more"]')).toBe(1);
    await page.goto(brandUrl(brandId, port, '/promotions'));
    await applyToCashback(page);
    await expect.poll(() => badgeCount(page, entry), { timeout: 15_000 }).toBeNull();
    expect(unexpected(problems)).toEqual([]);
    await context.close();
  });
});

describe('aurora on a desktop: member center links (PTSYS3, REFERRAL3)', () => {
  it('/pointMall: "Points mall" with the member\'s points leads to the points mall; invite friends is offered', async () => {
    const username = usernameFor('pm');
    const password = passwordFor('aurora');
    await createAccount(port, { brand: 'aurora', username, password, type: 'member' });
    const { page, context } = await devicePage(browser, 'aurora', 'desktop');
    const problems = track(page);
    await page.goto(brandUrl('aurora', port, '/'));
    await submitUsernameLogin(page, await openLoginModal(page), username, password);
    await expectLoggedIn(page);
    expect(await page.getByTestId('floating-invite').count()).toBe(1);

    await page.goto(brandUrl('aurora', port, '/member'));
    const menu = page.getByTestId('member-menu-column');
    const points = menu.getByTestId('member-menu-pointMall');
    expect(await points.getAttribute('href')).toBe('/pointMall');
    await expect.poll(() => points.getByTestId('member-menu-points').textContent(), { timeout: 15_000 }).toBe('0 points');
    expect(await menu.getByTestId('member-menu-referral').count()).toBe(1);
    await points.click();
    await page.waitForURL(/\/pointMall$/);
    expect(unexpected(problems)).toEqual([]);
    await context.close();
  });
});
