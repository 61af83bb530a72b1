// The e2e files dealt to shards by their measured durations (tests/e2e/durations.json), longest first, each to
// the shard with the least work so far. Vitest's own --shard splits by file count, which left one shard of the
// last run with 1,722 s of files and the other with 2,326 s: the tier lasted as long as the heavier one.
// A file with no recorded duration (a new one) counts as the median. `node scripts/test/e2e-shards.mjs --record`
// rewrites durations.json from the last run's reports (.cache/test-results/e2e-<n>.json, or --from=<dir> for a
// run of the shards by hand); `--list=<n>` prints shard n's files, one a line, to run that shard by hand.
import { existsSync, readdirSync, readFileSync, writeFileSync } from 'node:fs';
import { join, relative } from 'node:path';

const ROOT = join(import.meta.dirname, '../..');
const E2E_DIR = 'tests/e2e';
export const DURATIONS_FILE = join(ROOT, E2E_DIR, 'durations.json');
const RESULTS = join(ROOT, '.cache/test-results');

/** Every e2e test file, as a path relative to the repository. */
export function e2eFiles() {
  return readdirSync(join(ROOT, E2E_DIR), { recursive: true, encoding: 'utf8' })
    .filter((f) => f.endsWith('.test.ts'))
    .map((f) => `${E2E_DIR}/${f.split('\\').join('/')}`)
    .sort();
}

export function readDurations() {
  return existsSync(DURATIONS_FILE) ? JSON.parse(readFileSync(DURATIONS_FILE, 'utf8')) : {};
}

/** Longest processing time first: the heaviest file goes to the lightest shard. */
export function planShards(files, durations, shards) {
  const known = files.map((f) => durations[f]).filter((d) => typeof d === 'number').sort((a, b) => a - b);
  const median = known.length ? known[Math.floor(known.length / 2)] : 1;
  const weight = (f) => (typeof durations[f] === 'number' ? durations[f] : median);
  const plan = Array.from({ length: shards }, () => ({ files: [], seconds: 0 }));
  for (const file of [...files].sort((a, b) => weight(b) - weight(a) || a.localeCompare(b))) {
    const lightest = plan.reduce((min, s) => (s.seconds < min.seconds ? s : min));
    lightest.files.push(file);
    lightest.seconds += weight(file);
  }
  return plan.filter((s) => s.files.length);
}

/** Per-file seconds from the JSON reports of the last run's shards (in `results`). */
function recordDurations(results = RESULTS) {
  const reports = existsSync(results) ? readdirSync(results).filter((f) => /^e2e(-\d+)?\.json$/.test(f)) : [];
  if (!reports.length) throw new Error(`no e2e report in ${relative(ROOT, results)}: run npm test (or the e2e shards) first`);
  const durations = readDurations();
  for (const report of reports) {
    const { testResults } = JSON.parse(readFileSync(join(results, report), 'utf8'));
    for (const t of testResults) durations[relative(ROOT, t.name).split('\\').join('/')] = Math.round((t.endTime - t.startTime) / 100) / 10;
  }
  const files = new Set(e2eFiles());
  const kept = Object.fromEntries(Object.entries(durations).filter(([f]) => files.has(f)).sort(([a], [b]) => a.localeCompare(b)));
  writeFileSync(DURATIONS_FILE, `${JSON.stringify(kept, null, 2)}\n`);
  return kept;
}

if (process.argv[1] && import.meta.filename === process.argv[1]) {
  const option = (name) => process.argv.find((a) => a.startsWith(`--${name}=`))?.slice(name.length + 3);
  if (process.argv.includes('--record')) {
    const from = option('from');
    const d = recordDurations(from ? join(process.cwd(), from) : RESULTS);
    console.log(`${relative(ROOT, DURATIONS_FILE)}: ${Object.keys(d).length} files`);
  }
  const shards = Number(option('shards') ?? 2);
  const plan = planShards(e2eFiles(), readDurations(), shards);
  const list = option('list');
  if (list) console.log((plan[Number(list) - 1]?.files ?? []).join('\n'));
  else for (const [i, s] of plan.entries()) console.log(`shard ${i + 1}: ${s.files.length} files, ${s.seconds.toFixed(0)} s recorded`);
}
