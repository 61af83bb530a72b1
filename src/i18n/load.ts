import type { MessageFormatElement } from 'react-intl';

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

