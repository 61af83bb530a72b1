// A plain member's contract management end to end, once on a phone and once on a desktop (journeys.ts; contract
// management, the contract popup for logged-in members, the consolidated funds flags): an agent offers its downline
// member (type 0) a daily salary from the agent center; the member puts the popup off, finds "My contracts" in the
// member center, accepts the offer there and sees the contract in force, then terminates it after the confirmation;
// with nothing left the entry is gone.
import type { Browser, BrowserContextOptions, Page } from 'playwright-core';
import { afterAll, beforeAll, describe, expect, inject, it } from 'vitest';
import { brandUrl, launch, waitForHydration } from '../browser.ts';
import { createAccount, expectLoggedIn, openLoginModal, passwordFor, submitUsernameLogin, track, unexpected, usernameFor } from '../accounts/helpers.ts';
import { withoutAnnouncementPopups } from '../home/popups.ts';
import { journeyRuns } from '../journeys.ts';

const port = inject('port');
let browser: Browser;

beforeAll(async () => {
  browser = await launch();
});
afterAll(async () => {
  await browser?.close();
});

const DEVICES: Record<string, BrowserContextOptions> = {
  phone: { viewport: { width: 390, height: 844 }, hasTouch: true, isMobile: true },
  desktop: { viewport: { width: 1366, height: 900 } },
};

async function newPage(brandId: string, device: string): Promise<{ page: Page; close(): Promise<void>; problems: ReturnType<typeof track> }> {
  const context = await browser.newContext({ ...DEVICES[device], serviceWorkers: 'block', reducedMotion: 'reduce' });
  await context.addCookies([{ name: 'lang', value: 'EN', url: brandUrl(brandId, port) }]);
  await withoutAnnouncementPopups(context);
  const page = await context.newPage();
  waitForHydration(page);
  return { page, problems: track(page), close: () => context.close() };
}

/** Client-side navigation (no reload: the popup put off stays off for this session, as for a member clicking on). */
async function goInApp(page: Page, path: string): Promise<void> {
  await page.evaluate((to) => {
    history.pushState({}, '', to);
    dispatchEvent(new PopStateEvent('popstate'));
  }, path);
}

/** The member center's menu entry the layout shows (a row on phones, a column from tablet up). */
const menuEntry = (page: Page, id: string) => page.locator(`[data-testid="member-menu-${id}"]:visible`);

describe.each(journeyRuns('memberContracts'))('%s on a %s: a member manages its contract', (brandId, device) => {
  it('offered daily salary → My contracts → accept → in force → terminate → gone from the menu', async () => {
    const agent = { username: usernameFor('ag'), password: passwordFor(brandId) };
    await createAccount(port, { brand: brandId, type: 'agent', ...agent });
    const member = { username: usernameFor('mc'), password: passwordFor(brandId) };
    await createAccount(port, { brand: brandId, type: 'member', upline: agent.username, ...member });

    // the agent offers a daily salary of 1.00 % from the first bet
    const a = await newPage(brandId, 'desktop');
    await a.page.goto(brandUrl(brandId, port, '/agent'));
    await submitUsernameLogin(a.page, a.page.getByTestId('agent-login-form'), agent.username, agent.password);
    await a.page.waitForURL((u) => u.pathname === '/agentHome');
    await a.page.goto(brandUrl(brandId, port, '/agentHome?page=downlineManagmentView'));
    await a.page.getByTestId(`offer-${member.username}`).click();
    const offer = a.page.getByTestId('offer-dialog');
    await offer.getByTestId('offer-kind').selectOption('daily');
    await offer.getByTestId('tier-0-bet').fill('0');
    await offer.getByTestId('tier-0-rate').fill('1');
    const offered = a.page.waitForResponse((r) => new URL(r.url()).pathname === '/wps/agent/contracts/offer');
    await offer.getByTestId('offer-submit').click();
    const answer = (await (await offered).json()) as { success: boolean; message?: string; value: { id: string } };
    expect(answer.success, answer.message).toBe(true);
    const contractId = answer.value.id;

    // the member signs in; the offer popup shows and is put off for now
    const m = await newPage(brandId, device);
    await m.page.goto(brandUrl(brandId, port));
    await submitUsernameLogin(m.page, (await openLoginModal(m.page)).getByTestId('login-form-username'), member.username, member.password);
    await expectLoggedIn(m.page);
    const popup = m.page.getByTestId('contract-offer-popup');
    await popup.waitFor({ timeout: 15_000 });
    await popup.getByTestId('contract-offer-later').click();
    await expect.poll(() => popup.count(), { timeout: 10_000 }).toBe(0);

    // the member center lists "My contracts" (a req flag is set) and the page shows the offer waiting
    await goInApp(m.page, '/member');
    await m.page.getByTestId('member-center').waitFor();
    await menuEntry(m.page, 'contracts').click({ timeout: 15_000 });
    const waiting = m.page.getByTestId('member-contracts-waiting');
    await waiting.getByTestId(`contract-${contractId}`).waitFor({ timeout: 15_000 });
    expect(await waiting.getByTestId(`contract-${contractId}`).getAttribute('data-kind')).toBe('daily');
    expect(await waiting.textContent()).toContain(agent.username);

    // accepting through the daily salary relay: the contract is in force
    const decided = m.page.waitForResponse((r) => new URL(r.url()).pathname === '/wps/relay/MCSFE_processDailySalaryContract');
    await m.page.getByTestId(`contract-accept-${contractId}`).click();
    expect(((await (await decided).json()) as { success: boolean }).success).toBe(true);
    const current = m.page.getByTestId('member-contracts-current');
    await expect.poll(() => current.getByTestId(`contract-${contractId}`).getAttribute('data-status'), { timeout: 15_000 }).toBe('active');
    await expect.poll(() => m.page.getByTestId('member-contracts-waiting').count()).toBe(0);

    // terminate: nothing happens before the confirmation; confirmed, the contract is listed as ended
    await m.page.getByTestId(`terminate-${contractId}`).click();
    const dialog = m.page.getByTestId('terminate-dialog');
    await dialog.waitFor();
    expect(await dialog.textContent()).toContain(agent.username);
    const ended = m.page.waitForResponse((r) => new URL(r.url()).pathname === '/wps/agent/contracts/terminate');
    await dialog.getByTestId('terminate-confirm').click();
    const endedAnswer = (await (await ended).json()) as { success: boolean; value: { status: string; terminatedBy: string } };
    expect(endedAnswer.value).toMatchObject({ status: 'terminated', terminatedBy: 'downline' });
    await expect
      .poll(() => m.page.getByTestId('member-contracts-ended').getByTestId(`contract-${contractId}`).getAttribute('data-status'), { timeout: 15_000 })
      .toBe('terminated');
    // the page stays while the center is open, though no flag is set any more
    expect(await m.page.getByTestId('member-contracts-page').count()).toBe(1);

    // opened afresh with no contract and no offer, the member center has no such entry
    const flags = m.page.waitForResponse((r) => new URL(r.url()).pathname === '/wps/member/info/funds/consolidated');
    await m.page.goto(brandUrl(brandId, port, '/member?page=contracts'));
    await flags;
    await m.page.getByTestId('security-center').waitFor({ timeout: 15_000 });
    expect(await menuEntry(m.page, 'contracts').count()).toBe(0);

    if (device === 'phone') expect(await m.page.evaluate(() => document.documentElement.scrollWidth <= innerWidth)).toBe(true);
    expect(unexpected(a.problems)).toEqual([]);
    expect(unexpected(m.problems)).toEqual([]);
    await a.close();
    await m.close();
  });
});
