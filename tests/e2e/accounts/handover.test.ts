// A one-time handover code instead of ?token= (the original platform loaded member info from a token in the URL at
// start; ASVS V14.2.1 no session token in URLs): the code signs a fresh tab in and leaves the address at once; a tab
// of another member asks before switching; a session token in the address does nothing.
import type { Browser, Page } from 'playwright-core';
import { afterAll, beforeAll, describe, expect, inject, it } from 'vitest';
import { brandUrl, launch } from '../browser.ts';
import { expectLoggedIn, newMember, openAccountPage, openLoginModal, submitUsernameLogin, unexpected } from './helpers.ts';

const port = inject('port');
let browser: Browser;

beforeAll(async () => {
  browser = await launch();
});
afterAll(async () => {
  await browser?.close();
});

const BRAND = 'pebble'; // no captcha, no second factor: the login itself is not what is tested here

async function signIn(page: Page, username: string, password: string): Promise<string> {
  await page.goto(brandUrl(BRAND, port));
  await submitUsernameLogin(page, (await openLoginModal(page)).getByTestId('login-form-username'), username, password);
  await expectLoggedIn(page);
  return (await page.evaluate(() => sessionStorage.getItem('token')))!;
}

/** POST /wps/session/handover from a signed-in page: the API a member's other app or tab would call. */
async function issueCode(page: Page): Promise<string> {
  const res = await page.evaluate(async () => {
    const r = await fetch('/wps/session/handover', {
      method: 'POST',
      headers: { 'content-type': 'application/json', Authorization: sessionStorage.getItem('token')!, Language: 'EN' },
      body: '{}',
    });
    return (await r.json()) as { success: boolean; value: { code: string } };
  });
  expect(res.success).toBe(true);
  return res.value.code;
}

const memberName = (page: Page) => page.getByTestId('header-member-menu').textContent();

describe('session handover (?handover=, one time) instead of ?token=', () => {
  it('a fresh tab opened with /?handover=<code> is signed in as that member, with its own session, and the code leaves the address', async () => {
    const a = await newMember(port, BRAND);
    const first = await openAccountPage(browser, BRAND, port);
    const tokenA = await signIn(first.page, a.username, a.password);
    const code = await issueCode(first.page);

    const second = await openAccountPage(browser, BRAND, port);
    const apiReferers: string[] = [];
    second.page.on('request', (r) => {
      if (new URL(r.url()).pathname.startsWith('/wps/')) apiReferers.push(r.headers().referer ?? '');
    });
    await second.page.goto(brandUrl(BRAND, port, `/?handover=${code}`));
    await expectLoggedIn(second.page);
    expect(await memberName(second.page)).toContain(a.username);
    expect(second.page.url()).toBe(brandUrl(BRAND, port, '/'));
    const tokenHere = await second.page.evaluate(() => sessionStorage.getItem('token'));
    expect(tokenHere).toBeTruthy();
    expect(tokenHere).not.toBe(tokenA);
    // the code left the address before the app's first request: no API call carried it as a Referer
    expect(apiReferers.length).toBeGreaterThan(0);
    expect(apiReferers.filter((r) => r.includes('handover='))).toEqual([]);

    // used once: the same link in a third tab leaves a guest, asked to log in
    const third = await openAccountPage(browser, BRAND, port);
    await third.page.goto(brandUrl(BRAND, port, `/?handover=${code}`));
    await third.page.getByTestId('login-modal').waitFor();
    expect(await third.page.getByTestId('header-account').count()).toBe(0);

    expect(unexpected(first.problems)).toEqual([]);
    expect(unexpected(second.problems)).toEqual([]);
    expect(unexpected(third.problems, [{ status: 400, path: '/wps/session/handover/exchange' }])).toEqual([]);
    await Promise.all([first.context.close(), second.context.close(), third.context.close()]);
  });

  it('a tab signed in as B asks before switching to A; "Stay" keeps B, "Switch" makes it A', async () => {
    const a = await newMember(port, BRAND);
    const b = await newMember(port, BRAND);
    const tabA = await openAccountPage(browser, BRAND, port);
    await signIn(tabA.page, a.username, a.password);
    const tabB = await openAccountPage(browser, BRAND, port);
    const tokenB = await signIn(tabB.page, b.username, b.password);

    await tabB.page.goto(brandUrl(BRAND, port, `/?handover=${await issueCode(tabA.page)}`));
    const dialog = tabB.page.getByTestId('handover-dialog');
    await dialog.waitFor();
    expect(await dialog.textContent()).toBe(`This tab is signed in as ${b.username}. The link you opened signs in as ${a.username}. Switch to ${a.username}?`);
    await tabB.page.getByTestId('handover-keep').click();
    await dialog.waitFor({ state: 'detached' });
    expect(await tabB.page.evaluate(() => sessionStorage.getItem('token'))).toBe(tokenB);
    expect(await memberName(tabB.page)).toContain(b.username);

    await tabB.page.goto(brandUrl(BRAND, port, `/?handover=${await issueCode(tabA.page)}`));
    await tabB.page.getByTestId('handover-switch').click();
    await expect.poll(async () => memberName(tabB.page), { timeout: 10_000 }).toContain(a.username);
    expect(await tabB.page.evaluate(() => sessionStorage.getItem('token'))).not.toBe(tokenB);

    expect(unexpected(tabA.problems)).toEqual([]);
    expect(unexpected(tabB.problems)).toEqual([]);
    await Promise.all([tabA.context.close(), tabB.context.close()]);
  });

  it('?token=<A\'s session token> does nothing: removed from the address, the tab stays a guest', async () => {
    const a = await newMember(port, BRAND);
    const tabA = await openAccountPage(browser, BRAND, port);
    const tokenA = await signIn(tabA.page, a.username, a.password);

    const guest = await openAccountPage(browser, BRAND, port);
    const sent: string[] = [];
    guest.page.on('request', (r) => {
      if (r.headers().authorization) sent.push(r.url());
    });
    await guest.page.goto(brandUrl(BRAND, port, `/?token=${encodeURIComponent(tokenA)}`));
    await guest.page.getByTestId('header-login').waitFor();
    await guest.page.waitForTimeout(500); // session restore runs after the first paint
    expect(guest.page.url()).toBe(brandUrl(BRAND, port, '/'));
    expect(await guest.page.evaluate(() => sessionStorage.getItem('token'))).toBeNull();
    expect(await guest.page.getByTestId('header-account').count()).toBe(0);
    expect(sent).toEqual([]);
    expect(unexpected(guest.problems)).toEqual([]);
    await Promise.all([tabA.context.close(), guest.context.close()]);
  });
});
