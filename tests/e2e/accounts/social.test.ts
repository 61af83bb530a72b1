// One-click sign-in in a real browser (the login modal's "Google, Facebook or Telegram"): the app starts the
// sign-in on the server, the popup (the dev-tools stand-in, DEV_TOOLS=1 in the e2e server) posts its proof back,
// the app signs in. The tester identity lives in the popup's cookie: the same browser returns to its account,
// another browser typing the same name gets its own (ASVS V6.8.2: accounts link on the provider's subject).
import type { Browser, Page } from 'playwright-core';
import { afterAll, beforeAll, describe, expect, inject, it } from 'vitest';
import { brandUrl, launch } from '../browser.ts';
import { expectLoggedIn, logOut, openAccountPage, openLoginModal, unexpected } from './helpers.ts';

const port = inject('port');
let browser: Browser;

beforeAll(async () => {
  browser = await launch();
});
afterAll(async () => {
  await browser?.close();
});

/** Click the provider's button, answer the stand-in popup with a name, wait for the header to show the member. */
async function socialSignIn(page: Page, provider: string, name: string): Promise<string> {
  const modal = await openLoginModal(page);
  const [popup] = await Promise.all([page.context().waitForEvent('page'), modal.getByTestId(`social-login-${provider}`).click()]);
  await popup.locator('#name').waitFor();
  expect(await popup.locator('#tester').textContent()).toMatch(/^tester-[0-9a-f]{16}$/);
  await popup.locator('#name').fill(name);
  await Promise.all([popup.waitForEvent('close'), popup.getByRole('button', { name: 'Continue' }).click()]);
  await expectLoggedIn(page);
  return page.evaluate(async () => {
    const r = await fetch('/wps/member/info', { headers: { authorization: sessionStorage.getItem('token') ?? '' } });
    return ((await r.json()) as { value: { id: string } }).value.id;
  });
}

describe('social sign-in (dev-tools stand-in)', () => {
  it('lotus: the popup signs in; the same browser returns to its account; another browser with the same name gets another', async () => {
    const name = 'Same Name Tester';
    const first = await openAccountPage(browser, 'lotus', port);
    await first.page.goto(brandUrl('lotus', port));
    const id = await socialSignIn(first.page, 'google', name);
    await logOut(first.page);
    expect(await socialSignIn(first.page, 'google', 'Another Name')).toBe(id);
    expect(unexpected(first.problems)).toEqual([]);
    await first.context.close();

    const second = await openAccountPage(browser, 'lotus', port);
    await second.page.goto(brandUrl('lotus', port));
    expect(await socialSignIn(second.page, 'google', name)).not.toBe(id);
    expect(unexpected(second.problems)).toEqual([]);
    await second.context.close();
  });
});

describe('provider callback pages (what real providers send back)', () => {
  /** Opens `path` as a popup of a lotus page and returns the message it posts to its opener. */
  async function messageFrom(path: string): Promise<unknown> {
    const { page, context, problems } = await openAccountPage(browser, 'lotus', port);
    await page.goto(brandUrl('lotus', port));
    const message = await page.evaluate(
      (url) =>
        new Promise((resolve) => {
          window.addEventListener('message', (e) => {
            if (e.origin === window.location.origin) resolve(e.data);
          });
          window.open(url, 'provider-callback', 'popup=yes,width=400,height=400');
        }),
      path,
    );
    expect(unexpected(problems)).toEqual([]);
    await context.close();
    return message;
  }

  it('Facebook: the ID token and state in the fragment reach the opener', async () => {
    expect(await messageFrom('/wps/session/social/callback/facebook#id_token=aaa.bbb.ccc&state=st1')).toEqual({
      type: 'wps-social',
      provider: 'facebook',
      state: 'st1',
      idToken: 'aaa.bbb.ccc',
    });
  });

  it('Telegram: #tgAuthResult (base64 JSON) reaches the opener as the login data', async () => {
    const data = { id: 42, first_name: 'Åsa', auth_date: 1700000000, hash: 'ab'.repeat(32) };
    const b64 = Buffer.from(JSON.stringify(data)).toString('base64url');
    const message = (await messageFrom(`/wps/session/social/callback/telegram?state=st2#tgAuthResult=${b64}`)) as { idToken: string };
    expect(message).toMatchObject({ type: 'wps-social', provider: 'telegram', state: 'st2' });
    expect(JSON.parse(message.idToken)).toEqual(data);
  });
});

