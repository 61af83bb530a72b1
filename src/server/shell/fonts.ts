import { readFile, stat } from 'node:fs/promises';
import { join } from 'node:path';
import type { LoadedBrand } from '../../engine/brand/loaded.ts';
import { familySlug, pageFamilies, scriptFamilies } from '../../engine/theme/scriptFonts.ts';
import { escapeHtml } from '../../engine/html.ts';

const LATIN = 'latin';
/** Regular and bold: body text and headings above the fold. */
const WEIGHTS = ['400', '700'];
/** @fontsource subsets that are not a family's own script: Latin and friends, and CJK's numbered slices (which of
 *  the hundred a page needs depends on its text, so none is preloaded). */
const NOT_THE_SCRIPT = /^(latin|latin-ext|cyrillic|cyrillic-ext|greek|greek-ext|vietnamese|\d+)$/;

type Manifest = Record<string, { file: string; css?: string[] }>;

/** The app's lazily loaded stylesheet of a script family's @font-face rules (src/app/providers/fonts/faces.ts). */
export const facesModule = (family: string): string => `src/app/providers/fonts/faces/${familySlug(family)}.ts`;

/** The built stylesheet(s) of a family's faces module: a module of CSS imports only is built as a CSS file. */
export function facesStylesheets(manifest: Manifest, family: string): string[] {
  const chunk = manifest[facesModule(family)];
  if (!chunk) return [];
  return chunk.file.endsWith('.css') ? [chunk.file, ...(chunk.css ?? [])] : (chunk.css ?? []);
}

/**
 * The head tags for the fonts a page in this language paints first, read from the build's manifest (hashed names):
 * - the @font-face stylesheets of its script families and of the brand's currency symbol (the app would add the
 *   same links after it boots; Vite's loader finds them present), so the server-rendered text is never drawn in
 *   the machine's fonts first;
 * - preloads of the brand's Latin font (first family of the base stack with a Latin subset; regular only when the
 *   page is in another script) and of the language's script subsets, regular and bold.
 * Nothing for any other language.
 */
export class FontPreloads {
  private manifest: { mtimeMs: number; files: Manifest } | undefined;
  private readonly tags = new Map<string, string>();

  constructor(private readonly distDir: string) {}

  async html(brand: LoadedBrand, language: string): Promise<string> {
    const file = join(this.distDir, '.vite', 'manifest.json');
    let mtimeMs: number;
    try {
      mtimeMs = (await stat(file)).mtimeMs;
    } catch {
      return '';
    }
    if (this.manifest?.mtimeMs !== mtimeMs) {
      this.manifest = { mtimeMs, files: JSON.parse(await readFile(file, 'utf8')) as Manifest };
      this.tags.clear();
    }
    const stack = brand.theme.base.font.family.base;
    const symbol = brand.config.currency.symbol;
    const key = `${stack}|${language}|${symbol}`;
    let tags = this.tags.get(key);
    if (tags === undefined) {
      tags = fontTags(this.manifest.files, stack, language, symbol);
      this.tags.set(key, tags);
    }
    return tags;
  }
}

export function fontTags(manifest: Manifest, stack: string, language: string, symbol: string): string {
  const sheets = pageFamilies(language, symbol).flatMap((family) => facesStylesheets(manifest, family));
  const scripts = scriptFamilies(language);
  const latin = pick(manifest, stack, LATIN);
  // pages in another script still show Latin (brand and game names): its regular weight comes too
  const fonts = [...scripts.flatMap((family) => scriptFiles(manifest, family)), ...(scripts.length ? latin.slice(0, 1) : latin)];
  return [
    ...sheets.map((href) => `<link rel="stylesheet" href="/${escapeHtml(href)}" />`),
    ...fonts.map((href) => `<link rel="preload" as="font" type="font/woff2" href="/${escapeHtml(href)}" crossorigin />`),
  ].join('\n    ');
}

/** The woff2 files of the first family of `stack` that has `subset`, regular and bold. */
export function pick(manifest: Manifest, stack: string, subset: string): string[] {
  for (const slug of stack.split(',').map(familySlug)) {
    const files = WEIGHTS.map((w) => manifest[`node_modules/@fontsource/${slug}/files/${slug}-${subset}-${w}-normal.woff2`]?.file).filter(
      (f): f is string => f !== undefined,
    );
    if (files.length) return files;
  }
  return [];
}

/** A script family's own subsets (bengali, thai, arabic…), regular and bold; none for CJK's numbered slices. */
export function scriptFiles(manifest: Manifest, family: string): string[] {
  const slug = familySlug(family);
  const prefix = `node_modules/@fontsource/${slug}/files/${slug}-`;
  return Object.entries(manifest)
    .filter(([key]) => {
      if (!key.startsWith(prefix)) return false;
      const m = /^(.+)-(\d00)-normal\.woff2$/.exec(key.slice(prefix.length));
      return m !== null && WEIGHTS.includes(m[2]!) && !NOT_THE_SCRIPT.test(m[1]!);
    })
    .map(([, chunk]) => chunk.file)
    .sort();
}
