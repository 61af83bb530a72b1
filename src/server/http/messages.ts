// Messages of the API's failures, per platform language (the Language header). The app shows the envelope's
// message as is, so these are player-facing: the texts live in the server catalogs (src/server/i18n), ids
// api.<errorCode> and field.<rule message key>. The register pattern messages (reg_pattern_<patternId>) are
// the exception: the app's catalog is their one wording, so the server reads them from there.
import { readFileSync } from 'node:fs';
import { IntlMessageFormat } from 'intl-messageformat';
import { localeOf } from '../../engine/languages.ts';
import { serverText, serverTextOf } from '../i18n/texts.ts';

/** The message for an error code in a platform language (EN fallback); undefined for codes no catalog has. */
export function localizedMessage(key: string, language: string, values?: Record<string, string | number>): string | undefined {
  return serverTextOf(`api.${key}`, language, values);
}

type CompiledMessage = ConstructorParameters<typeof IntlMessageFormat>[0];

/**
 * The app's compiled register messages, per language: src/app/i18n/registerPatternMessages.ts (EN) and its
 * translations, which `npm run i18n` compiles into the auth message area (src/i18n/areas.ts).
 */
const PATTERN_CATALOGS = new URL('../../i18n/compiled/auth/', import.meta.url);
const patternCatalogs = new Map<string, Readonly<Record<string, CompiledMessage>> | null>();

function patternCatalog(language: string): Readonly<Record<string, CompiledMessage>> | null {
  const code = language.toLowerCase();
  let catalog = patternCatalogs.get(code);
  if (catalog === undefined) {
    try {
      catalog = JSON.parse(readFileSync(new URL(`${code}.json`, PATTERN_CATALOGS), 'utf8')) as Record<string, CompiledMessage>;
    } catch {
      catalog = null;
    }
    patternCatalogs.set(code, catalog);
  }
  return catalog;
}

/** reg_pattern_<patternId> in the app's words (EN when the language lacks it); undefined for a patternId the app has no text for. */
function patternMessage(key: string, language: string, values: { range: string }): string | undefined {
  if (!key.startsWith('reg_pattern_')) return undefined;
  const own = patternCatalog(language)?.[key];
  const message = own ?? patternCatalog('EN')?.[key];
  if (message === undefined) return undefined;
  // values as text, as the server's own catalogs format them: numbers keep their ASCII digits whatever the language
  const args = Object.fromEntries(Object.entries(values).map(([k, v]) => [k, String(v)]));
  return String(new IntlMessageFormat(message, localeOf(own ? language : 'EN'), undefined, { ignoreTag: true }).format(args));
}

/** A field-rule message: the rule's own key when a catalog knows it, else a generic one with the range. */
export function fieldRuleMessage(key: string, language: string, values: { range: string }, empty: boolean): string {
  if (empty) return serverText('field.required', language);
  return patternMessage(key, language, values) ?? serverTextOf(`field.${key}`, language, values) ?? serverText('field.invalid', language, values);
}
