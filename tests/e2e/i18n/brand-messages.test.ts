// Operators' own words in the real app (brands/<id>/messages/<LANG>.json): aurora's EN file renames the home page's
// hot games heading and words its custom whatsapp register rule (reg_pattern_{patternId}); the override must
// survive the on-demand area catalogs (home, auth) that load after the first page.
import { readFileSync } from 'node:fs';
import { join } from 'node:path';
import type { Browser } from 'playwright-core';
import { afterAll, beforeAll, describe, expect, inject, it } from 'vitest';
import { lengthRange } from '../../../src/engine/rules.ts';
import { brandConfig, openAccountPage, unexpected } from '../accounts/helpers.ts';
import { openRegister } from '../accounts/registerForm.ts';
import { brandUrl, launch, openPage } from '../browser.ts';

const port = inject('port');
const brandsDir = inject('brandsDir');
let browser: Browser;

beforeAll(async () => {
  browser = await launch();
});
afterAll(async () => {
  await browser?.close();
});

/** The brand's words as the test server reads them (its private copy of brands/). */
const words = (brand: string, language: string): Record<string, string> =>
  JSON.parse(readFileSync(join(brandsDir, brand, 'messages', `${language}.json`), 'utf8')) as Record<string, string>;

describe('aurora in EN: the brand overrides win over the catalogs', () => {
  it('the home page shows the brand heading instead of the catalog text', async () => {
    const { page, errors } = await openPage(browser);
    await page.goto(brandUrl('aurora', port));
    await page.getByTestId('home').waitFor();
    const heading = words('aurora', 'EN')['home.hotGames']!;
    await page.getByText(heading, { exact: true }).first().waitFor();
    expect(await page.getByText('Hot games', { exact: true }).count()).toBe(0);
    expect(errors).toEqual([]);
    await page.context().close();
  });

  it('the register form gives the brand message for its custom whatsapp rule', async () => {
    const { page, context, problems } = await openAccountPage(browser, 'aurora', port);
    await openRegister(page, 'aurora', 'username');
    const rule = brandConfig('aurora').config.register.whatsapp!;
    expect(rule.patternId).toBe('whatsapp');
    const form = page.getByTestId('register-form-username');
    const field = form.locator('input[name=whatsapp]');
    await field.fill('12ab');
    await field.blur();
    const expected = words('aurora', 'EN').reg_pattern_whatsapp!.replace('{range}', lengthRange(rule.minLength, rule.maxLength));
    await form.getByText(expected, { exact: true }).waitFor();
    expect(await field.getAttribute('aria-invalid')).toBe('true');
    // the mobile tab's captcha and then the username tab's within a second: one is refused (1/s per IP) and retried
    expect(unexpected(problems, [{ status: 429, path: '/wps/captcha' }])).toEqual([]);
    await context.close();
  });
});
