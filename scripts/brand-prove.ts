// npm run brand:prove -- <id> [--brands-dir=dir]
//
// Proves one brand is ready: brands:check for it alone (stops on any problem, printed as file: /pointer: message),
// then every story in light and dark through the visual runner (--brand=<id>): baselines are written when
// tests/visual/baselines/<id>/ does not exist yet, otherwise compared. Ends with a contact sheet
// reports/brands/<id>.html and the figures. Exit 0 only when everything passed; 2 for bad arguments.
import { existsSync, readFileSync } from 'node:fs';
import { join, relative, resolve } from 'node:path';
import { parseArgs } from 'node:util';
import { loadBrandDir } from '../src/engine/node/brand/load.ts';
import { brandIds, brandProblems } from './brand/check.ts';
import { pickSheetStories, writeContactSheet } from './brand/sheet.ts';
import { BASELINES, DIFF_DIR, REPO, runVisual, shotSource, storybookDirFor } from './brand/visual-run.ts';

const started = Date.now();
const elapsed = (): string => `${((Date.now() - started) / 1000).toFixed(1)} s`;
const rel = (p: string): string => relative(process.cwd(), p) || '.';
const USAGE = 'npm run brand:prove -- <brand id> [--brands-dir=<dir>]';

function fail(code: number, message: string): never {
  console.error(`brand:prove: ${message}`);
  process.exit(code);
}

let args;
try {
  args = parseArgs({ args: process.argv.slice(2), strict: true, allowPositionals: true, options: { 'brands-dir': { type: 'string', default: 'brands' } } });
} catch (err) {
  fail(2, `${(err as Error).message.split('\n')[0]!} (usage: ${USAGE})`);
}
const [id, ...extra] = args.positionals;
if (!id || extra.length) fail(2, `give exactly one brand id (usage: ${USAGE})`);
const brandsDir = resolve(args.values['brands-dir']);
if (!brandIds(brandsDir).includes(id)) fail(2, `no brand "${id}" in ${rel(brandsDir)} (known: ${brandIds(brandsDir).join(', ') || 'none'})`);

// 1. brands:check for this brand only.
const problems = brandProblems(join(brandsDir, id), brandsDir);
if (problems.length) {
  for (const p of problems) console.error(p);
  fail(1, `${id} is invalid (${problems.length} problem${problems.length === 1 ? '' : 's'} above, each as file: /json/pointer: message); fix them and run again`);
}
const loaded = loadBrandDir(join(brandsDir, id));
const name = loaded.ok ? loaded.brand.config.name : id;
console.log(`brand:prove: ${id}: brands:check passed (${elapsed()})`);

// 2. Every story × light/dark: first run writes baselines, later runs compare against them.
const update = !existsSync(join(BASELINES, id));
console.log(`brand:prove: ${id}: ${update ? `no baselines yet, writing ${rel(join(BASELINES, id))}` : 'comparing with its baselines'}`);
const summary = runVisual(id, brandsDir, update);
if (!summary) fail(1, `the visual runner stopped without a summary (${elapsed()}); see its output above`);

// 3. Contact sheet of the key screens.
const storybookDir = storybookDirFor(brandsDir);
const index = JSON.parse(readFileSync(join(storybookDir, 'index.json'), 'utf8')) as Parameters<typeof pickSheetStories>[0];
const sections = pickSheetStories(index);
const shots = summary.passed + summary.failed;
const figures = `${shots / 2} stories, ${shots} shots (light + dark): ${summary.new} new, ${summary.compared} compared, ${summary.failed} failed`;
const sheetFile = join(REPO, 'reports/brands', `${id}.html`);
const sheet = writeContactSheet({
  brandId: id,
  brandName: name,
  sections,
  shot: (storyId, mode) => shotSource(summary, id, update, storyId, mode),
  file: sheetFile,
  storybookDir,
  diffReport: summary.failed ? join(DIFF_DIR, 'index.html') : null,
  summary: `brand:prove ${id}: ${figures}.`,
});
const missing = sections.filter((s) => s.missing);
for (const s of missing) console.error(`brand:prove: contact sheet: ${s.missing}`);

console.log(`brand:prove: contact sheet ${rel(sheetFile)} (${sheet.shots} shots, ${sheet.marked} marked)`);
if (summary.failed) console.log(`brand:prove: failures: ${rel(join(DIFF_DIR, 'index.html'))}`);
console.log(`brand:prove: ${id}: ${figures}; ${elapsed()}`);
process.exit(summary.failed || sheet.marked || missing.length ? 1 : 0);
