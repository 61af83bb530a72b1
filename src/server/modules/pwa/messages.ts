// The offline page's words, per platform language (server-side: the page must work without the app bundle).
import { serverText } from '../../i18n/texts.ts';

export interface OfflineMessages {
  title: string;
  body: string;
  retry: string;
}

/** The messages of a language (server texts offline.*, EN for an id a language lacks). */
export function offlineMessages(language: string): OfflineMessages {
  return { title: serverText('offline.title', language), body: serverText('offline.body', language), retry: serverText('offline.retry', language) };
}
