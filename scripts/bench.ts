// npm run bench [-- --only=bundles,server,lighthouse,ledger,agents] [--brands=lotus,aurora] [--no-build]
// Prints figures, asserts nothing (a benchmark is not a timed test); docs/bench.md explains each section and its targets.
// - bundles: bytes loaded for `/` per language, boot-payload validation time
// - server: start → first byte, a short sequential sample, project vs bare Fastify req/s (HTML shell and
//   boot status), the layout shift of a 200-card game list
// - lighthouse: Lighthouse mobile for /, /rng and /register on every brand, a table per brand
// - ledger: transfers/s and p50/p99 at 50 and 500 concurrent callers on PGlite and PostgreSQL (scripts/bench/ledger.ts)
// The app is built from the current source into .cache/bench-dist and served on a free loopback port with a
// throwaway data folder; dist/ and .data/ are never touched.
import { performance } from 'node:perf_hooks';
import { bootPayload } from '../src/engine/brand/client.ts';
import { loadBrandSet } from '../src/engine/node/brand/load.ts';
import { validateBootPayload } from '../src/generated/boot-validator.js';
import { BENCH_DIST, buildApp, startAppServer, type AppServer } from './bench/app-server.ts';
import { parseBenchArgs, type BenchOptions } from './bench/args.ts';
import { gameListShift } from './bench/game-list-shift.ts';
import { agentsBench } from './bench/agents.ts';
import { ledgerBench } from './bench/ledger.ts';
import { formatBrandTable } from './bench/lighthouse-report.ts';
import { LIGHTHOUSE_ROUTES, runLighthouse } from './bench/lighthouse.ts';
import { serverRatios } from './bench/ratios.ts';
import { filesLoadedForHome, filesLoadedForHomeRoute, HOME_JS_BUDGET_GZIP, HOME_ROUTE_JS_BUDGET_GZIP, totals } from './bundle-size.ts';

const kb = (n: number): string => `${(n / 1024).toFixed(1)} KB`;
const brandSet = loadBrandSet('brands');

function bundles(): void {
  console.log(`\n== bundles (${BENCH_DIST})`);
  for (const lang of ['en', 'bn']) {
    const files = filesLoadedForHome(BENCH_DIST, lang);
    const t = totals(files);
    console.log(`\n/ (${lang}) loads ${files.length} files: JS ${kb(t.jsGzip)} gz (budget ${kb(HOME_JS_BUDGET_GZIP)}), CSS ${kb(t.cssGzip)} gz`);
    for (const f of files.sort((a, b) => b.gzip - a.gzip)) console.log(`  ${kb(f.gzip).padStart(9)} gz  ${kb(f.bytes).padStart(9)}  ${f.file}`);
    const route = filesLoadedForHomeRoute(BENCH_DIST, lang);
    const r = totals(route);
    console.log(`  then the home page: ${route.length} files, JS ${kb(r.jsGzip)} gz (budget ${kb(HOME_ROUTE_JS_BUDGET_GZIP)}); / in all: JS ${kb(t.jsGzip + r.jsGzip)} gz`);
  }
}

function validation(brands: readonly string[]): void {
  console.log('\nboot payload validation (standalone ajv, as the browser runs it):');
  for (const brand of brandSet.brands.filter((b) => brands.includes(b.id))) {
    const payload = bootPayload(brand, { location: { ip: '127.0.0.1', countryCode: 'ZZ' }, language: brand.config.languages.default, mode: 'light' });
    const json = JSON.stringify(payload);
    const n = 2000;
    const t0 = performance.now();
    for (let i = 0; i < n; i++) validateBootPayload(JSON.parse(json));
    const per = ((performance.now() - t0) / n) * 1000;
    console.log(`  ${brand.id.padEnd(8)} ${(json.length / 1024).toFixed(1)} KB payload: ${per.toFixed(0)} µs per parse + validate`);
  }
}

async function server(app: AppServer, brands: readonly string[]): Promise<void> {
  console.log(`\n== server\nserver start → first byte of / : ${app.firstByteMs.toFixed(0)} ms`);
  const host = brands.includes('aurora') ? 'aurora' : brands[0]!;
  for (const path of ['/wps/system/status', '/']) {
    const n = 500;
    const t = performance.now();
    for (let i = 0; i < n; i++) await (await fetch(`http://127.0.0.1:${app.port}${path}`, { headers: { Host: `${host}.localhost:${app.port}` } })).text();
    const s = (performance.now() - t) / 1000;
    console.log(`  ${path.padEnd(20)} ${(n / s).toFixed(0)} req/s sequential over ${n} requests on loopback (${host})`);
  }
  await report('server ratios', () => serverRatios(app.port, host));
  await report('game list shift', () => gameListShift(app.port, host));
}

/** One measurement failing (a page that changed, a server that answered 500) leaves the others printed. */
async function report(what: string, measure: () => Promise<void>): Promise<void> {
  try {
    await measure();
  } catch (err) {
    console.log(`  ${what}: failed: ${(err instanceof Error ? err.message : String(err)).split('\n')[0]}`);
  }
}

async function lighthouse(app: AppServer, brands: readonly string[]): Promise<void> {
  console.log(`\n== lighthouse: ${brands.length} brands × ${LIGHTHOUSE_ROUTES.join(', ')} (mobile; scores 0–100, ✘ = misses its target)`);
  const runs = await runLighthouse(app.port, brands, LIGHTHOUSE_ROUTES, (r) =>
    process.stderr.write(`  lighthouse ${r.url} ${r.error ? `failed: ${r.error}` : `performance ${r.summary?.scores.performance ?? '–'}`}\n`),
  );
  for (const brand of brands) console.log(`\n${formatBrandTable(brand, runs.filter((r) => r.brand === brand))}`);
}

async function main(opts: BenchOptions): Promise<void> {
  // The ledger and the agent reports need no build or app server.
  if (opts.sections.includes('ledger')) await ledgerBench();
  if (opts.sections.includes('agents')) await agentsBench();
  if (!opts.sections.some((s) => s !== 'ledger' && s !== 'agents')) return;
  if (opts.build) buildApp();
  if (opts.sections.includes('bundles')) {
    bundles();
    validation(opts.brands);
  }
  if (!opts.sections.includes('server') && !opts.sections.includes('lighthouse')) return;
  const app = await startAppServer({ brand: opts.brands[0]!, distDir: BENCH_DIST });
  try {
    if (!app.firstByteMs) throw new Error('bench: the server did not answer / within 120 s');
    if (opts.sections.includes('server')) await server(app, opts.brands);
    if (opts.sections.includes('lighthouse')) await lighthouse(app, opts.brands);
  } finally {
    await app.stop();
  }
}

try {
  await main(parseBenchArgs(process.argv.slice(2), brandSet.brands.map((b) => b.id)));
} catch (err) {
  console.error(err instanceof Error ? err.message : err);
  process.exit(1);
}
