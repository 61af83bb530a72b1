// What "no English" means for the every-language e2e: the compiled catalogs (src/i18n/compiled/<lang>.json and the
// on-demand areas' <area>/<lang>.json) turned into patterns. A message the language words exactly as English is a
// loanword only when src/i18n/loanwords.json lists its id for that language (reviewed, reasons in
// docs/i18n-loanwords.md); any other English copy fails. An English message is looked for on the pages only where the
// language words it differently, and only with at least 4 letters of its own text (placeholders, punctuation and
// 1–3 letter words like "OK" or "Hot" would match by accident).
import { readdirSync, readFileSync, statSync } from 'node:fs';
import { join } from 'node:path';

const COMPILED = 'src/i18n/compiled';
const LOANWORDS = 'src/i18n/loanwords.json';

/** The ids a language keeps in English on purpose (upper-case code). */
export function loanwords(language: string): ReadonlySet<string> {
  const list = JSON.parse(readFileSync(LOANWORDS, 'utf8')) as { app: Record<string, string[]> };
  return new Set(list.app[language.toUpperCase()] ?? []);
}

/** A node of a pre-compiled ICU message (@formatjs/icu-messageformat-parser's AST, as `npm run i18n` writes it). */
interface Element {
  type: number;
  value?: string;
  options?: Record<string, { value: Element[] }>;
  children?: Element[];
}

type Catalog = Record<string, Element[]>;

export interface CatalogMessage {
  id: string;
  /** The message's own words (placeholders dropped, the `other` branch of plurals and selects). */
  text: string;
  /** Matches the message as rendered, whatever its placeholders became; case-insensitive, whole words. */
  pattern: RegExp;
}

const LITERAL = 0;
const SELECT = 5;
const PLURAL = 6;
const TAG = 8;

/** Every message of a language: the first page's catalog plus every area's. */
function catalog(language: string): Catalog {
  const file = `${language.toLowerCase()}.json`;
  const read = (path: string): Catalog => JSON.parse(readFileSync(path, 'utf8')) as Catalog;
  const areas = readdirSync(COMPILED).filter((d) => statSync(join(COMPILED, d)).isDirectory());
  return Object.assign({}, read(join(COMPILED, file)), ...areas.map((a) => read(join(COMPILED, a, file))));
}

const escape = (s: string): string => s.replace(/[.*+?^${}()|[\]\\]/g, '\\$&');

function source(els: Element[]): string {
  return els
    .map((e) => {
      if (e.type === LITERAL) return escape(e.value ?? '').replace(/\s+/g, '\\s+');
      if (e.type === SELECT || e.type === PLURAL) return `(?:${Object.values(e.options ?? {}).map((o) => source(o.value)).join('|')})`;
      if (e.type === TAG) return source(e.children ?? []);
      return '.+?'; // an argument, number, date or plural '#': rendered as anything
    })
    .join('');
}

function literal(els: Element[]): string {
  return els
    .map((e) => {
      if (e.type === LITERAL) return e.value ?? '';
      if (e.type === SELECT || e.type === PLURAL) return literal((e.options?.other ?? Object.values(e.options ?? {})[0])?.value ?? []);
      if (e.type === TAG) return literal(e.children ?? []);
      return '{…}';
    })
    .join('');
}

export const normal = (s: string): string => s.toLowerCase().replace(/\s+/g, ' ').trim();
const letters = (s: string): number => (s.match(/[\p{L}\p{N}]/gu) ?? []).length;
// a word character on either side means the match is part of a longer word ("Mag-log in" holds "log in")
const EDGE = "[\\p{L}\\p{M}\\p{N}_'’-]";

function toMessage(id: string, els: Element[]): CatalogMessage {
  return { id, text: literal(els).trim(), pattern: new RegExp(`(?<!${EDGE})${source(els)}(?!${EDGE})`, 'iu') };
}

export interface LanguageCatalogs {
  /** English messages the language words differently: none of them may show on its pages. */
  english: CatalogMessage[];
  /** The language's own messages (for telling a loan word inside its own text from an English leftover). */
  own: CatalogMessage[];
  /** The language's text of a message without placeholders, e.g. a button's label. */
  words(id: string): string;
  /** The language's message as rendered, whatever its placeholders became. */
  pattern(id: string): RegExp;
}

export function languageCatalogs(language: string): LanguageCatalogs {
  const en = catalog('EN');
  const mine = catalog(language);
  const kept = loanwords(language);
  const english: CatalogMessage[] = [];
  const own: CatalogMessage[] = [];
  const copies: string[] = [];
  for (const [id, els] of Object.entries(en)) {
    const theirs = mine[id];
    if (!theirs) throw new Error(`${language} catalog has no ${id}: npm run i18n`);
    if (normal(literal(els)) === normal(literal(theirs))) {
      // the same words as English: a listed loanword, or words-free ("{from} – {to}", "2×"), or a copy
      if (/\p{L}/u.test(literal(els)) && !kept.has(id)) copies.push(`${id} "${literal(els)}"`);
      continue;
    }
    if (letters(literal(els)) >= 4) english.push(toMessage(id, els));
  }
  if (copies.length)
    throw new Error(`${language} copies English in ${copies.length} message(s) not listed in ${LOANWORDS}: ${copies.join(', ')}`);
  for (const [id, els] of Object.entries(mine)) if (letters(literal(els)) >= 4) own.push(toMessage(id, els));
  return {
    english,
    own,
    words(id) {
      const els = mine[id];
      if (!els || els.some((e) => e.type !== LITERAL)) throw new Error(`${language}: ${id} is not a plain message`);
      return literal(els);
    },
    pattern(id) {
      const els = mine[id];
      if (!els) throw new Error(`${language}: no message ${id}`);
      return toMessage(id, els).pattern;
    },
  };
}

/** A piece of text the player sees or hears: a line of the page's innerText, or an attribute of an element. */
export interface SeenText {
  where: string;
  text: string;
}

export interface EnglishFound {
  id: string;
  english: string;
  where: string;
  text: string;
}

/**
 * English catalog messages inside the texts, unless the language's own message covers the same words. A text that
 * is data as a whole (`data`: what the operator wrote in the brand's files, game and vendor names) is not a message.
 */
export function englishIn(texts: SeenText[], c: LanguageCatalogs, data: ReadonlySet<string> = new Set()): EnglishFound[] {
  // one entry per English text and place, naming every message id with those words
  const found = new Map<string, EnglishFound>();
  for (const t of texts) {
    if (data.has(normal(t.text))) continue;
    for (const m of c.english) {
      const hit = m.pattern.exec(t.text);
      if (!hit || coveredByOwn(t.text, hit.index, hit.index + hit[0].length, c.own)) continue;
      const key = JSON.stringify([m.text, t.where, t.text]);
      const seen = found.get(key);
      if (seen) seen.id += `, ${m.id}`;
      else found.set(key, { id: m.id, english: m.text, where: t.where, text: t.text });
    }
  }
  return [...found.values()];
}

function coveredByOwn(text: string, start: number, end: number, own: CatalogMessage[]): boolean {
  return own.some((m) => {
    const g = new RegExp(m.pattern.source, 'giu');
    for (let hit = g.exec(text); hit; hit = g.exec(text)) {
      if (hit.index <= start && hit.index + hit[0].length >= end) return true;
      if (hit[0].length === 0) g.lastIndex++;
    }
    return false;
  });
}
