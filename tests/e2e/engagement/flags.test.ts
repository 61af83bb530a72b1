// Whitelabel flags for the engagement features, on every shipped brand, phones and desktops in turn: a feature whose
// whitelabel flag is on shows its entries; one whose flag is off is gone cleanly — no menu item or entry, no
// request for it while the member walks the member center, its route not found (a member center deep link falls
// back to the default page) and its endpoints 404 even to a guest. The brands and their flags are read from
// brands/, so a brand an operator adds is covered, and each "gone" is checked beside a brand where it is there.
import type { Browser, Page } from 'playwright-core';
import { afterAll, beforeAll, describe, expect, inject, it } from 'vitest';
import type { Flags } from '../../../src/engine/flags.ts';
import { apiCall, createAccount, expectLoggedIn, openLoginModal, passwordFor, submitUsernameLogin, usernameFor } from '../accounts/helpers.ts';
import { brandUrl, launch } from '../browser.ts';
import { shippedBrands } from '../brands.ts';
import { brandFlags, DEVICES, devicePage } from './setup.ts';

const port = inject('port');
let browser: Browser;

beforeAll(async () => {
  browser = await launch();
});
afterAll(async () => {
  await browser?.close();
});

interface Feature {
  flag: keyof Flags;
  /** Member center pages (menu items `member-menu-<id>`, deep links `/member?page=<id>`). */
  pages?: string[];
  /** Entries elsewhere on the member's pages (floating bar, footer, My account card, menu links). */
  entries?: string[];
  /** A route of its own: the branded not-found page when off. */
  route?: string;
  /** Phone tab bar items the brand may configure: dropped when off. */
  tab?: string;
  /** What its pages ask the server: never asked when off, and 404 when asked anyway. */
  relays: string[];
}

const FEATURES: Feature[] = [
  {
    flag: 'rewardCenter',
    pages: ['rewardCenter', 'bonusDetails', 'missionLeaderboard'],
    relays: ['MCS2_getRewardList', 'MCS2_getDrawTickets', 'MCS2_getBonusDetails', 'MCSFE_getMissionSummaryDetails'],
  },
  { flag: 'referral', pages: ['referral'], entries: ['floating-invite'], relays: ['MCSFE_getReferralDetails'] },
  { flag: 'manualRebate', pages: ['manualRebate'], relays: ['MCS2_getManualRebate'] },
  { flag: 'vip', entries: ['vip-card'], relays: ['MCS2_getVipInfo'] },
  { flag: 'pointsMall', entries: ['member-menu-pointMall'], route: '/pointMall', tab: 'pointMall', relays: ['MCS2_getPointBalance', 'MCS2_getPointConfig'] },
  { flag: 'liveChat', entries: ['live-chat'], relays: ['CBS_launchChat'] },
  { flag: 'chatRoom', entries: ['chat-room-link'], route: '/chat/room', relays: [] },
  { flag: 'feedback', entries: ['feedback-entry'], relays: [] },
];

const relayPath = (name: string): string => `/wps/relay/${name}`;

async function login(brandId: string, device: string): Promise<{ page: Page; asked: string[]; close(): Promise<void> }> {
  const member = { username: usernameFor('flg'), password: passwordFor(brandId) };
  await createAccount(port, { brand: brandId, type: 'member', ...member });
  const p = await devicePage(browser, brandId, device);
  const asked: string[] = [];
  p.page.on('request', (r) => asked.push(new URL(r.url()).pathname));
  await p.page.goto(brandUrl(brandId, port));
  const modal = await openLoginModal(p.page);
  await submitUsernameLogin(p.page, modal.getByTestId('login-form-username'), member.username, member.password);
  await expectLoggedIn(p.page);
  return { page: p.page, asked, close: p.close };
}

// Each brand on one device, phone and desktop in turn: what a flag hides is the same on both (journeys.ts
// runs each feature's flow on a phone and on a desktop); the phone's tab bar is checked on every
// other brand, pebble (everything off) among them.
const DEVICE_IN_TURN = Object.keys(DEVICES) as (keyof typeof DEVICES)[];
describe.each(shippedBrands().map((id, i) => [id, DEVICE_IN_TURN[i % DEVICE_IN_TURN.length]!]))('%s on a %s', (brandId, device) => {
  const flags = brandFlags(brandId);
  const on = FEATURES.filter((f) => flags[f.flag]);
  const off = FEATURES.filter((f) => !flags[f.flag]);

  it(`engagement features follow the brand's flags (on: ${on.map((f) => f.flag).join(', ') || 'none'}; off: ${off.map((f) => f.flag).join(', ') || 'none'})`, async () => {
    const { page, asked, close } = await login(brandId, device);
    // My account (the default page) carries the menu, the VIP card, the floating bar and the footer
    await page.goto(brandUrl(brandId, port, '/member'));
    await page.getByTestId('member-center').waitFor();
    for (const f of on) {
      for (const id of f.pages ?? []) await page.getByTestId(`member-menu-${id}`).first().waitFor({ state: 'attached', timeout: 10_000 });
      for (const id of f.entries ?? []) await page.getByTestId(id).first().waitFor({ state: 'attached', timeout: 10_000 });
    }
    await page.waitForLoadState('networkidle');
    for (const f of off) {
      for (const id of f.pages ?? []) expect(await page.getByTestId(`member-menu-${id}`).count(), `${f.flag}: menu item ${id}`).toBe(0);
      for (const id of f.entries ?? []) expect(await page.getByTestId(id).count(), `${f.flag}: entry ${id}`).toBe(0);
      if (f.tab) expect(await page.locator(`[data-tab="${f.tab}"]`).count(), `${f.flag}: tab ${f.tab}`).toBe(0);
    }

    // deep links to a page that is off open the default page instead; a route that is off is not found
    for (const f of off) {
      for (const id of f.pages ?? []) {
        await page.goto(brandUrl(brandId, port, `/member?page=${id}`));
        await page.getByTestId('member-center').waitFor();
        expect(await page.getByTestId('member-center').getAttribute('data-page'), `${f.flag}: ?page=${id}`).not.toBe(id);
      }
      if (f.route) {
        await page.goto(brandUrl(brandId, port, f.route));
        await page.getByTestId('not-found').waitFor();
      }
    }
    await page.waitForLoadState('networkidle');
    const offRelays = off.flatMap((f) => f.relays.map(relayPath));
    expect(asked.filter((p) => offRelays.includes(p))).toEqual([]);
    await close();

    // asked anyway (a guest, no session): not found before any session check
    for (const path of offRelays) {
      const res = await apiCall(brandId, port, 'GET', path);
      expect(res.status, `${brandId} GET ${path}`).toBe(404);
    }
    if (!flags.feedback) {
      const res = await apiCall(brandId, port, 'PUT', '/wps/feedback', { type: 1, content: 'x'.repeat(20), captcha: '1' });
      expect(res.status).toBe(404);
    }
  });
});
