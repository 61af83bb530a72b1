// Messages of the API's failures, per platform language (the Language header). The app shows the envelope's
// message as is, so these are player-facing: the texts live in the server catalogs (src/server/i18n), ids
// api.<errorCode> and field.<rule message key>.
import { serverText, serverTextOf } from '../i18n/texts.ts';

/** The message for an error code in a platform language (EN fallback); undefined for codes no catalog has. */
export function localizedMessage(key: string, language: string, values?: Record<string, string | number>): string | undefined {
  return serverTextOf(`api.${key}`, language, values);
}

/** A field-rule message: the rule's own key when the catalog knows it, else a generic one with the range. */
export function fieldRuleMessage(key: string, language: string, values: { range: string }, empty: boolean): string {
  if (empty) return serverText('field.required', language);
  return serverTextOf(`field.${key}`, language, values) ?? serverText('field.invalid', language, values);
}
