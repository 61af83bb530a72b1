// src/i18n/catalog-coverage.json: what brands:check and the hot reload read (src/engine/node/brand/semantic.ts) to refuse
// a brand listing a language whose catalogs are incomplete. Written by npm run i18n from the merged app catalogs and
// the server catalog report.
import { readdirSync, readFileSync } from 'node:fs';
import { join } from 'node:path';
import type { ServerCatalogReport } from './server-catalogs.ts';

export interface CatalogCoverage {
  /** EN's app messages. */
  messages: number;
  /** Per language (upper case, EN included): how many of EN's app ids its catalog has. */
  languages: Record<string, number>;
  server: { messages: number; languages: Record<string, number> };
}

/** One language's app catalog: the merge of its folder's *.json (one file per area); a key twice is an error. */
export function readAppCatalog(dir: string, lang: string): Record<string, string> {
  const merged: Record<string, string> = {};
  for (const file of readdirSync(join(dir, lang)).filter((f) => f.endsWith('.json')).sort()) {
    const part = JSON.parse(readFileSync(join(dir, lang, file), 'utf8')) as Record<string, string>;
    for (const [id, text] of Object.entries(part)) {
      if (id in merged) throw new Error(`i18n: ${lang}: key ${id} is defined twice (again in ${file})`);
      merged[id] = text;
    }
  }
  return merged;
}

/** The coverage of app catalogs (lower-case language → id → text, `en` the source) and of the server's report. */
export function catalogCoverage(app: Record<string, Record<string, string>>, server: Pick<ServerCatalogReport, 'messages' | 'languages'>): CatalogCoverage {
  const en = Object.keys(app.en ?? {});
  return {
    messages: en.length,
    languages: Object.fromEntries(Object.entries(app).map(([l, cat]) => [l.toUpperCase(), en.filter((id) => id in cat).length])),
    server: { messages: server.messages, languages: server.languages },
  };
}
