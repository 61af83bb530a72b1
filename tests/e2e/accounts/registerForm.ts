// The register modal as a player fills it (registerModal, its fields and register rules), shared by the registration
// tests and the phone journey: every field the brand's rules show gets a value generated from its rule.
import type { Locator, Page } from 'playwright-core';
import { expect, inject } from 'vitest';
import { registerFields, type RegisterTab } from '../../../src/app/features/auth/register/registerFields.ts';
import { brandUrl } from '../browser.ts';
import { brandConfig, codeIn, mobileFor, nextMessage, seenIds, sendCode, solveCaptcha, usernameFor, valueFor } from './helpers.ts';

const port = inject('port');

/** Fields left empty although shown: they need something only a real agent or referrer has. */
const NEEDS_OUTSIDE_VALUE = new Set(['affiliateCode', 'recommenderId']);

/**
 * Fills the register form of one tab from the brand's rules: the fields shown must be exactly those the rules and
 * flags call for; each gets a value its rule accepts (the captcha from /__dev/captcha, the code from the outbox).
 */
export async function fillRegisterForm(
  page: Page,
  brandId: string,
  tab: RegisterTab,
): Promise<{ username: string; password: string; mobileNum: string; filled: Record<string, string> }> {
  const brand = brandConfig(brandId);
  const form = page.getByTestId(`register-form-${tab}`);
  await form.waitFor();
  const expected = registerFields(brand.config.register, brand.flags, tab);
  const shown = await form.locator('input[name]:not([type=checkbox])').evaluateAll((els) => els.map((e) => e.getAttribute('name')));
  expect(shown).toEqual(expected.map((f) => f.name));

  const mobileNum = mobileFor(brandId);
  const password = valueFor('password', brand.config.register.password!, 10);
  const username = tab === 'mobile' ? mobileNum : usernameFor('r');
  const input = (name: string): Locator => form.locator(`input[name=${name}]`);
  const filled: Record<string, string> = {};
  for (const f of expected) {
    if (f.name === 'captcha' || f.name === 'verificationCode' || NEEDS_OUTSIDE_VALUE.has(f.name)) continue;
    const value =
      f.name === 'username' ? username : f.name === 'password' || f.name === 'confirmPassword' ? password : f.name === 'mobileNum' ? mobileNum : valueFor(f.name, f.rule);
    await input(f.name).fill(value);
    filled[f.name] = value;
  }
  if (expected.some((f) => f.name === 'verificationCode')) {
    const seen = await seenIds(port, brandId, 'sms', mobileNum);
    await sendCode(page, form.getByTestId('sms-send-register'));
    const sms = await nextMessage(port, brandId, 'sms', mobileNum, seen);
    await input('verificationCode').fill(codeIn(sms));
  }
  if (expected.some((f) => f.name === 'captcha')) await solveCaptcha(page, form);
  await form.getByTestId('register-age').check();
  await form.getByTestId('register-terms').check();
  return { username, password, mobileNum, filled };
}

/** The register modal from the header button, on the tab asked for (tabs only when the brand has two). */
export async function openRegister(page: Page, brandId: string, tab: RegisterTab): Promise<void> {
  await page.goto(brandUrl(brandId, port));
  await page.getByTestId('header-register').click();
  await page.locator('[data-testid^=register-form-]').waitFor();
  const tabs = page.getByRole('dialog').getByRole('tab');
  if ((await tabs.count()) > 0) await tabs.filter({ hasText: tab === 'mobile' ? 'Mobile number' : 'Username' }).click();
  await page.getByTestId(`register-form-${tab}`).waitFor();
}
