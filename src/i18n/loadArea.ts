import type { MessageArea } from './areas.ts';
import type { Messages } from './load.ts';

// Catalogs of the on-demand areas (src/i18n/areas.ts): one chunk per area × language, loaded with the feature.
// A module of its own so the first page's code does not carry this table.
const areaCatalogs = import.meta.glob<{ default: Messages }>('./compiled/*/*.json');

/** An on-demand area's messages for a platform language code (EN when the language has none). */
export async function loadAreaMessages(language: string, area: MessageArea): Promise<Messages> {
  const load =
    areaCatalogs[`./compiled/${area}/${language.toLowerCase()}.json`] ?? areaCatalogs[`./compiled/${area}/en.json`];
  if (!load) return {};
  return (await load()).default;
}
