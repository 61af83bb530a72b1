// Registration in the browser against the real server (registerModal, its fields, the registration order and the
// register rules): every field the brand's rules show is filled with a value generated from the rule, the SMS code
// comes from the outbox, the player lands logged in and can log out.
import type { Browser } from 'playwright-core';
import { afterAll, beforeAll, describe, expect, inject, it } from 'vitest';
import { launch } from '../browser.ts';
import { brandConfig, expectLoggedIn, logOut, openAccountPage, unexpected } from './helpers.ts';
import { fillRegisterForm, openRegister } from './registerForm.ts';

const port = inject('port');
let browser: Browser;

beforeAll(async () => {
  browser = await launch();
});
afterAll(async () => {
  await browser?.close();
});

describe('registration by username (USERNAMEREG3)', () => {
  it.each(['aurora', 'lotus'])('%s: every field from the brand rules, terms and age, SMS code (REGMOBVERF3) → logged in at / with 0.00 → log out', async (brandId) => {
    const { page, context, problems } = await openAccountPage(browser, brandId, port);
    await openRegister(page, brandId, 'username');
    const age = brandConfig(brandId).config.ageRequirement;
    expect(await page.getByTestId('register-form-username').textContent()).toContain(String(age));

    // terms first — without them nothing is sent
    const form = page.getByTestId('register-form-username');
    await form.getByTestId('register-submit').click();
    await expect.poll(async () => form.locator('[aria-invalid=true]').count()).toBeGreaterThan(0);

    const account = await fillRegisterForm(page, brandId, 'username');
    await form.getByTestId('register-submit').click();
    await expectLoggedIn(page);
    expect(new URL(page.url()).pathname).toBe('/');
    expect(await page.getByRole('dialog').count()).toBe(0);
    expect(await page.getByTestId('header-member-menu').textContent()).toContain(account.username);

    await logOut(page);
    // the register modal opens on the mobile tab (mobile first) and its captcha; the username tab's captcha asked
    // within the same second is refused once (1/s per IP) and loaded again by the form, as the player would see
    expect(unexpected(problems, [{ status: 429, path: '/wps/captcha' }])).toEqual([]);
    await context.close();
  });
});

describe('registration by mobile (MOBILENUMREG3)', () => {
  it.each(['pebble', 'lotus'])('%s: mobile tab, code read from the SMS outbox → logged in with the number as account name', async (brandId) => {
    const { page, context, problems } = await openAccountPage(browser, brandId, port);
    await openRegister(page, brandId, 'mobile');
    const account = await fillRegisterForm(page, brandId, 'mobile');
    await page.getByTestId('register-form-mobile').getByTestId('register-submit').click();
    await expectLoggedIn(page);
    expect(new URL(page.url()).pathname).toBe('/');
    expect(await page.getByTestId('header-member-menu').textContent()).toContain(account.mobileNum);
    expect(unexpected(problems)).toEqual([]);
    await context.close();
  });
});
