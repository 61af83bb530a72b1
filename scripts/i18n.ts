// npm run i18n (write) / npm run i18n:check (verify only).
// EN comes from the defaultMessage of every defineMessages/FormattedMessage in src/app and src/ui; each
// other language is the merge of src/i18n/translations/<lang>/*.json (one file per area, so work on
// different features never edits the same file). The server's own texts (src/server/i18n/translations/<CODE>.json)
// are checked against their EN.json the same way. formatjs verifies no key is missing or extra and that
// every message is structurally equal ICU; compile writes the pre-parsed ASTs the app loads. The catalogs must be
// exactly the languages of the schema's Language enum (scripts/i18n/catalog-languages.ts), and a message worded as
// in English must be a listed loanword (src/i18n/loanwords.json, docs/i18n-loanwords.md; a warning when writing).
import { execFileSync } from 'node:child_process';
import { existsSync, mkdirSync, readFileSync, readdirSync, rmSync, writeFileSync } from 'node:fs';
import { join } from 'node:path';
import { LANGUAGES } from '../src/generated/languages.ts';
import { MESSAGE_AREAS } from '../src/i18n/areas.ts';
import { APP_DIR, SERVER_DIR, checkCatalogLanguages } from './i18n/catalog-languages.ts';
import { catalogCoverage, readAppCatalog } from './i18n/coverage.ts';
import { checkLoanwords, type Loanwords } from './i18n/loanwords.ts';
import { checkServerCatalogs, readServerCatalogs } from './i18n/server-catalogs.ts';

const ROOT = join(import.meta.dirname, '..');
const TRANSLATIONS = join(ROOT, 'src/i18n/translations');
const COMPILED = join(ROOT, 'src/i18n/compiled');
const WORK = join(ROOT, '.cache/i18n');
const check = process.argv.includes('--check');
const formatjs = join(ROOT, 'node_modules/.bin/formatjs');

function run(args: string[]): void {
  execFileSync(formatjs, args, { cwd: ROOT, stdio: ['ignore', 'inherit', 'inherit'] });
}

// Exactly the schema's Language enum: a language without a catalog, or a catalog no language selects, is refused.
const folders = checkCatalogLanguages({
  languages: Object.keys(LANGUAGES),
  appFolders: readdirSync(TRANSLATIONS, { withFileTypes: true }).filter((d) => d.isDirectory()).map((d) => d.name),
  serverFiles: existsSync(join(ROOT, SERVER_DIR)) ? readdirSync(join(ROOT, SERVER_DIR)) : [],
});
if (folders.length) {
  console.error(`i18n: catalogs vs the schema's Language enum (src/generated/languages.ts):\n  ${folders.join('\n  ')}`);
  process.exit(1);
}

rmSync(WORK, { recursive: true, force: true });
mkdirSync(join(WORK, 'simple'), { recursive: true });

const SOURCES = ['src/app/**/*.{ts,tsx}', 'src/ui/**/*.{ts,tsx}'];
function extract(sources: readonly string[], ignore: readonly string[], name: string): Record<string, { defaultMessage: string }> {
  const out = join(WORK, `${name}.json`);
  run(['extract', ...sources, '--ignore', '**/*.d.ts', ...ignore.flatMap((g) => ['--ignore', g]), '--out-file', out, '--throws']);
  return existsSync(out) ? (JSON.parse(readFileSync(out, 'utf8')) as Record<string, { defaultMessage: string }>) : {};
}
const extracted = extract(SOURCES, [], 'extracted');
// Ids used outside every on-demand area belong to the first catalog even when an area uses them too.
const allAreaGlobs = Object.values(MESSAGE_AREAS).flat();
const coreIds = new Set(Object.keys(extract(SOURCES, allAreaGlobs, 'core')));
const areaIds = Object.fromEntries(
  Object.entries(MESSAGE_AREAS).map(([area, globs]) => [
    area,
    new Set(Object.keys(extract(globs, [], `area-${area}`)).filter((id) => !coreIds.has(id))),
  ]),
);
const catalogs: Record<string, Record<string, string>> = {
  en: Object.fromEntries(Object.entries(extracted).map(([id, m]) => [id, m.defaultMessage])),
};
for (const lang of Object.keys(LANGUAGES).filter((l) => l !== 'EN').map((l) => l.toLowerCase()).sort())
  catalogs[lang] = readAppCatalog(TRANSLATIONS, lang);
for (const [lang, cat] of Object.entries(catalogs))
  writeFileSync(join(WORK, 'simple', `${lang}.json`), JSON.stringify(cat, null, 2));

const langs = Object.keys(catalogs);
run(['verify', '--source-locale', 'en', '--missing-keys', '--extra-keys', '--structural-equality', ...langs.map((l) => join(WORK, 'simple', `${l}.json`))]);

const serverFiles = readServerCatalogs(join(ROOT, SERVER_DIR));
const server = checkServerCatalogs(serverFiles, Object.keys(LANGUAGES));
if (server.problems.length) {
  console.error(`i18n: server catalogs (${SERVER_DIR}):\n  ${server.problems.join('\n  ')}`);
  process.exit(1);
}

// English copies: each must be a reviewed loanword (src/i18n/loanwords.json, docs/i18n-loanwords.md).
const loanwords = JSON.parse(readFileSync(join(ROOT, 'src/i18n/loanwords.json'), 'utf8')) as Loanwords;
const serverCatalogs = Object.fromEntries(
  Object.entries(serverFiles).map(([file, content]) => [file.replace(/\.json$/, ''), content as Record<string, string>]),
);
const copies = [
  ...checkLoanwords(
    'app',
    catalogs.en ?? {},
    Object.fromEntries(langs.filter((l) => l !== 'en').map((l) => [l.toUpperCase(), catalogs[l] ?? {}])),
    loanwords.app,
  ),
  ...checkLoanwords('server', serverCatalogs.EN ?? {}, serverCatalogs, loanwords.server),
];
if (copies.length) {
  console.error(`i18n: English copies in ${APP_DIR} and ${SERVER_DIR}:\n  ${copies.join('\n  ')}`);
  if (check) process.exit(1);
}

const stale: string[] = [];
mkdirSync(COMPILED, { recursive: true });
for (const lang of langs) {
  const out = join(WORK, `${lang}.compiled.json`);
  run(['compile', join(WORK, 'simple', `${lang}.json`), '--format', 'simple', '--ast', '--out-file', out]);
  const compiled = JSON.parse(readFileSync(out, 'utf8')) as Record<string, unknown>;
  // Split: each on-demand area's messages to compiled/<area>/<lang>.json, the rest to compiled/<lang>.json.
  const parts: [string, Record<string, unknown>][] = [[`${lang}.json`, {}]];
  for (const area of Object.keys(areaIds)) parts.push([`${area}/${lang}.json`, {}]);
  for (const [id, ast] of Object.entries(compiled)) {
    const area = Object.keys(areaIds).find((a) => areaIds[a]!.has(id));
    const part = parts.find(([file]) => file === (area ? `${area}/${lang}.json` : `${lang}.json`))!;
    part[1][id] = ast;
  }
  for (const [file, messages] of parts) {
    const text = `${JSON.stringify(messages, null, 2)}\n`;
    const target = join(COMPILED, file);
    if (check) {
      if (!existsSync(target) || readFileSync(target, 'utf8') !== text) stale.push(`src/i18n/compiled/${file}`);
    } else {
      mkdirSync(join(target, '..'), { recursive: true });
      writeFileSync(target, text);
    }
  }
}
// What brands:check and the hot reload read: the messages each language's catalog has (formatjs verify above
// already refused a catalog with missing keys, so a listed language is either complete or absent).
const coverage = `${JSON.stringify(catalogCoverage(catalogs, server), null, 2)}\n`;
const coverageFile = join(ROOT, 'src/i18n/catalog-coverage.json');
if (check) {
  if (!existsSync(coverageFile) || readFileSync(coverageFile, 'utf8') !== coverage) stale.push('src/i18n/catalog-coverage.json');
} else writeFileSync(coverageFile, coverage);
if (stale.length) {
  console.error(`i18n:check: stale compiled catalogs (run npm run i18n):\n  ${stale.join('\n  ')}`);
  process.exit(1);
}
console.log(`i18n${check ? ':check' : ''}: ${Object.keys(catalogs.en ?? {}).length} messages × ${langs.join(', ')} ok`);
console.log(`i18n${check ? ':check' : ''}: ${server.messages} server texts × ${Object.keys(server.languages).join(', ')} ok`);
