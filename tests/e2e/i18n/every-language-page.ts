// Steps of the every-language e2e: a brand folder whose default is one language (copied from a shipped brand into
// the test server's private brands dir, picked up by the hot reload), and the texts a page shows or reads aloud.
import { cpSync, readdirSync, readFileSync, renameSync, rmSync, writeFileSync } from 'node:fs';
import { dirname, join } from 'node:path';
import type { Page } from 'playwright-core';
import type { BrandConfig } from '../../../src/generated/types.ts';
import { getText } from '../browser.ts';
import { normal, type SeenText } from './every-language-catalog.ts';

/** The shipped brand the language brands are made from: few features, no operator texts on the four screens. */
const BASE = 'pebble';

/**
 * brands/<BASE> as `lang-<code>` with the language as default (and English as the second), under brandsDir; resolves
 * when the server serves it. Written beside the brands folder and moved in, so the watcher never sees half a folder.
 */
export async function addLanguageBrand(brandsDir: string, port: number, language: string): Promise<string> {
  const id = `lang-${language.toLowerCase()}`;
  const staging = join(dirname(brandsDir), `staging-${id}`);
  rmSync(staging, { recursive: true, force: true });
  cpSync(join('brands', BASE), staging, { recursive: true });
  const brand = JSON.parse(readFileSync(join(staging, 'brand.json'), 'utf8')) as BrandConfig;
  brand.id = id;
  brand.name = `Pebble ${language}`;
  brand.merchantCode = `LANG_${language}`;
  brand.domains = [`${id}.pebble-bet.test`];
  brand.languages = { default: language as BrandConfig['languages']['default'], supported: [language, 'EN'] as BrandConfig['languages']['supported'] };
  writeFileSync(join(staging, 'brand.json'), JSON.stringify(brand, null, 2));
  rmSync(join(brandsDir, id), { recursive: true, force: true });
  renameSync(staging, join(brandsDir, id));
  const deadline = Date.now() + 15_000;
  // an unknown host gets the default brand: wait for this brand's own title
  while (!(await getText(id, port)).body.includes(`<title>${brand.name}`)) {
    if (Date.now() > deadline) throw new Error(`the server never served brand ${id} (is ${language} refused by the brand check?)`);
    await new Promise((r) => setTimeout(r, 100));
  }
  return id;
}

/** Game and vendor names as the server's catalog gives them (the vendors' words, in no catalog of ours). */
const GAME_CATALOG = 'src/server/modules/games/seed/catalog.json';

/** Keys whose string values are shown as written: names, titles, labels, and per-language texts ({EN: …, BN: …}). */
const SHOWN = /^(name|title|text|label\w*|[A-Z]{2})$/;

function strings(value: unknown, out: Set<string>, key = ''): Set<string> {
  if (typeof value === 'string') {
    if (SHOWN.test(key)) out.add(normal(value));
  } else if (Array.isArray(value)) for (const v of value) strings(v, out, key);
  else if (value && typeof value === 'object') for (const [k, v] of Object.entries(value)) strings(v, out, k);
  return out;
}

/**
 * Texts that are data, not the app's messages: every string of the brand's folder (brand.json and content/, what
 * the operator wrote, in the languages they wrote it in) and of the game catalog.
 */
export function dataTexts(brandsDir: string, id: string): Set<string> {
  const dir = join(brandsDir, id);
  const files = [join(dir, 'brand.json'), ...readdirSync(join(dir, 'content')).filter((f) => f.endsWith('.json')).map((f) => join(dir, 'content', f)), GAME_CATALOG];
  const out = new Set<string>();
  for (const f of files) strings(JSON.parse(readFileSync(f, 'utf8')), out);
  return out;
}

/**
 * Takes the brand away and resolves when the server no longer serves it. The folder is first moved out of the
 * brands folder, so the watcher sees it go at once and never scans a half-deleted folder (a scan of a vanished
 * subfolder stops the watcher, and later tests' brand edits would then go unseen).
 */
export async function removeLanguageBrand(brandsDir: string, port: number, id: string): Promise<void> {
  const gone = join(dirname(brandsDir), `gone-${id}`);
  renameSync(join(brandsDir, id), gone);
  rmSync(gone, { recursive: true, force: true });
  const deadline = Date.now() + 15_000;
  // an unknown host gets the default brand: wait until this brand's own title is gone
  const title = `<title>Pebble ${id.slice('lang-'.length).toUpperCase()}`;
  while ((await getText(id, port)).body.includes(title)) {
    if (Date.now() > deadline) throw new Error(`the server still serves brand ${id}`);
    await new Promise((r) => setTimeout(r, 100));
  }
}

/** Each line of the page's visible text, and every placeholder, aria-label and title, with where it was. */
export function seenTexts(page: Page): Promise<SeenText[]> {
  return page.evaluate(() => {
    const name = (el: Element): string => {
      const testId = el.closest('[data-testid]')?.getAttribute('data-testid');
      return `<${el.tagName.toLowerCase()}${el.getAttribute('name') ? ` name=${el.getAttribute('name')}` : ''}>${testId ? ` in [data-testid=${testId}]` : ''}`;
    };
    const out: { where: string; text: string }[] = [];
    for (const line of document.body.innerText.split('\n')) if (line.trim()) out.push({ where: 'text', text: line.trim() });
    for (const el of document.body.querySelectorAll('[placeholder], [aria-label], [title]'))
      for (const attr of ['placeholder', 'aria-label', 'title']) {
        const v = el.getAttribute(attr)?.trim();
        if (v) out.push({ where: `${attr} of ${name(el)}`, text: v });
      }
    return out;
  });
}

/** Where a line of visible text sits: the innermost element holding all of it. */
export function locate(page: Page, text: string): Promise<string> {
  return page.evaluate((t) => {
    let best: HTMLElement | null = null;
    for (const el of document.body.querySelectorAll<HTMLElement>('*'))
      if (el.innerText?.includes(t) && (!best || best.contains(el))) best = el;
    if (!best) return 'text';
    const testId = best.closest('[data-testid]')?.getAttribute('data-testid');
    return `text of <${best.tagName.toLowerCase()}>${testId ? ` in [data-testid=${testId}]` : ''}`;
  }, text);
}
