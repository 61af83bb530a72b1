import { LANGUAGES } from '../generated/languages.ts';

const entry = (language: string) => (LANGUAGES as Record<string, { locale: string; dir: 'ltr' | 'rtl'; name: string } | undefined>)[language.toUpperCase()];

/** The BCP 47 locale of a platform language code (upper-case, as the API's Language header); en when unknown. */
export function localeOf(language: string): string {
  return entry(language)?.locale ?? 'en';
}

/** Writing direction of a platform language (<html dir>). */
export function dirOf(language: string): 'ltr' | 'rtl' {
  return entry(language)?.dir ?? 'ltr';
}

/** The language's name in itself (the language switcher). */
export function nameOf(language: string): string {
  return entry(language)?.name ?? language;
}

/** The language to use: the requested one when the brand supports it, else the brand default. */
export function pickLanguage(requested: string | null | undefined, supported: string[], fallback: string): string {
  const up = requested?.toUpperCase();
  return up && supported.includes(up) ? up : fallback;
}
