// The visual matrix's shape: which viewports exist, what each shot's baseline is called, and how the
// brand × mode × viewport (× language, for the language matrix) combinations are dealt to browser pages.
import type { Mode } from '../../.storybook/brands.ts';
import { PHONE_VIEWPORT } from '../../.storybook/viewports.ts';
import { LANGUAGES } from '../../src/generated/languages.ts';
import { BASELINE_EXTENSION } from './baseline-format-names.ts';

export const DESKTOP_VIEWPORT = { width: 1024, height: 768 };
export const VIEWPORTS = ['desktop', 'phone'] as const;
export type Viewport = (typeof VIEWPORTS)[number];
/** Page sizes per viewport; the phone one also has touch and mobile emulation (pointer: coarse, no hover). */
export const CONTEXT_OF: Record<Viewport, { viewport: { width: number; height: number }; isMobile: boolean; hasTouch: boolean }> = {
  desktop: { viewport: DESKTOP_VIEWPORT, isMobile: false, hasTouch: false },
  phone: { viewport: PHONE_VIEWPORT, isMobile: true, hasTouch: true },
};
/** Baseline file name (without its extension) of a story in a viewport. */
export const shotName = (storyId: string, viewport: Viewport): string => (viewport === 'desktop' ? storyId : `${storyId}--${viewport}`);

/** A design-system story that reads the brand's config (its CDN, currency, banners), not only its theme tokens. */
export const BRAND_CONFIG_TAG = 'brand-config';

/**
 * Whether a brand's config can change what a story shows: the app's stories and Storybook's own do; a design-system
 * story (title UI/…) reads only theme tokens, which the engine completes for any brand, unless tagged brand-config.
 */
export function isConfigDriven(story: { title: string; tags?: string[] }): boolean {
  return !story.title.startsWith('UI/') || (story.tags ?? []).includes(BRAND_CONFIG_TAG);
}

/** Stories tagged with this (a representative set of pages) are also shot in every language of one brand. */
export const LANGUAGE_TAG = 'language-matrix';
/**
 * The language matrix's brand (--language-brand overrides): an LTR brand whose default is English, the source
 * language, so its ten other languages are exactly the translations, Urdu included (the mirrored layout under an
 * LTR brand's theme, while qamar's own baselines cover an RTL brand); it lists two languages, so the language
 * switcher and the operator's words of its listed ones show, unlike single-language pebble.
 */
export const LANGUAGE_MATRIX_BRAND = 'aurora';
/** Every platform language, in the schema's order. */
export const ALL_LANGUAGES: readonly string[] = Object.keys(LANGUAGES);

/**
 * Baseline path (relative to tests/visual/baselines) of a shot: `<brand>/<mode>/<name>.webp` in the brand's own
 * language; a language-matrix shot (desktop, the brand's default mode) is `<brand>/languages/<LANG>/<story-id>.webp`
 * (findBaseline in baseline-format-names.ts also finds the PNG of a shot too large for WebP).
 */
export function baselinePath(shot: { storyId: string; viewport: Viewport; brand: string; mode: Mode; language: string }, defaultLanguage: string): string {
  const name = shotName(shot.storyId, shot.viewport);
  const file = `${name}${BASELINE_EXTENSION}`;
  return shot.language === defaultLanguage ? `${shot.brand}/${shot.mode}/${file}` : `${shot.brand}/languages/${shot.language}/${file}`;
}

/** --languages: the language matrix's languages (all by default, `none` to skip it), in the schema's order. */
export function parseLanguages(value: string | undefined): readonly string[] {
  if (value === undefined) return ALL_LANGUAGES;
  if (value === 'none') return [];
  const list = value.split(',').map((l) => l.trim().toUpperCase());
  const unknown = list.filter((l) => !ALL_LANGUAGES.includes(l));
  if (unknown.length || !list.length) throw new Error(`--languages: unknown language ${unknown.join(', ')} (${ALL_LANGUAGES.join(', ')} or none)`);
  return ALL_LANGUAGES.filter((l) => list.includes(l));
}

export function parseViewports(value: string | undefined): readonly Viewport[] {
  if (value === undefined) return VIEWPORTS;
  const list = value.split(',');
  const unknown = list.filter((v) => !(VIEWPORTS as readonly string[]).includes(v));
  if (unknown.length || !list.length) throw new Error(`--viewports: unknown viewport ${unknown.join(', ')} (desktop, phone)`);
  return VIEWPORTS.filter((v) => list.includes(v));
}

/** A brand × mode combination and the stories (all, or a contiguous share of them) to shoot in it. */
export interface WorkUnit {
  combo: { brand: string; mode: Mode; language: string; viewport: Viewport };
  stories: string[];
}

/**
 * Work for `workers` pages: each combination whole, or split into contiguous story shares when there are fewer
 * combinations than pages (one brand in light and dark on four pages), dealt round-robin.
 */
export function shareWork(combos: WorkUnit[], workers: number): WorkUnit[][] {
  const splits = Math.max(1, Math.ceil(workers / Math.max(1, combos.length)));
  const units = combos.flatMap(({ combo, stories }) => {
    const size = Math.ceil(stories.length / splits);
    return Array.from({ length: splits }, (_, i) => ({ combo, stories: stories.slice(i * size, (i + 1) * size) })).filter((u) => u.stories.length);
  });
  const pages = Math.min(workers, units.length);
  return Array.from({ length: pages }, (_, w) => units.filter((_, i) => i % pages === w));
}
