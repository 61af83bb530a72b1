// The server's own catalogs (src/server/i18n/translations/<CODE>.json, EN the source): what `npm run i18n`
// refuses and what brands:check counts. A catalog is complete when it has exactly EN's ids, each a valid ICU
// message with the same arguments (name and kind) as EN's.
import { existsSync, readdirSync, readFileSync } from 'node:fs';
import { join } from 'node:path';
import { icuArguments } from '../../src/server/i18n/icu.ts';

export type RawCatalogs = Record<string, unknown>;

export interface ServerCatalogReport {
  /** One line per problem, naming the file and the id. */
  problems: string[];
  /** Ids of EN. */
  messages: number;
  /** Per language with a catalog file: how many of EN's ids it has in good order. */
  languages: Record<string, number>;
}

/** Every *.json of the folder by file name (parsed; a file that does not parse is kept as its error). */
export function readServerCatalogs(dir: string): RawCatalogs {
  if (!existsSync(dir)) return {};
  const out: RawCatalogs = {};
  for (const file of readdirSync(dir).filter((f) => f.endsWith('.json')).sort()) {
    try {
      out[file] = JSON.parse(readFileSync(join(dir, file), 'utf8')) as unknown;
    } catch (e) {
      out[file] = new Error((e as Error).message);
    }
  }
  return out;
}

const listArgs = (args: Map<string, string>): string =>
  args.size ? [...args].sort(([a], [b]) => a.localeCompare(b)).map(([name, kind]) => (kind === 'argument' ? `{${name}}` : `{${name}, ${kind}}`)).join(' ') : 'none';

function argsOf(text: string): Map<string, string> | string {
  try {
    return icuArguments(text);
  } catch (e) {
    return `not valid ICU (${(e as Error).message})`;
  }
}

/** Checks the catalogs (file name → parsed content) against EN.json; `known` is the list of platform language codes. */
export function checkServerCatalogs(files: RawCatalogs, known: readonly string[]): ServerCatalogReport {
  const problems: string[] = [];
  const catalogs = new Map<string, Record<string, string>>();
  for (const [file, content] of Object.entries(files)) {
    const code = /^([A-Z]{2})\.json$/.exec(file)?.[1];
    if (!code || !known.includes(code)) {
      problems.push(`${file}: not a platform language catalog (name it <CODE>.json, one of ${known.join(', ')})`);
      continue;
    }
    if (content instanceof Error) {
      problems.push(`${file}: not valid JSON (${content.message})`);
      continue;
    }
    if (typeof content !== 'object' || content === null || Array.isArray(content)) {
      problems.push(`${file}: must be one object of "id": "message"`);
      continue;
    }
    const good: Record<string, string> = {};
    for (const [id, text] of Object.entries(content)) {
      if (typeof text !== 'string' || text === '') problems.push(`${file}: "${id}" must be a non-empty string`);
      else good[id] = text;
    }
    catalogs.set(code, good);
  }
  const en = catalogs.get('EN');
  if (!en) return { problems: [...problems, 'EN.json: missing (the source of every other catalog)'], messages: 0, languages: {} };

  const enArgs = new Map<string, Map<string, string>>();
  for (const [id, text] of Object.entries(en)) {
    const a = argsOf(text);
    if (typeof a === 'string') problems.push(`EN.json: "${id}" is ${a}`);
    else enArgs.set(id, a);
  }
  const languages: Record<string, number> = {};
  for (const [code, cat] of [...catalogs].sort(([a], [b]) => a.localeCompare(b))) {
    const file = `${code}.json`;
    let complete = 0;
    const missing = Object.keys(en).filter((id) => !(id in cat));
    if (missing.length)
      problems.push(`${file}: ${missing.length} id${missing.length === 1 ? '' : 's'} of EN.json missing: ${missing.slice(0, 8).join(', ')}${missing.length > 8 ? ', …' : ''}`);
    for (const [id, text] of Object.entries(cat)) {
      if (!(id in en)) {
        problems.push(`${file}: "${id}" is not an id of EN.json`);
        continue;
      }
      const want = enArgs.get(id);
      if (!want) continue;
      const got = argsOf(text);
      if (typeof got === 'string') problems.push(`${file}: "${id}" is ${got}`);
      else if (got.size !== want.size || [...want].some(([name, kind]) => got.get(name) !== kind))
        problems.push(`${file}: "${id}" has the ICU arguments ${listArgs(got)}, EN's are ${listArgs(want)}`);
      else complete++;
    }
    languages[code] = complete;
  }
  return { problems, messages: Object.keys(en).length, languages };
}
