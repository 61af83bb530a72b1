// Issue "every language complete", done when: a brand whose default is any listed language (BN CN TH VI ID HI TY KO
// JA UR) shows no English text. For each language a brand made from a shipped one with that default is added to the
// test server (hot reload), and one page in Chromium visits the home page, the login modal, the register modal and
// a game list (seed §2 routes /, /login, /register, /rng): <html lang dir> are the language's, and no visible text,
// placeholder, aria-label or title holds an English catalog message the language words differently.
import { readFileSync } from 'node:fs';
import type { Browser, Page } from 'playwright-core';
import { afterAll, beforeAll, describe, expect, inject, it } from 'vitest';
import { dirOf, localeOf } from '../../../src/engine/languages.ts';
import { LANGUAGES } from '../../../src/generated/languages.ts';
import { brandUrl, launch, openPage } from '../browser.ts';
import { englishIn, languageCatalogs, type EnglishFound, type LanguageCatalogs } from './every-language-catalog.ts';
import { addLanguageBrand, dataTexts, locate, removeLanguageBrand, seenTexts } from './every-language-page.ts';

const port = inject('port');
const brandsDir = inject('brandsDir');
const OTHER_LANGUAGES = Object.keys(LANGUAGES).filter((l) => l !== 'EN');
/** The server's own English texts, by message id (`api.<errorCode>`). */
const serverEnglish = JSON.parse(readFileSync('src/server/i18n/translations/EN.json', 'utf8')) as Record<string, string>;
let browser: Browser;

beforeAll(async () => {
  browser = await launch();
});
afterAll(async () => {
  await browser?.close();
});

/** The English found on the page, each with where it is, as one readable list (empty when there is none). */
async function englishOnPage(page: Page, c: LanguageCatalogs, data: ReadonlySet<string>): Promise<string[]> {
  await page.waitForLoadState('networkidle');
  const found: EnglishFound[] = englishIn(await seenTexts(page), c, data);
  const out: string[] = [];
  for (const f of found) out.push(`${f.id} "${f.english}" in "${f.text}" (${f.where === 'text' ? await locate(page, f.text) : f.where})`);
  return out;
}

/** Text as shown (a label may be upper-cased by CSS, which innerText reflects). */
const shown = async (page: Page, testId: string): Promise<string> => ((await page.getByTestId(testId).first().innerText()) ?? '').trim().toLowerCase();

describe.each(OTHER_LANGUAGES)('brand with default language %s shows no English (issue: every language, done when)', (language) => {
  const c = languageCatalogs(language);
  let id = '';
  let page: Page;
  let data: Set<string>;

  beforeAll(async () => {
    id = await addLanguageBrand(brandsDir, port, language);
    data = dataTexts(brandsDir, id);
    ({ page } = await openPage(browser));
  });
  afterAll(async () => {
    await page?.context().close();
    if (id) removeLanguageBrand(brandsDir, id);
  });

  it(`§2 home /: html lang=${localeOf(language)} dir=${dirOf(language)}, header, side menu, footer in ${language}`, async () => {
    await page.goto(brandUrl(id, port, '/'));
    await page.getByTestId('home').waitFor();
    expect(await page.getAttribute('html', 'lang')).toBe(localeOf(language));
    expect(await page.getAttribute('html', 'dir')).toBe(dirOf(language));
    expect(await shown(page, 'header-login')).toBe(c.words('hd_login_button').toLowerCase());
    expect(await shown(page, 'header-register')).toBe(c.words('hd_sign_button').toLowerCase());
    expect(await englishOnPage(page, c, data)).toEqual([]);
  });

  it(`§2 /login: the login modal (tabs, fields, remember me, buttons) in ${language}`, async () => {
    await page.goto(brandUrl(id, port, '/login'));
    const modal = page.getByTestId('login-modal');
    await modal.waitFor();
    expect(await shown(page, 'login-submit')).toBe(c.words('auth.login.submit').toLowerCase());
    expect(await page.getAttribute('html', 'lang')).toBe(localeOf(language));
    expect(await englishOnPage(page, c, data)).toEqual([]);
  });

  it(`§2 login modal: a wrong password is refused in ${language}, by the form and by the server`, async () => {
    const form = page.getByTestId('login-form-username');
    await form.locator('input[name=username]').fill('nobody2024');
    await form.locator('input[name=password]').fill('Wrong-pass-1');
    const answered = page.waitForResponse((r) => new URL(r.url()).pathname === '/wps/session/login');
    await form.getByTestId('login-submit').click();
    const answer = (await (await answered).json()) as { success: boolean; message?: string; errorCode?: string };
    expect(answer.success).toBe(false);
    await page.getByTestId('login-error').waitFor();
    expect(await shown(page, 'login-error')).toBe(c.words('auth.login.badCredentials').toLowerCase());
    expect(await englishOnPage(page, c, data)).toEqual([]);
    // needs server catalog: the server words its refusals in the request's language (src/server/i18n/translations)
    const english = c.english.find((m) => m.pattern.test(answer.message ?? ''));
    expect(english, `the server answered ${answer.errorCode} in English: "${answer.message}"`).toBeUndefined();
    expect(answer.message).not.toBe(serverEnglish[`api.${answer.errorCode}`]);
  });

  it(`§2 /register: the register modal (fields, their rules, agreements, buttons) in ${language}`, async () => {
    await page.goto(brandUrl(id, port, '/register'));
    const form = page.locator('[data-testid^=register-form-]').first();
    await form.waitFor();
    expect(await shown(page, 'register-submit')).toBe(c.words('auth.register.submit').toLowerCase());
    expect(await englishOnPage(page, c, data)).toEqual([]);
    // the rules speak once broken: a too-short number, then a submit with everything else empty
    const first = form.locator('input[name]:not([type=checkbox])').first();
    await first.fill('12');
    await first.blur();
    await form.getByTestId('register-submit').click();
    await expect.poll(() => form.locator('[aria-invalid=true]').count()).toBeGreaterThan(1);
    expect(await englishOnPage(page, c, data)).toEqual([]);
  });

  it(`§2 /rng game list: filters, search, cards, count in ${language}`, async () => {
    await page.goto(brandUrl(id, port, '/rng'));
    await page.getByTestId('game-card').first().waitFor();
    expect(await page.getByTestId('games-shown').innerText()).toMatch(c.pattern('games.shown'));
    expect(await englishOnPage(page, c, data)).toEqual([]);
  });
});
