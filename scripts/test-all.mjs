// npm test: every tier of DESIGN §6, in dependency order, continuing past failures so one run reports
// everything. Each check command counts as one test; Vitest tiers and the visual run report their own
// counts. The last line is `N passed, N failed` (CI reads it); the exit code is 1 on any failure.
import { spawnSync } from 'node:child_process';
import { existsSync, mkdirSync, readFileSync, rmSync } from 'node:fs';
import { join } from 'node:path';

const RESULTS = '.cache/test-results';
rmSync(RESULTS, { recursive: true, force: true });
mkdirSync(RESULTS, { recursive: true });

let passed = 0;
let failed = 0;
const failures = [];

function run(name, cmd, args, env = {}) {
  const started = Date.now();
  console.log(`\n▶ ${name}: ${cmd} ${args.join(' ')}`);
  const r = spawnSync(cmd, args, { stdio: 'inherit', env: { ...process.env, ...env } });
  const ok = r.status === 0;
  console.log(`${ok ? '✔' : '✘'} ${name} (${((Date.now() - started) / 1000).toFixed(1)} s)`);
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
  if (!existsSync(out)) {
    failed++;
    failures.push(`vitest ${project} (no report)`);
    return;
  }
  const report = JSON.parse(readFileSync(out, 'utf8'));
  passed += report.numPassedTests;
  failed += report.numFailedTests;
  if (report.numFailedTests > 0 || (!ok && report.numFailedTests === 0)) {
    if (report.numFailedTests === 0) failed++;
    failures.push(`vitest ${project}`);
  }
  if (report.numTotalTests === 0) {
    failed++;
    failures.push(`vitest ${project} ran no test`);
  }
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
vitest('stories');
if (storybookBuilt) {
  const summary = join(RESULTS, 'visual.json');
  const ok = run('visual', 'npx', ['tsx', 'scripts/visual.ts', '--no-build', `--json=${summary}`]);
  if (existsSync(summary)) {
    const v = JSON.parse(readFileSync(summary, 'utf8'));
    passed += v.passed;
    failed += v.failed;
    if (v.failed || !ok) failures.push('visual');
    if (!ok && !v.failed) failed++;
  } else {
    failed++;
    failures.push('visual (no report)');
  }
}
// Synthetic brands (schema extremes, scripts/visual/synthetic-brands.ts): every story renders in each without an
// error, no comparison. Its own Storybook build over .cache/synthetic-brands; counted like the visual run.
{
  const summary = join(RESULTS, 'synthetic.json');
  const ok = run('synthetic brands', 'npx', ['tsx', 'scripts/visual/synthetic-brands.ts', '--render', `--json=${summary}`]);
  if (existsSync(summary)) {
    const v = JSON.parse(readFileSync(summary, 'utf8'));
    passed += v.passed;
    failed += v.failed;
    if (v.failed || !ok) failures.push('synthetic brands');
    if (!ok && !v.failed) failed++;
  } else {
    failed++;
    failures.push('synthetic brands (no report)');
  }
}
// the Storybook theme-panel e2e test reuses the build above instead of making its own
if (built) vitest('e2e', storybookBuilt ? { STORYBOOK_STATIC_DIR: 'storybook-static' } : {});

if (failures.length) console.log(`\nFailed: ${failures.join(', ')}`);
console.log(`${passed} passed, ${failed} failed`);
process.exit(failed > 0 ? 1 : 0);
