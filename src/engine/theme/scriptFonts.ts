import { LANGUAGES } from '../../generated/languages.ts';

/** The script font families of a platform language (x-fonts); none for a language the brand's Latin fonts cover. */
export function scriptFamilies(language: string): readonly string[] {
  return (LANGUAGES as Record<string, { fonts: readonly string[] } | undefined>)[language.toUpperCase()]?.fonts ?? [];
}

/**
 * The script each x-fonts family draws, for brand text shown in every language: the currency symbol (৳ on a page
 * in English still needs the Bengali faces).
 */
const SCRIPT_OF: Record<string, RegExp> = {
  'Noto Sans Bengali': /\p{Script=Bengali}/u,
  'Noto Sans Thai': /\p{Script=Thai}/u,
  'Noto Sans Devanagari': /\p{Script=Devanagari}/u,
  'Noto Sans SC': /\p{Script=Han}/u,
  'Noto Sans KR': /\p{Script=Hangul}/u,
  'Noto Sans JP': /[\p{Script=Hiragana}\p{Script=Katakana}]/u,
  'Noto Nastaliq Urdu': /\p{Script=Arabic}/u,
};

/** Families whose script occurs in `text`. */
export function familiesFor(text: string): string[] {
  return Object.entries(SCRIPT_OF)
    .filter(([, script]) => script.test(text))
    .map(([family]) => family);
}

/** The families a page needs: its language's, then those of the brand text every language shows. */
export function pageFamilies(language: string, brandText: string): string[] {
  return [...new Set([...scriptFamilies(language), ...familiesFor(brandText)])];
}

/** 'Noto Sans JP' → 'noto-sans-jp': the @fontsource package of a family. */
export function familySlug(family: string): string {
  return family.trim().replace(/^['"]|['"]$/g, '').toLowerCase().replace(/\s+/g, '-');
}

/** CSS generic families: a script family goes before the first one, where the browser would reach the machine's fonts. */
const GENERIC = new Set(['serif', 'sans-serif', 'monospace', 'cursive', 'fantasy', 'system-ui', 'ui-serif', 'ui-sans-serif', 'ui-monospace', 'ui-rounded', 'math', 'emoji', 'fangsong']);

const unquote = (family: string): string => family.trim().replace(/^['"]|['"]$/g, '');

/**
 * The brand's font stack with the script's families inserted after the brand's own (which draw Latin: brand and
 * game names keep the brand's look) and before the generic family (so the machine's fonts never draw the script).
 * Families already listed stay where the brand put them. Unchanged when nothing is added.
 */
export function withScriptFonts(stack: string, families: readonly string[]): string {
  const parts = stack.split(',').map((f) => f.trim());
  const listed = new Set(parts.map((f) => unquote(f).toLowerCase()));
  const added = families.filter((f) => !listed.has(f.toLowerCase())).map((f) => `'${f}'`);
  if (added.length === 0) return stack;
  const at = parts.findIndex((f) => GENERIC.has(unquote(f).toLowerCase()));
  parts.splice(at === -1 ? parts.length : at, 0, ...added);
  return parts.join(', ');
}

/**
 * Per-language font stacks: `<selector>:lang(<locale>)` rules overriding the font.family tokens with the script's
 * families (schemas/brand.schema.json Language x-fonts). Keyed on <html lang>, so the server's first byte already
 * picks the right stack; a Japanese page lists Noto Sans JP and never the SC or KR faces another language loaded.
 */
export function scriptFontCss<Role extends string>(selector: string, family: Record<Role, string>): string {
  const rules: string[] = [];
  for (const { locale, fonts } of Object.values(LANGUAGES)) {
    const vars = (Object.entries(family) as [Role, string][])
      .map(([role, stack]) => [role, withScriptFonts(stack, fonts)] as const)
      .filter(([role, stack]) => stack !== family[role])
      .map(([role, stack]) => `--font-family-${role}:${stack}`);
    if (vars.length) rules.push(`${selector}:lang(${locale}){${vars.join(';')}}`);
  }
  return rules.join('\n');
}
