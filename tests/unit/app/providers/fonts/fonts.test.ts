// Fonts per script, loaded only for the active language: every language a brand lists must be usable.
import { existsSync, readFileSync } from 'node:fs';
import { beforeEach, describe, expect, it, vi } from 'vitest';
import { LANGUAGES } from '../../../../../src/generated/languages.ts';
import { FACES } from '../../../../../src/app/providers/fonts/faces.ts';
import { familySlug } from '../../../../../src/engine/theme/scriptFonts.ts';
import type { loadScriptFonts as LoadScriptFonts } from '../../../../../src/app/providers/fonts/load.ts';

type Load = typeof LoadScriptFonts;

describe('script font table (schemas/brand.schema.json Language x-fonts)', () => {
  const families = [...new Set(Object.values(LANGUAGES).flatMap((l) => l.fonts))];

  it('names a family for every non-Latin script the platform lists', () => {
    for (const code of ['BN', 'CN', 'TH', 'HI', 'KO', 'JA', 'UR'] as const) expect(LANGUAGES[code].fonts.length, code).toBeGreaterThan(0);
    for (const code of ['EN', 'VI', 'ID', 'TY'] as const) expect(LANGUAGES[code].fonts, code).toEqual([]);
  });

  it.each(families.map((f) => [f]))('%s has a lazy faces module importing its installed @fontsource package, regular and bold', (family) => {
    expect(FACES[family], `add '${family}' to src/app/providers/fonts/faces.ts`).toBeTypeOf('function');
    const slug = familySlug(family);
    const module = `src/app/providers/fonts/faces/${slug}.ts`;
    expect(existsSync(module), module).toBe(true);
    expect(readFileSync(module, 'utf8')).toMatch(new RegExp(`'@fontsource/${slug}/400\\.css'[\\s\\S]*'@fontsource/${slug}/700\\.css'`));
    for (const w of ['400', '700']) expect(existsSync(`node_modules/@fontsource/${slug}/${w}.css`), `npm install @fontsource/${slug}`).toBe(true);
  });

  it('no script face is part of the first load: the global styles import Latin faces only', () => {
    const source = readFileSync('src/app/providers/GlobalStyles.tsx', 'utf8');
    const imported = [...source.matchAll(/'@fontsource\/([\w-]+)\//g)].map((m) => m[1]);
    expect(imported.length).toBeGreaterThan(0);
    for (const family of families) expect(imported).not.toContain(familySlug(family));
  });
});

describe('loadScriptFonts', () => {
  let loadScriptFonts: Load;
  beforeEach(async () => {
    vi.resetModules(); // the loaded-families memo starts empty
    ({ loadScriptFonts } = await import('../../../../../src/app/providers/fonts/load.ts'));
  });
  const fakeFaces = (fail: string[] = []) => {
    const calls: string[] = [];
    const faces = Object.fromEntries(
      Object.keys(FACES).map((f) => [f, () => (calls.push(f), fail.includes(f) ? Promise.reject(new Error('offline')) : Promise.resolve())]),
    );
    return { calls, faces };
  };

  it('loads only the active language’s families, each once', async () => {
    const { calls, faces } = fakeFaces();
    await loadScriptFonts('JA', '$', faces);
    expect(calls).toEqual(['Noto Sans JP']);
    await loadScriptFonts('ja', '$', faces);
    await loadScriptFonts('EN', '$', faces);
    expect(calls).toEqual(['Noto Sans JP']);
    await loadScriptFonts('UR', '$', faces);
    expect(calls).toEqual(['Noto Sans JP', 'Noto Nastaliq Urdu']);
  });

  it('a Latin language loads nothing, unless the brand’s currency symbol is in a script (৳ needs Bengali)', async () => {
    const { calls, faces } = fakeFaces();
    await loadScriptFonts('EN', '₱', faces);
    await loadScriptFonts('VI', '$', faces);
    expect(calls).toEqual([]);
    await loadScriptFonts('EN', '৳', faces);
    expect(calls).toEqual(['Noto Sans Bengali']);
  });

  it('a failed load is retried on the next activation', async () => {
    const { calls, faces } = fakeFaces(['Noto Sans Thai']);
    await expect(loadScriptFonts('TH', '$', faces)).resolves.toBeUndefined();
    await loadScriptFonts('TH', '$', faces);
    expect(calls).toEqual(['Noto Sans Thai', 'Noto Sans Thai']);
  });

  it('an unknown language loads nothing', async () => {
    const { calls, faces } = fakeFaces();
    await loadScriptFonts('XX', '', faces);
    expect(calls).toEqual([]);
  });
});

describe('needsScriptFonts (the loader chunk is fetched only when a script needs faces)', () => {
  it('a script language, or a currency symbol in a script; not Latin with a shared symbol', async () => {
    const { needsScriptFonts } = await import('../../../../../src/app/providers/fonts/useScriptFonts.ts');
    expect(needsScriptFonts('JA', '¥')).toBe(true);
    expect(needsScriptFonts('EN', '৳')).toBe(true);
    for (const symbol of ['$', '₱', '₹', '€', 'Rp', '₫']) expect(needsScriptFonts('EN', symbol), symbol).toBe(false);
    expect(needsScriptFonts('VI', '₫')).toBe(false);
    // every language with script fonts is detected from its own name
    for (const [code, l] of Object.entries(LANGUAGES)) expect(needsScriptFonts(code, '$'), code).toBe(l.fonts.length > 0);
  });
});
