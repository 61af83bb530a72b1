// Passwords in the browser against the real server (changePassModal / forgetPassModal; the platform's default weak
// password, or an expired one, opens the change-password modal after login): the forced change and both ways of
// forgetting (e-mail link, SMS code), each ending with the new password logging in.
import type { Browser, Locator, Page } from 'playwright-core';
import { afterAll, beforeAll, describe, expect, inject, it } from 'vitest';
import { brandUrl, launch } from '../browser.ts';
import {
  codeIn,
  expectLoggedIn,
  logOut,
  mobileFor,
  newMember,
  nextMessage,
  openAccountPage,
  openLoginModal,
  passwordFor,
  seenIds,
  sendCode,
  submitUsernameLogin,
  uniqueTag,
  unexpected,
} from './helpers.ts';

const port = inject('port');
let browser: Browser;

beforeAll(async () => {
  browser = await launch();
});
afterAll(async () => {
  await browser?.close();
});

/** The platform's default member password (server settings; DEFAULT_MEMBER_PASSWORD is not set by the e2e setup). */
const PLATFORM_DEFAULT_PASSWORD = '123456';
const DAY_MS = 24 * 3_600_000;

async function loginWith(page: Page, brandId: string, username: string, password: string): Promise<void> {
  await page.goto(brandUrl(brandId, port));
  await submitUsernameLogin(page, (await openLoginModal(page)).getByTestId('login-form-username'), username, password);
}

/** The forced change: why, the read-only username, no old password (the login just proved it), new + confirmation. */
async function changeForced(page: Page, username: string, reason: RegExp, newPassword: string): Promise<void> {
  const form = page.getByTestId('change-password-form');
  await form.waitFor();
  expect(await form.getByTestId('change-password-reason').textContent()).toMatch(reason);
  expect(await form.getByTestId('change-username').inputValue()).toBe(username);
  expect(await form.getByTestId('change-username').getAttribute('readonly')).not.toBeNull();
  expect(await form.getByTestId('change-oldPassword').count()).toBe(0);
  // forced: the modal cannot be closed and the member is not let in yet
  expect(await page.getByRole('dialog').getByRole('button', { name: /close/i }).count()).toBe(0);
  await page.keyboard.press('Escape');
  await form.waitFor();
  expect(await page.getByTestId('header-account').count()).toBe(0);
  await form.getByTestId('change-newPassword').fill(newPassword);
  await form.getByTestId('change-confirmNewPassword').fill(newPassword);
  await form.getByTestId('change-password-submit').click();
}

describe('forced password change', () => {
  it('lotus: an account with the platform default password must change it; the new one logs in', async () => {
    const member = await newMember(port, 'lotus', { password: PLATFORM_DEFAULT_PASSWORD });
    const { page, context, problems } = await openAccountPage(browser, 'lotus', port);
    await loginWith(page, 'lotus', member.username, PLATFORM_DEFAULT_PASSWORD);
    const fresh = passwordFor('lotus');
    await changeForced(page, member.username, /default/i, fresh);
    await expectLoggedIn(page);
    expect(await page.getByTestId('change-password-form').count()).toBe(0);
    await logOut(page);

    await submitUsernameLogin(page, (await openLoginModal(page)).getByTestId('login-form-username'), member.username, fresh);
    await expectLoggedIn(page);
    expect(await page.getByTestId('change-password-form').count()).toBe(0);
    expect(unexpected(problems)).toEqual([]);
    await context.close();
  });

  it('aurora (PWDEXPFORCECHANGE3, passwordMaxAgeDays 60): an expired password must change; the old one then fails', async () => {
    const member = await newMember(port, 'aurora', { passwordChangedAt: Date.now() - 61 * DAY_MS });
    const { page, context, problems } = await openAccountPage(browser, 'aurora', port);
    await loginWith(page, 'aurora', member.username, member.password);
    const fresh = passwordFor('aurora');
    await changeForced(page, member.username, /expired/i, fresh);
    await expectLoggedIn(page);
    await logOut(page);

    const form = (await openLoginModal(page)).getByTestId('login-form-username');
    await submitUsernameLogin(page, form, member.username, member.password);
    await expect.poll(async () => form.getByTestId('login-error').textContent()).toContain('Incorrect username or password');
    await expect.poll(async () => form.getAttribute('aria-busy')).toBe('false');
    await submitUsernameLogin(page, form, member.username, fresh);
    await expectLoggedIn(page);
    // the refused login loads a new captcha at once (single use); within a second of the first image the server
    // refuses it once (1/s per IP) and the form asks again
    const refusals = [
      { status: 400, path: '/wps/session/login' },
      { status: 429, path: '/wps/captcha' },
    ];
    expect(unexpected(problems, refusals)).toEqual([]);
    await context.close();
  });
});

/** Opens forgot password from the login modal; returns the modal. */
async function openForgot(page: Page, brandId: string): Promise<Locator> {
  await page.goto(brandUrl(brandId, port));
  await (await openLoginModal(page)).getByTestId('login-forgot-password').click();
  const dialog = page.getByRole('dialog');
  await dialog.locator('[data-testid=forgot-email-form], [data-testid=forgot-mobile-form]').first().waitFor();
  return dialog;
}

describe('forgot password', () => {
  it('aurora (CHNGPASSVERIF3 off → e-mail): the mailed link sets a new password, which logs in', async () => {
    const email = `e2e-${uniqueTag(8)}@example.test`;
    const member = await newMember(port, 'aurora', { email });
    const { page, context, problems } = await openAccountPage(browser, 'aurora', port);
    const dialog = await openForgot(page, 'aurora');
    // e-mail is the only mode without CHNGPASSVERIF3
    expect(await dialog.getByRole('tab').count()).toBe(0);
    const form = dialog.getByTestId('forgot-email-form');
    await form.getByTestId('forgot-username').fill(member.username);
    await form.getByTestId('forgot-email').fill(email);
    const seen = await seenIds(port, 'aurora', 'email', email);
    await form.getByTestId('forgot-email-submit').click();
    await dialog.getByTestId('forgot-email-sent').waitFor();

    const mail = await nextMessage(port, 'aurora', 'email', email, seen);
    const link = /https?:\/\/\S+resetToken=\S+/.exec(mail.body)?.[0];
    expect(link, mail.body).toBeTruthy();
    expect(new URL(link!).host).toBe(`aurora.localhost:${port}`);
    await page.goto(link!);
    const reset = page.getByTestId('reset-password-form');
    await reset.waitFor();
    const fresh = passwordFor('aurora');
    await reset.getByTestId('reset-newPassword').fill(fresh);
    await reset.getByTestId('reset-confirmNewPassword').fill(fresh);
    await reset.getByTestId('reset-password-submit').click();
    // success opens the login modal
    const login = page.getByTestId('login-modal');
    await login.waitFor();
    await submitUsernameLogin(page, login.getByTestId('login-form-username'), member.username, fresh);
    await expectLoggedIn(page);
    expect(unexpected(problems)).toEqual([]);
    await context.close();
  });

  it('lotus (CHNGPASSVERIF3 on → mobile first): the SMS code and a new password; the new password logs in', async () => {
    const mobileNum = mobileFor('lotus');
    const member = await newMember(port, 'lotus', { mobileNum });
    const { page, context, problems } = await openAccountPage(browser, 'lotus', port);
    const dialog = await openForgot(page, 'lotus');
    expect(await dialog.getByRole('tab', { selected: true }).textContent()).toBe('By mobile');
    const form = dialog.getByTestId('forgot-mobile-form');
    await form.getByTestId('forgot-mobileNum').fill(mobileNum);
    const seen = await seenIds(port, 'lotus', 'sms', mobileNum);
    await sendCode(page, form.getByTestId('sms-send-reset'));
    const sms = await nextMessage(port, 'lotus', 'sms', mobileNum, seen);
    await form.locator('input[name=verificationCode]').fill(codeIn(sms));
    const fresh = passwordFor('lotus');
    await form.getByTestId('forgot-newPassword').fill(fresh);
    await form.getByTestId('forgot-confirmNewPassword').fill(fresh);
    await form.getByTestId('forgot-mobile-submit').click();
    await dialog.getByTestId('password-reset-done').waitFor();
    await dialog.getByTestId('password-reset-login').click();
    const login = page.getByTestId('login-modal');
    await login.waitFor();
    await submitUsernameLogin(page, login.getByTestId('login-form-username'), member.username, fresh);
    await expectLoggedIn(page);
    expect(unexpected(problems)).toEqual([]);
    await context.close();
  });
});
