// Live chat and the chat room end to end (the floating bar's "live chat", chat only when logged in, CBS_launchChat →
// value.chatUrl; CHATROOM3): the member opens live chat from the floating bar and writes; the operator opens the
// console with the one-time link of `npm run chat -- console` (answered by the running server's operator listener)
// and replies; the member sees the reply. Once on a phone and once on a desktop, on brands with CBS3 on
// (journeys.ts); where CHATROOM3 is on, a member on a phone and one on a desktop talk in the room (flags.test.ts:
// off).
import type { Browser, Page } from 'playwright-core';
import { afterAll, beforeAll, describe, expect, inject, it } from 'vitest';
import { createAccount, expectLoggedIn, openLoginModal, passwordFor, submitUsernameLogin, usernameFor } from '../accounts/helpers.ts';
import { brandUrl, launch } from '../browser.ts';
import { journeyRuns } from '../journeys.ts';
import { brandsWith, devicePage, operatorCli } from './setup.ts';

const port = inject('port');
let browser: Browser;

beforeAll(async () => {
  browser = await launch();
});
afterAll(async () => {
  await browser?.close();
});

function chat(args: string[]): string {
  return operatorCli('chat', args);
}

async function loggedIn(
  brandId: string,
  device: string,
  prefix: string,
): Promise<{ page: Page; errors: string[]; close(): Promise<void>; username: string }> {
  const member = { username: usernameFor(prefix), password: passwordFor(brandId) };
  await createAccount(port, { brand: brandId, type: 'member', ...member });
  const p = await devicePage(browser, brandId, device);
  await p.page.goto(brandUrl(brandId, port));
  const modal = await openLoginModal(p.page);
  await submitUsernameLogin(p.page, modal.getByTestId('login-form-username'), member.username, member.password);
  await expectLoggedIn(p.page);
  return { ...p, username: member.username };
}

/** The floating bar's entry: below desktop it sits behind the launcher. */
async function floatingEntry(page: Page, testId: string): Promise<void> {
  const launcher = page.getByTestId('floating-launcher');
  if (await launcher.isVisible()) await launcher.click();
  await page.getByTestId(testId).click();
}

describe.each(journeyRuns('liveChat'))('%s on a %s: live chat', (brandId, device) => {
  it('member opens live chat from the floating bar, the operator replies from the console, the member sees it', async () => {
    const m = await loggedIn(brandId, device, 'lc');
    await floatingEntry(m.page, 'live-chat');
    await m.page.waitForURL(/\/chat\/support$/);
    const input = m.page.getByTestId('chat-input');
    await expect.poll(() => input.isEnabled(), { timeout: 15_000 }).toBe(true);
    await input.fill(`Hello from ${m.username}`);
    await m.page.getByTestId('chat-send').click();
    await m.page
      .getByTestId('chat-message')
      .filter({ hasText: `Hello from ${m.username}` })
      .waitFor();
    // no horizontal overflow on the chat page
    expect(await m.page.evaluate(() => document.documentElement.scrollWidth <= window.innerWidth)).toBe(true);

    const link = chat(['console', '--brand', brandId]).split('\n')[0]!;
    expect(new URL(link).search).toBe('');
    const op = await devicePage(browser, brandId, 'desktop');
    await op.page.goto(link);
    await op.page.getByTestId('console-conversation').filter({ hasText: m.username }).click();
    await op.page
      .getByTestId('console-message')
      .filter({ hasText: `Hello from ${m.username}` })
      .waitFor();
    await op.page.locator('#text').fill('Hi, support here. How can we help?');
    await op.page.getByRole('button', { name: 'Send' }).click();

    await m.page.getByTestId('chat-message').filter({ hasText: 'Hi, support here. How can we help?' }).waitFor({ timeout: 15_000 });
    expect(m.errors).toEqual([]);
    expect(op.errors).toEqual([]);
    await op.close();
    await m.close();
  });
});

describe.each(brandsWith('chatRoom'))('%s: chat room', (brandId) => {
  it('a member on a phone and one on a desktop see each other’s messages', async () => {
    const a = await loggedIn(brandId, 'phone', 'ra');
    const b = await loggedIn(brandId, 'desktop', 'rb');
    await floatingEntry(a.page, 'chat-room-link');
    await a.page.waitForURL(/\/chat\/room$/);
    await b.page.goto(brandUrl(brandId, port, '/chat/room'));
    for (const p of [a.page, b.page]) await expect.poll(() => p.getByTestId('chat-input').isEnabled(), { timeout: 15_000 }).toBe(true);
    await a.page.getByTestId('chat-input').fill('<b>hello</b> room');
    await a.page.getByTestId('chat-send').click();
    // plain text: the markup shows as typed
    await b.page.getByTestId('chat-message').filter({ hasText: '<b>hello</b> room' }).waitFor({ timeout: 15_000 });
    expect(await b.page.getByTestId('chat-message').filter({ hasText: a.username }).count()).toBeGreaterThan(0);
    await a.close();
    await b.close();
  });
});
