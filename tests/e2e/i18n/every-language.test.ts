// Every platform language through the real server: for each language a brand made from a shipped one with that
// default is added to the test server (hot reload); the server's first page carries <html lang dir> of the
// language and the header's words in it, and the server words its refusals in the request's language. One
// language, right to left, then goes through a browser: the login modal refuses a wrong password in its words,
// by the form and by the server, and the register modal's broken rules speak, with no English on either page. What each page looks like in every language (no English left on the home page,
// the login and register modals, a game list, the member center) is the visual language matrix's
// (stories tagged language-matrix, scripts/visual.ts); that no catalog message is missing or left in English is
// npm run i18n:check's.
import { request as httpRequest } from 'node:http';
import { readFileSync } from 'node:fs';
import type { Browser, Page } from 'playwright-core';
import { afterAll, beforeAll, describe, expect, inject, it } from 'vitest';
import { dirOf, localeOf } from '../../../src/engine/languages.ts';
import { LANGUAGES } from '../../../src/generated/languages.ts';
import { brandUrl, getText, launch, openPage } from '../browser.ts';
import { englishIn, languageCatalogs, type LanguageCatalogs } from './every-language-catalog.ts';
import { addLanguageBrand, dataTexts, locate, removeLanguageBrand, seenTexts } from './every-language-page.ts';

const port = inject('port');
const brandsDir = inject('brandsDir');
const OTHER_LANGUAGES = Object.keys(LANGUAGES).filter((l) => l !== 'EN');
const RTL_LANGUAGE = OTHER_LANGUAGES.find((l) => dirOf(l) === 'rtl');
/** The server's own texts, by language and message id (`api.<errorCode>`). */
const serverWords = (language: string): Record<string, string> => JSON.parse(readFileSync(`src/server/i18n/translations/${language}.json`, 'utf8')) as Record<string, string>;
const added = new Map<string, string>();
let browser: Browser | undefined;

beforeAll(async () => {
  for (const language of OTHER_LANGUAGES) added.set(language, await addLanguageBrand(brandsDir, port, language));
});
afterAll(async () => {
  await browser?.close();
  for (const id of added.values()) await removeLanguageBrand(brandsDir, port, id);
});

/** The English found on the page, each with where it is, as one readable list (empty when there is none). */
async function englishOnPage(page: Page, c: LanguageCatalogs, data: ReadonlySet<string>): Promise<string[]> {
  await page.waitForLoadState('networkidle');
  const out: string[] = [];
  for (const f of englishIn(await seenTexts(page), c, data)) out.push(`${f.id} "${f.english}" in "${f.text}" (${f.where === 'text' ? await locate(page, f.text) : f.where})`);
  return out;
}

/** Text as React writes it into the server's HTML. */
const escaped = (s: string): string => s.replace(/&/g, '&amp;').replace(/</g, '&lt;').replace(/>/g, '&gt;').replace(/"/g, '&quot;').replace(/'/g, '&#x27;');

/** A POST with no body, as the brand's host in the language: the server's refusal (status, code, message). */
function emptyPost(brand: string, language: string, path: string): Promise<{ status: number; errorCode?: string; message?: string }> {
  return new Promise((resolve, reject) => {
    const req = httpRequest(
      { host: '127.0.0.1', port, method: 'POST', path, headers: { Host: `${brand}.localhost:${port}`, Language: language, 'content-type': 'application/json' } },
      (res) => {
        let text = '';
        res.setEncoding('utf8');
        res.on('data', (c: string) => (text += c));
        res.on('end', () => resolve({ status: res.statusCode ?? 0, ...(JSON.parse(text) as { errorCode?: string; message?: string }) }));
      },
    );
    req.on('error', reject);
    req.end('{}');
  });
}

describe.each(OTHER_LANGUAGES)('a brand whose default language is %s, through the server', (language) => {
  it(`the first page: html lang=${localeOf(language)} dir=${dirOf(language)}, the header's login and register in ${language}`, async () => {
    const id = added.get(language)!;
    const { status, body } = await getText(id, port, '/');
    expect(status).toBe(200);
    const html = /<html[^>]*>/.exec(body)?.[0] ?? '';
    expect(html).toContain(`lang="${localeOf(language)}"`);
    expect(html).toContain(`dir="${dirOf(language)}"`);
    const c = languageCatalogs(language);
    expect(body).toContain(escaped(c.words('hd_login_button')));
    expect(body).toContain(escaped(c.words('hd_sign_button')));
  });

  it(`a refusal is worded in ${language} by the server, not in English`, async () => {
    const id = added.get(language)!;
    const answer = await emptyPost(id, language, '/wps/session/login');
    expect(answer.status).toBe(400);
    const english = serverWords('EN')[`api.${answer.errorCode}`];
    expect(english, `the server's EN catalog has no api.${answer.errorCode}`).toBeDefined();
    expect(answer.message).toBe(serverWords(language)[`api.${answer.errorCode}`]);
    expect(answer.message).not.toBe(english);
  });
});

describe('a right-to-left language in a browser', () => {
  it('the login modal refuses a wrong password in its words, by the form and by the server; the register rules speak; no English', async () => {
    expect(RTL_LANGUAGE, 'no platform language is right to left').toBeDefined();
    const language = RTL_LANGUAGE!;
    const c = languageCatalogs(language);
    browser = await launch();
    const { page } = await openPage(browser);
    await page.goto(brandUrl(added.get(language)!, port, '/login'));
    expect(await page.getAttribute('html', 'dir')).toBe('rtl');
    const form = page.getByTestId('login-form-username');
    await form.locator('input[name=username]').fill('nobody2024');
    await form.locator('input[name=password]').fill('Wrong-pass-1');
    const answered = page.waitForResponse((r) => new URL(r.url()).pathname === '/wps/session/login');
    await form.getByTestId('login-submit').click();
    const answer = (await (await answered).json()) as { success: boolean; message?: string; errorCode?: string };
    expect(answer.success).toBe(false);
    expect(answer.message).toBe(serverWords(language)[`api.${answer.errorCode}`]);
    await page.getByTestId('login-error').waitFor();
    expect(((await page.getByTestId('login-error').innerText()) ?? '').trim().toLowerCase()).toBe(c.words('auth.login.badCredentials').toLowerCase());
    expect(await englishOnPage(page, c, dataTexts(brandsDir, added.get(language)!))).toEqual([]);

    // the register modal's rules speak once broken: a too-short first field, then a submit with the rest empty
    await page.goto(brandUrl(added.get(language)!, port, '/register'));
    const register = page.locator('[data-testid^=register-form-]').first();
    await register.waitFor();
    expect(((await register.getByTestId('register-submit').innerText()) ?? '').trim().toLowerCase()).toBe(c.words('auth.register.submit').toLowerCase());
    const first = register.locator('input[name]:not([type=checkbox])').first();
    await first.fill('12');
    await first.blur();
    await register.getByTestId('register-submit').click();
    await expect.poll(() => register.locator('[aria-invalid=true]').count()).toBeGreaterThan(1);
    expect(await englishOnPage(page, c, dataTexts(brandsDir, added.get(language)!))).toEqual([]);
    await page.context().close();
  });
});
