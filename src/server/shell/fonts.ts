import { readFile, stat } from 'node:fs/promises';
import { join } from 'node:path';
import type { LoadedBrand } from '../../engine/brand/load.ts';
import { escapeHtml } from './render.ts';

/** The @fontsource subset each language's text is drawn from (unicode-range subsets of the same family). */
const SUBSET: Record<string, string> = { BN: 'bengali' };
const DEFAULT_SUBSET = 'latin';
/** Regular and bold: body text and headings above the fold. */
const WEIGHTS = ['400', '700'];

type Manifest = Record<string, { file: string }>;

/** "'Noto Sans', 'Noto Sans Bengali', sans-serif" → ['noto-sans', 'noto-sans-bengali', 'sans-serif'] */
function familySlugs(stack: string): string[] {
  return stack.split(',').map((f) => f.trim().replace(/^['"]|['"]$/g, '').toLowerCase().replace(/\s+/g, '-'));
}

/**
 * <link rel=preload> for the font files a page in this language paints first: the first family of the brand's
 * base font stack that has the language's subset, regular and bold. Read from the build's manifest (hashed names).
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
    const key = `${stack}|${language}`;
    let tags = this.tags.get(key);
    if (tags === undefined) {
      const subset = SUBSET[language] ?? DEFAULT_SUBSET;
      // pages in another script still show Latin (brand and game names): its regular weight comes too
      const files = pick(this.manifest.files, stack, subset);
      if (subset !== DEFAULT_SUBSET) files.push(...pick(this.manifest.files, stack, DEFAULT_SUBSET).slice(0, 1));
      tags = files
        .map((href) => `<link rel="preload" as="font" type="font/woff2" href="/${escapeHtml(href)}" crossorigin />`)
        .join('\n    ');
      this.tags.set(key, tags);
    }
    return tags;
  }
}

export function pick(manifest: Manifest, stack: string, subset: string): string[] {
  for (const slug of familySlugs(stack)) {
    const files = WEIGHTS.map((w) => manifest[`node_modules/@fontsource/${slug}/files/${slug}-${subset}-${w}-normal.woff2`]?.file).filter(
      (f): f is string => f !== undefined,
    );
    if (files.length) return files;
  }
  return [];
}
