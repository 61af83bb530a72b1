// Every player-facing text the server writes itself (API failure messages, inbox notices, game category labels,
// the offline and sandbox pages), per platform language: translations/<CODE>.json, flat ICU messages with EN as
// the source. `npm run i18n` refuses a catalog with a missing or extra id or different ICU arguments, so the EN
// fallback per id below is only a safety net.
import { readdirSync, readFileSync } from 'node:fs';
import { IntlMessageFormat } from 'intl-messageformat';
import type { LocalizedText } from '../../generated/types.ts';
import { localeOf } from '../../engine/languages.ts';
import { icuArguments } from './icu.ts';
import EN from './translations/EN.json' with { type: 'json' };

export type ServerTextId = keyof typeof EN;
export type TextValues = Record<string, string | number | bigint>;

const DIR = new URL('./translations/', import.meta.url);

/** Every catalog on disk by upper-case language code (EN included). */
export const SERVER_CATALOGS: Readonly<Record<string, Readonly<Record<string, string>>>> = Object.fromEntries(
  readdirSync(DIR)
    .filter((f) => /^[A-Z]{2}\.json$/.test(f))
    .map((f) => [f.slice(0, 2), JSON.parse(readFileSync(new URL(f, DIR), 'utf8')) as Record<string, string>]),
);

const compiled = new Map<string, { f: IntlMessageFormat; args: Map<string, string> }>();

function template(id: string, language: string): { text: string; language: string } | undefined {
  const lang = language.toUpperCase();
  const own = SERVER_CATALOGS[lang]?.[id];
  if (own !== undefined) return { text: own, language: lang };
  const en = (EN as Record<string, string>)[id];
  return en === undefined ? undefined : { text: en, language: 'EN' };
}

function format(t: { text: string; language: string }, id: string, values: TextValues = {}): string {
  const key = `${t.language}\u0000${id}`;
  let c = compiled.get(key);
  if (!c) {
    c = { f: new IntlMessageFormat(t.text, localeOf(t.language), undefined, { ignoreTag: true }), args: icuArguments(t.text) };
    compiled.set(key, c);
  }
  // A plain {arg} gets its value as text, as before: numbers keep their ASCII digits whatever the language. A
  // plural, number or select argument gets the value itself. A missing value reads as nothing rather than throwing.
  const args: Record<string, string | number> = {};
  for (const [name, kind] of c.args) {
    const v = values[name];
    args[name] = v === undefined ? (kind === 'argument' || kind === 'select' ? '' : 0) : kind === 'argument' || kind === 'select' ? String(v) : Number(v);
  }
  return String(c.f.format(args));
}

/** The text of an id in a platform language (EN when that language lacks it). */
export function serverText(id: ServerTextId, language: string, values?: TextValues): string {
  return format(template(id, language)!, id, values);
}

/** Like serverText for an id computed at run time (an error code): undefined when no catalog has it. */
export function serverTextOf(id: string, language: string, values?: TextValues): string | undefined {
  const t = template(id, language);
  return t === undefined ? undefined : format(t, id, values);
}

/** The text in every language that has a catalog (stored per language, e.g. a reward's title). */
export function serverTexts(id: ServerTextId, values?: TextValues): LocalizedText {
  const out: LocalizedText = { EN: serverText(id, 'EN', values) };
  for (const lang of Object.keys(SERVER_CATALOGS)) if (SERVER_CATALOGS[lang]![id] !== undefined) out[lang] = serverText(id, lang, values);
  return out;
}
