// Node-only: an operator's own words, brands/<id>/messages/<LANG>.json ({ "<message id>": "<ICU text>" }), checked
// against the app's catalog and parsed here, so the browser (which has no ICU parser) receives ready ASTs.
import type { Hash } from 'node:crypto';
import { existsSync, readFileSync, readdirSync, statSync } from 'node:fs';
import { createRequire } from 'node:module';
import { join } from 'node:path';
import { TYPE, type MessageFormatElement, type parse as parseIcu } from '@formatjs/icu-messageformat-parser';
import type { BootPayload, RegisterRules } from '../../../generated/types.ts';
import type { BrandProblem } from '../../brand/errors.ts';

type Language = BootPayload['language'];

// Node's own resolution: Vite configs (tests, Storybook) alias the bare name to the parser-less build for the browser.
const { parse } = createRequire(import.meta.url)('@formatjs/icu-messageformat-parser') as { parse: typeof parseIcu };

import type { BrandMessages } from '../../brand/loaded.ts';

export type { BrandMessages } from '../../brand/loaded.ts';

/** How a message uses a name: a plain value, a formatted one (number, date…), or a rich-text tag. */
type Use = 'value' | 'number' | 'date' | 'plural' | 'select' | 'tag';
type Uses = Map<string, Set<Use>>;

/** Every message id the app has, with the names each one is formatted with (from the compiled EN catalogs). */
export type CatalogIndex = ReadonlyMap<string, Uses>;

/** What a failed rule passes to reg_pattern_<patternId> (engine/rules.ts RuleViolation). */
const RULE_VALUES: Uses = new Map(['min', 'max', 'range'].map((n) => [n, new Set<Use>(['value'])]));
const COMPILED = join(import.meta.dirname, '../../../i18n/compiled');

let cached: CatalogIndex | undefined;

/** The catalog npm run i18n compiled: the first page's en.json plus every on-demand area's <area>/en.json. */
export function appCatalog(dir = COMPILED): CatalogIndex {
  if (dir === COMPILED && cached) return cached;
  const files = [join(dir, 'en.json')];
  for (const name of readdirSync(dir).sort())
    if (statSync(join(dir, name)).isDirectory() && existsSync(join(dir, name, 'en.json'))) files.push(join(dir, name, 'en.json'));
  const index = new Map<string, Uses>();
  for (const file of files) {
    const catalog = JSON.parse(readFileSync(file, 'utf8')) as Record<string, MessageFormatElement[]>;
    for (const [id, ast] of Object.entries(catalog)) index.set(id, usesOf(ast));
  }
  if (dir === COMPILED) cached = index;
  return index;
}

function usesOf(ast: MessageFormatElement[], out: Uses = new Map()): Uses {
  const add = (name: string, use: Use): void => {
    let set = out.get(name);
    if (!set) out.set(name, (set = new Set()));
    set.add(use);
  };
  for (const el of ast) {
    switch (el.type) {
      case TYPE.argument:
        add(el.value, 'value');
        break;
      case TYPE.number:
        add(el.value, 'number');
        break;
      case TYPE.date:
      case TYPE.time:
        add(el.value, 'date');
        break;
      case TYPE.plural:
      case TYPE.select:
        add(el.value, el.type === TYPE.plural ? 'plural' : 'select');
        for (const option of Object.values(el.options)) usesOf(option.value, out);
        break;
      case TYPE.tag:
        add(el.value, 'tag');
        usesOf(el.children, out);
        break;
      default:
        break;
    }
  }
  return out;
}

/** JSON pointer token (RFC 6901): ids may hold "/" or "~". */
const token = (id: string): string => `/${id.replace(/~/g, '~0').replace(/\//g, '~1')}`;

/** Why an override's names do not fit what the app passes to the message, or null when they do. */
function argumentProblem(uses: Uses, allowed: Uses): string | null {
  const passed = [...allowed.entries()].filter(([, u]) => !u.has('tag')).map(([n]) => `{${n}}`);
  const list = passed.length ? `it passes ${passed.join(', ')}` : 'it passes no values';
  for (const [name, u] of uses) {
    const known = allowed.get(name);
    if (u.has('tag')) {
      if (!known?.has('tag')) return `uses the tag <${name}>, which this message does not have`;
      continue;
    }
    if (!known || (known.has('tag') && known.size === 1)) return `uses {${name}}, which the app does not pass to this message (${list})`;
    // a date needs a date or a timestamp: the app must format this name as one too
    if (u.has('date') && !known.has('date')) return `formats {${name}} as a date or time, but the app passes it as ${[...known].join('/')}`;
  }
  return null;
}

export interface MessagesInput {
  dir: string;
  languages: readonly string[];
  register: RegisterRules;
  /** How a path is shown in problems (relative to the working directory). */
  display: (path: string) => string;
  problems: BrandProblem[];
  /** Fed with what was read, so an edit changes the brand's hash (hot reload). */
  hash: Hash;
  catalog?: CatalogIndex;
}

/**
 * Read and check brands/<id>/messages/. File names are the platform code in capitals (EN.json); every key is a
 * catalog id, or reg_pattern_<patternId> for a patternId the brand's register rules use; every value is ICU that
 * uses only names the app passes to that message (dropping some is fine). Files that are not .json are ignored.
 */
export function loadBrandMessages(input: MessagesInput): BrandMessages {
  const { dir, languages, register, display, problems, hash } = input;
  const folder = join(dir, 'messages');
  const out: BrandMessages = {};
  if (!existsSync(folder) || !statSync(folder).isDirectory()) return out;
  const catalog = input.catalog ?? appCatalog();
  const patternIds = new Set(Object.values(register).flatMap((r) => (r ? [`reg_pattern_${String(r.patternId)}`] : [])));

  for (const name of readdirSync(folder).sort()) {
    const path = join(folder, name);
    if (!name.endsWith('.json') || !statSync(path).isFile()) continue;
    const file = display(path);
    const code = name.slice(0, -'.json'.length);
    if (!languages.includes(code)) {
      const upper = code.toUpperCase();
      const message = languages.includes(upper)
        ? `rename the file to ${upper}.json (file names are the platform language code in capitals)`
        : `${code} is not one of the brand's languages (/languages/supported in brand.json: ${languages.join(', ')}); add it there or remove this file`;
      problems.push({ file, pointer: '', message });
      continue;
    }
    let data: unknown;
    try {
      data = JSON.parse(readFileSync(path, 'utf8'));
    } catch (err) {
      problems.push({ file, pointer: '', message: `invalid JSON: ${(err as Error).message}` });
      continue;
    }
    hash.update(`messages/${name}\0${JSON.stringify(data)}`);
    if (typeof data !== 'object' || data === null || Array.isArray(data)) {
      problems.push({ file, pointer: '', message: 'must be an object of message id → text' });
      continue;
    }
    const parsed: Record<string, MessageFormatElement[]> = {};
    for (const [id, text] of Object.entries(data as Record<string, unknown>)) {
      const pointer = token(id);
      // every reg_pattern_* message receives the rule's {min, max, range}, whatever the shipped text uses
      const rule = id.startsWith('reg_pattern_') && (catalog.has(id) || patternIds.has(id));
      const allowed = rule ? RULE_VALUES : catalog.get(id);
      if (!allowed) {
        const why = id.startsWith('reg_pattern_')
          ? `is not a patternId of this brand's register rules (they use ${[...patternIds].sort().join(', ')})`
          : 'is not a message id of the app (ids are listed in src/i18n/compiled/en.json and src/i18n/compiled/<area>/en.json)';
        problems.push({ file, pointer, message: why });
        continue;
      }
      if (typeof text !== 'string') {
        problems.push({ file, pointer, message: 'must be a string (an ICU message)' });
        continue;
      }
      let ast: MessageFormatElement[];
      try {
        ast = parse(text);
      } catch (err) {
        const e = err as Error & { location?: { start: { column: number } } };
        const at = e.location ? ` at character ${e.location.start.column}` : '';
        problems.push({ file, pointer, message: `is not a valid ICU message: ${e.message}${at}` });
        continue;
      }
      const wrong = argumentProblem(usesOf(ast), allowed);
      if (wrong) problems.push({ file, pointer, message: wrong });
      else parsed[id] = ast;
    }
    if (Object.keys(parsed).length) out[code as Language] = parsed;
  }
  return out;
}
