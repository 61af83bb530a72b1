// npm test: every tier, in dependency order, continuing past failures so one run reports everything. Each check
// command counts as one test; Vitest tiers and the visual run report their own counts. It ends with each tier's
// time, then the last line `N passed, N failed` (CI reads it); the exit code is 1 on any failure.
// `npm run test:full` (--full) runs the whole matrix: every visual shot and synthetic render, not only the ones
// whose inputs changed plus the rotating sample (CONTRIBUTING.md).
import { spawn, spawnSync } from 'node:child_process';
import { createWriteStream, existsSync, mkdirSync, readFileSync, rmSync } from 'node:fs';
import { join } from 'node:path';
import { e2eFiles, planShards, readDurations } from './test/e2e-shards.mjs';
import { INSTALL_COMMAND, missingPrerequisites } from './test/preflight.mjs';

const FULL = process.argv.includes('--full');
if (FULL) console.log('the whole matrix: every visual shot and synthetic render, and the stories tier');
const started = Date.now();

const missing = missingPrerequisites();
if (missing.length) {
  console.log(`npm test needs what this machine lacks:\n${missing.map((m) => `  - ${m}`).join('\n')}`);
  console.log(`On Debian or Ubuntu: ${INSTALL_COMMAND}   (and npm install)`);
  console.log('0 passed, 1 failed');
  process.exit(1);
}

const RESULTS = '.cache/test-results';
rmSync(RESULTS, { recursive: true, force: true });
mkdirSync(RESULTS, { recursive: true });

let passed = 0;
let failed = 0;
const failures = [];
/** Each failed test's file, name and the first lines of its error, printed again at the end (a log's tail is often all one sees). */
const failedTests = [];
/** What the visual runs shot and why, repeated at the end next to the tier times. */
const notes = [];

/** Each tier's wall time, printed at the end. */
const times = [];

function timed(name, since, ok) {
  const seconds = (Date.now() - since) / 1000;
  times.push({ name, seconds });
  console.log(`${ok ? '✔' : '✘'} ${name} (${seconds.toFixed(1)} s)`);
}

function run(name, cmd, args, env = {}) {
  const since = Date.now();
  console.log(`\n▶ ${name}: ${cmd} ${args.join(' ')}`);
  const r = spawnSync(cmd, args, { stdio: 'inherit', env: { ...process.env, ...env } });
  const ok = r.status === 0;
  timed(name, since, ok);
  return ok;
}

function check(name, cmd, args) {
  if (run(name, cmd, args)) passed++;
  else {
    failed++;
    failures.push(name);
  }
}

/** A Vitest tier: counts come from its JSON report; a crash without a report counts as one failure. */
function vitest(project, env = {}) {
  const out = join(RESULTS, `${project}.json`);
  const ok = run(`vitest ${project}`, 'npx', ['vitest', 'run', '--project', project, '--reporter=default', '--reporter=json', `--outputFile.json=${out}`], env);
  count(`vitest ${project}`, out, ok);
}

/**
 * A failure's message without its stack, at most a few lines of up to 1,000 characters each: CI shows only the end
 * of the log, so the summary must say what went wrong on its own.
 */
function failureSummary(message) {
  return String(message ?? '')
    .split('\n')
    .filter((line) => line.trim() && !/^\s+at /.test(line))
    .slice(0, 6)
    .map((line) => (line.length > 1000 ? `${line.slice(0, 1000)}…` : line))
    .join('\n    ');
}

function count(name, out, ok) {
  if (!existsSync(out)) {
    failed++;
    failures.push(`${name} (no report)`);
    return;
  }
  const report = JSON.parse(readFileSync(out, 'utf8'));
  passed += report.numPassedTests;
  failed += report.numFailedTests;
  for (const file of report.testResults ?? [])
    for (const t of file.assertionResults ?? [])
      if (t.status === 'failed') failedTests.push(`${name}: ${file.name.replace(`${process.cwd()}/`, '')} > ${t.fullName}\n    ${failureSummary(t.failureMessages?.[0])}`);
  if (report.numFailedTests > 0 || (!ok && report.numFailedTests === 0)) {
    if (report.numFailedTests === 0) failed++;
    failures.push(name);
  }
  if (report.numTotalTests === 0) {
    failed++;
    failures.push(`${name} ran no test`);
  }
}

/**
 * The e2e tier in shards run side by side, each a Vitest process with its own server, data and copy of brands/
 * (global-setup.ts), so no shard sees another's state. A browser test spends much of its time waiting on the page
 * and the server, so two shards keep two cores busier than one. Files are dealt by their recorded durations
 * (scripts/test/e2e-shards.mjs), so the shards end together. Each shard's output is kept in a log and printed
 * whole once all have finished, one after the other.
 */
async function vitestShards(project, shards, env = {}) {
  const since = Date.now();
  const plan = planShards(e2eFiles(), readDurations(), shards);
  console.log(`\n▶ vitest ${project}: ${plan.length} shards side by side (${plan.map((s) => `${s.files.length} files, ${s.seconds.toFixed(0)} s recorded`).join('; ')})`);
  const results = await Promise.all(
    plan.map(({ files }, i) => {
      const shard = `${i + 1}/${plan.length}`;
      const out = join(RESULTS, `${project}-${i + 1}.json`);
      const log = join(RESULTS, `${project}-${i + 1}.log`);
      const args = ['vitest', 'run', '--project', project, '--reporter=default', '--reporter=json', `--outputFile.json=${out}`, ...files];
      return new Promise((resolve) => {
        const file = createWriteStream(log);
        const child = spawn('npx', args, { env: { ...process.env, FORCE_COLOR: '1', ...env }, stdio: ['ignore', 'pipe', 'pipe'] });
        child.stdout.pipe(file, { end: false });
        child.stderr.pipe(file, { end: false });
        child.on('close', (code) => file.end(() => resolve({ shard, out, log, ok: code === 0 })));
      });
    }),
  );
  for (const r of results) {
    console.log(`\n── vitest ${project} shard ${r.shard} ──`);
    process.stdout.write(readFileSync(r.log));
    count(`vitest ${project} shard ${r.shard}`, r.out, r.ok);
  }
  timed(`vitest ${project}`, since, results.every((r) => r.ok));
}

check('types', 'npx', ['tsc', '--noEmit', '-p', 'tsconfig.json']);
check('lint', 'npx', ['eslint', '.', '--max-warnings=0']);
check('codegen:check', 'npm', ['run', '--silent', 'codegen:check']);
check('i18n:check', 'npm', ['run', '--silent', 'i18n:check']);
check('brands:check', 'npm', ['run', '--silent', 'brands:check']);
vitest('unit');
vitest('server');
const built = run('build app', 'npx', ['vite', 'build', '--logLevel', 'warn']);
if (!built) {
  failed++;
  failures.push('build app');
}
const storybookBuilt = run('build storybook', 'npx', ['storybook', 'build', '-o', 'storybook-static', '--quiet']);
if (!storybookBuilt) {
  failed++;
  failures.push('build storybook');
}
// The story pass (the visual run) renders every story it shoots once per brand × mode and runs its play function,
// axe and the phone-width overflow check there; the stories tier renders them once more from source in Vite's dev
// mode (React's development build): the whole matrix runs them all, npm test the interaction stories the visual run
// does not shoot (tagged no-visual).
vitest('stories', FULL ? {} : { STORIES_TAGS: 'no-visual' });
const ALL = FULL ? ['--all'] : [];
/** A visual runner's tier: counted from its JSON summary, whose plan and environment notes are repeated at the end. */
function visualTier(name, script, args, report) {
  const summary = join(RESULTS, report);
  const ok = run(name, 'npx', ['tsx', script, ...args, ...ALL, `--json=${summary}`]);
  if (!existsSync(summary)) {
    failed++;
    failures.push(`${name} (no report)`);
    return;
  }
  const v = JSON.parse(readFileSync(summary, 'utf8'));
  notes.push(...[v.plan, ...(v.environment ?? [])].filter(Boolean).map((line) => `${name}: ${line.replace(/^visual: /, '')}`));
  passed += v.passed;
  failed += v.failed;
  if (v.failed || !ok) failures.push(name);
  if (!ok && !v.failed) failed++;
}
if (storybookBuilt) visualTier('visual', 'scripts/visual.ts', ['--no-build'], 'visual.json');
// Synthetic brands (schema extremes, scripts/visual/synthetic-brands.ts): every story renders in each without an
// error, no comparison. Its own Storybook build over .cache/synthetic-brands; counted like the visual run.
visualTier('synthetic brands', 'scripts/visual/synthetic-brands.ts', ['--render'], 'synthetic.json');
// the Storybook theme-panel e2e test reuses the build above instead of making its own
if (built) await vitestShards('e2e', 2, storybookBuilt ? { STORYBOOK_STATIC_DIR: 'storybook-static' } : {});

const total = (Date.now() - started) / 1000;
console.log(`\nTier times (${(total / 60).toFixed(1)} min in all; budgets in CONTRIBUTING.md):`);
for (const t of times) console.log(`  ${t.name.padEnd(22)} ${t.seconds.toFixed(0).padStart(5)} s`);
if (notes.length) console.log(`\n${notes.join('\n')}`);
if (failedTests.length) console.log(`\nFailed tests:\n${failedTests.map((t) => `  ${t}`).join('\n')}`);
if (failures.length) console.log(`\nFailed: ${failures.join(', ')}`);
console.log(`${passed} passed, ${failed} failed`);
process.exit(failed > 0 ? 1 : 0);
