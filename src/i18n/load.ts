import type { MessageFormatElement } from 'react-intl';
import type { MessageArea } from './areas.ts';

export type Messages = Record<string, MessageFormatElement[]>;

// Pre-compiled ASTs (npm run i18n), one lazily loaded chunk per language.
const catalogs = import.meta.glob<{ default: Messages }>('./compiled/*.json');

/** Catalog for a platform language code (EN, BN…); EN when a language has no catalog. */
export async function loadMessages(language: string): Promise<Messages> {
  const file = `./compiled/${language.toLowerCase()}.json`;
  const load = catalogs[file] ?? catalogs['./compiled/en.json'];
  if (!load) return {};
  return (await load()).default;
}

export function hasCatalog(language: string): boolean {
  return `./compiled/${language.toLowerCase()}.json` in catalogs;
}

// Catalogs of the on-demand areas (src/i18n/areas.ts): one chunk per area × language, loaded with the feature.
const areaCatalogs = import.meta.glob<{ default: Messages }>('./compiled/*/*.json');

/** An on-demand area's messages for a platform language code (EN when the language has none). */
export async function loadAreaMessages(language: string, area: MessageArea): Promise<Messages> {
  const load =
    areaCatalogs[`./compiled/${area}/${language.toLowerCase()}.json`] ?? areaCatalogs[`./compiled/${area}/en.json`];
  if (!load) return {};
  return (await load()).default;
}
