// Fonts per script (every language a brand lists must be usable). No tofu: every character of every catalog is
// drawn by one of the app's own web fonts, never the machine's and never the .notdef box; a script's faces reach a
// page only with its language.
import { existsSync, readdirSync, readFileSync } from 'node:fs';
import { join } from 'node:path';
import type { Browser, Page } from 'playwright-core';
import { afterAll, beforeAll, describe, expect, inject, it } from 'vitest';
import { LANGUAGES } from '../../../src/generated/languages.ts';
import { facesStylesheets } from '../../../src/server/shell/fonts.ts';
import { brandUrl, launch, openPage } from '../browser.ts';

const port = inject('port');
const DIST = process.env.E2E_DIST_DIR ?? 'dist';
const COMPILED = 'src/i18n/compiled';
const SCRIPT_FAMILIES = [...new Set(Object.values(LANGUAGES).flatMap((l) => l.fonts as readonly string[]))];
let browser: Browser;

beforeAll(async () => {
  browser = await launch();
});
afterAll(async () => {
  await browser?.close();
});

/** Every string in a compiled catalog (literal text, plus argument names: Latin, harmless). */
function strings(node: unknown, out: string[] = []): string[] {
  if (typeof node === 'string') out.push(node);
  else if (Array.isArray(node)) for (const n of node) strings(n, out);
  else if (node && typeof node === 'object') for (const v of Object.values(node)) strings(v, out);
  return out;
}

/** The distinct characters of a language's catalog: its first catalog and every on-demand area's. */
function catalogChars(code: string): string {
  const file = `${code.toLowerCase()}.json`;
  const files = [join(COMPILED, file), ...readdirSync(COMPILED, { withFileTypes: true }).filter((d) => d.isDirectory()).map((d) => join(COMPILED, d.name, file))];
  const text = files.filter((f) => existsSync(f)).flatMap((f) => strings(JSON.parse(readFileSync(f, 'utf8')))).join('');
  return [...new Set(text.replace(/[\p{Cc}\p{Z}]/gu, ''))].sort().join('');
}

const manifest = (): Record<string, { file: string; css?: string[] }> => JSON.parse(readFileSync(join(DIST, '.vite', 'manifest.json'), 'utf8'));
const languages = Object.keys(LANGUAGES).filter((code) => existsSync(join(COMPILED, `${code.toLowerCase()}.json`)));

/** The @font-face families present in the page (loaded or not). */
const faceFamilies = (page: Page): Promise<string[]> =>
  page.evaluate(() => [...new Set([...document.fonts].map((f) => f.family.replace(/^["']|["']$/g, '')))].sort());

describe('no tofu in any language: each catalog drawn by the app’s own fonts', () => {
  it('every language with a catalog is checked', () => {
    expect(languages).toEqual(expect.arrayContaining(['EN', 'BN', 'CN', 'TH', 'HI', 'KO', 'JA', 'UR']));
  });

  it.each(languages.map((code) => [code]))('%s', async (code) => {
    const chars = catalogChars(code);
    expect(chars.length).toBeGreaterThan(20);
    const lang = LANGUAGES[code as keyof typeof LANGUAGES];
    const sheets = (lang.fonts as readonly string[]).flatMap((family) => facesStylesheets(manifest(), family));
    expect(sheets.length, `${code}: the build has a stylesheet for each of ${lang.fonts.join(', ') || 'no'} script family`).toBe(lang.fonts.length);

    const { page, errors } = await openPage(browser);
    await page.goto(brandUrl('aurora', port, '/'));
    // the page as it is in this language: <html lang> picks the brand's stack for the script (theme :lang rules)
    // and the script's faces are in the page, exactly the stylesheets the app adds when the language is active
    await page.evaluate(
      async ({ locale, sheets, chars }) => {
        document.documentElement.lang = locale;
        await Promise.all(
          sheets.map(
            (href) =>
              new Promise((ok, fail) => {
                const link = Object.assign(document.createElement('link'), { rel: 'stylesheet', href: `/${href}` });
                link.onload = ok;
                link.onerror = fail;
                document.head.append(link);
              }),
          ),
        );
        for (const [id, family, weight] of [
          ['probe-regular', 'var(--font-family-base)', '400'],
          ['probe-bold', 'var(--font-family-heading)', '700'],
        ] as const) {
          const el = Object.assign(document.createElement('div'), { id, textContent: chars });
          el.style.cssText = `font-family:${family};font-weight:${weight};font-size:32px;position:absolute;inset-inline-start:0;top:0;width:600px;word-break:break-all;visibility:visible`;
          document.body.append(el);
        }
        document.body.getBoundingClientRect();
        await document.fonts.ready;
      },
      { locale: lang.locale, sheets, chars },
    );

    // 1. the platform fonts Chromium drew each probe with: all the app's web fonts, none of the machine's
    const cdp = await page.context().newCDPSession(page);
    await cdp.send('DOM.enable');
    await cdp.send('CSS.enable');
    const { root } = await cdp.send('DOM.getDocument', { depth: 0 });
    for (const id of ['probe-regular', 'probe-bold']) {
      const { nodeId } = await cdp.send('DOM.querySelector', { nodeId: root.nodeId, selector: `#${id}` });
      const { fonts } = await cdp.send('CSS.getPlatformFontsForNode', { nodeId });
      expect(fonts.length, id).toBeGreaterThan(0);
      expect(fonts.filter((f) => !f.isCustomFont).map((f) => `${f.familyName} (${f.glyphCount} glyphs)`), `${code} ${id}: drawn by the machine's fonts`).toEqual([]);
      // and only by families of the probe's stack (the brand's and the script's; Noto Sans has its own Devanagari)
      const stack = await page.$eval(`#${id}`, (el) => getComputedStyle(el).fontFamily.split(',').map((f) => f.trim().replace(/^["']|["']$/g, '')));
      // a variable CJK file names itself after its default instance ("Noto Sans JP Thin")
      expect(fonts.map((f) => f.familyName).filter((f) => !stack.some((s) => f === s || f.startsWith(`${s} `))), `${code} ${id}: families outside ${stack.join(', ')}`).toEqual([]);
    }

    // 2. no character drawn as the .notdef box: each one's pixels differ from an unassigned code point's
    const tofu = await page.evaluate((chars) => {
      const canvas = Object.assign(document.createElement('canvas'), { width: 48, height: 48 });
      const ctx = canvas.getContext('2d', { willReadFrequently: true })!;
      const out: string[] = [];
      for (const id of ['probe-regular', 'probe-bold']) {
        const style = getComputedStyle(document.getElementById(id)!);
        ctx.font = `${style.fontWeight} 32px ${style.fontFamily}`;
        const draw = (c: string): Uint8ClampedArray => {
          ctx.clearRect(0, 0, 48, 48);
          ctx.fillText(c, 8, 36);
          return ctx.getImageData(0, 0, 48, 48).data;
        };
        const notdef = draw('\u0378'); // unassigned: no font maps it
        if (!notdef.some((v, i) => i % 4 === 3 && v > 0)) return [`${id}: the .notdef reference drew nothing`];
        for (const c of chars) {
          const px = draw(c);
          if (px.every((v, i) => v === notdef[i])) out.push(`${id} U+${c.codePointAt(0)!.toString(16).toUpperCase().padStart(4, '0')} ${c}`);
        }
      }
      return out;
    }, chars);
    expect(tofu, `${code}: characters drawn as tofu`).toEqual([]);
    expect(errors).toEqual([]);
    await page.context().close();
  });
});

describe('a script’s faces reach the page only with its language', () => {
  it('aurora in English has no script faces; switching to Bengali adds the Bengali faces only', async () => {
    const { page, errors } = await openPage(browser);
    await page.goto(brandUrl('aurora', port, '/'));
    await page.evaluate(() => document.fonts.ready);
    const before = await faceFamilies(page);
    expect(before.length).toBeGreaterThan(0);
    for (const family of SCRIPT_FAMILIES) expect(before, 'a page in English').not.toContain(family);

    await page.getByTestId('language-switcher').first().selectOption('BN');
    await page.waitForFunction(() => document.documentElement.lang === 'bn');
    await page.waitForFunction(() => [...document.fonts].some((f) => f.family.includes('Noto Sans Bengali')));
    const after = await faceFamilies(page);
    for (const family of SCRIPT_FAMILIES.filter((f) => f !== 'Noto Sans Bengali')) expect(after, 'a page in Bengali').not.toContain(family);
    // the Bengali text is drawn in Bengali: its file is fetched and loaded
    await page.evaluate(() => document.fonts.ready);
    expect(await page.evaluate(() => [...document.fonts].some((f) => f.family.includes('Noto Sans Bengali') && f.status === 'loaded'))).toBe(true);
    expect(errors).toEqual([]);
    await page.context().close();
  });

  it('lotus in Bengali (its default) has the Bengali faces from the server’s first byte, and no other script’s', async () => {
    const { page } = await openPage(browser);
    await page.context().addCookies([{ name: 'lang', value: 'BN', url: brandUrl('lotus', port) }]);
    const res = await page.goto(brandUrl('lotus', port, '/'));
    const html = (await res!.text()).split('</head>')[0]!;
    const bengaliSheet = facesStylesheets(manifest(), 'Noto Sans Bengali')[0]!;
    expect(html).toContain(`<link rel="stylesheet" href="/${bengaliSheet}"`);
    for (const family of SCRIPT_FAMILIES.filter((f) => f !== 'Noto Sans Bengali'))
      for (const sheet of facesStylesheets(manifest(), family)) expect(html).not.toContain(sheet);
    // the app found the server's link and added no second one
    expect(await page.locator(`link[rel=stylesheet][href="/${bengaliSheet}"]`).count()).toBe(1);
    await page.context().close();
  });
});
