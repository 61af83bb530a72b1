// Toolbar globals → what a story renders: the brand, the mode, the language and the boot payload the app starts
// with. Pure (brands passed in), so it is unit-tested without the virtual brands module.
import type { BootPayload } from '../src/generated/types.ts';
import { LANGUAGES } from '../src/generated/languages.ts';
import { nameOf } from '../src/engine/languages.ts';
import type { Mode, StorybookBrand } from './brands.ts';

/** Every platform language, in the schema's order: the locale toolbar offers them all for every brand. */
export const TOOLBAR_LANGUAGES: readonly string[] = Object.keys(LANGUAGES);

export interface ResolvedGlobals {
  brand: StorybookBrand;
  mode: Mode;
  language: string;
  /** The brand does not list the language: the story shows how the brand would look if it did. */
  preview: boolean;
}

/** Locale toolbar entries: each language titled by its own name, its code at the right. */
export function localeToolbarItems(): { value: string; title: string; right: string }[] {
  return TOOLBAR_LANGUAGES.map((l) => ({ value: l, title: nameOf(l), right: l }));
}

/**
 * An unknown brand is the first (default) one; an unknown mode is the brand's default mode; an unknown
 * language is the brand's default language. A known language the brand does not list is kept (a design preview).
 */
export function resolveGlobals(brands: readonly StorybookBrand[], globals: Record<string, unknown>): ResolvedGlobals {
  const brand = brands.find((b) => b.id === String(globals.brand)) ?? brands[0]!;
  const mode: Mode = globals.mode === 'dark' || globals.mode === 'light' ? globals.mode : brand.defaultMode;
  const wanted = String(globals.locale ?? '').toUpperCase();
  const language = TOOLBAR_LANGUAGES.includes(wanted) ? wanted : brand.defaultLanguage;
  return { brand, mode, language, preview: !brand.languages.includes(language) };
}

/**
 * The boot payload the server would inline for this brand, mode and language. For a language the brand does not
 * list, a design preview: the brand as it would be with the language added to `languages.supported` (the
 * payload depends on the language only through that list and its `language` field), so a designer can review any
 * brand in any language before the operator adds it. The operator's own words exist only for listed languages,
 * so a previewed language shows the platform catalog's, as it would until the operator writes theirs.
 */
export function bootFor({ brand, mode, language, preview }: ResolvedGlobals): BootPayload {
  const boot = brand.boot[mode][language];
  if (boot && !preview) return boot;
  const base = brand.boot[mode][brand.defaultLanguage]!;
  const languages = base.brand.languages;
  return {
    ...base,
    language: language as BootPayload['language'],
    brand: { ...base.brand, languages: { ...languages, supported: [...languages.supported, language] as typeof languages.supported } },
  };
}
