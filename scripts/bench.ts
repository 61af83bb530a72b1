// npm run bench: prints figures, asserts nothing (DESIGN §6). Bundle bytes for `/`, boot-payload
// validation time, server start → first byte, a short bounded loopback throughput sample, and the layout shift
// (CLS) of a game list grown to 200 cards and scrolled through in Chromium.
import { spawn, spawnSync } from 'node:child_process';
import { existsSync, mkdtempSync, rmSync } from 'node:fs';
import { createServer } from 'node:net';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { performance } from 'node:perf_hooks';
import { bootPayload } from '../src/engine/brand/client.ts';
import { loadBrandSet } from '../src/engine/brand/load.ts';
import { validateBootPayload } from '../src/generated/boot-validator.js';
import { filesLoadedForHome, filesLoadedForHomeRoute, HOME_JS_BUDGET_GZIP, HOME_ROUTE_JS_BUDGET_GZIP, totals } from './bundle-size.ts';
import { CHROMIUM_ARGS, CHROMIUM_PATH } from './visual/chromium.ts';

const kb = (n: number): string => `${(n / 1024).toFixed(1)} KB`;

function bundles(): void {
  if (!existsSync('dist/.vite/manifest.json')) spawnSync('npx', ['vite', 'build', '--logLevel', 'warn'], { stdio: 'inherit', env: { ...process.env, NODE_ENV: 'production' } });
  for (const lang of ['en', 'bn']) {
    const files = filesLoadedForHome('dist', lang);
    const t = totals(files);
    console.log(`\n/ (${lang}) loads ${files.length} files: JS ${kb(t.jsGzip)} gz (budget ${kb(HOME_JS_BUDGET_GZIP)}), CSS ${kb(t.cssGzip)} gz`);
    for (const f of files.sort((a, b) => b.gzip - a.gzip)) console.log(`  ${kb(f.gzip).padStart(9)} gz  ${kb(f.bytes).padStart(9)}  ${f.file}`);
    const route = filesLoadedForHomeRoute('dist', lang);
    const r = totals(route);
    console.log(`  then the home page: ${route.length} files, JS ${kb(r.jsGzip)} gz (budget ${kb(HOME_ROUTE_JS_BUDGET_GZIP)}); / in all: JS ${kb(t.jsGzip + r.jsGzip)} gz`);
  }
}

function validation(): void {
  console.log('\nboot payload validation (standalone ajv, as the browser runs it):');
  for (const brand of loadBrandSet('brands').brands) {
    const payload = bootPayload(brand, { location: { ip: '127.0.0.1', countryCode: 'ZZ' }, language: brand.config.languages.default, mode: 'light' });
    const json = JSON.stringify(payload);
    const n = 2000;
    const t0 = performance.now();
    for (let i = 0; i < n; i++) validateBootPayload(JSON.parse(json));
    const per = ((performance.now() - t0) / n) * 1000;
    console.log(`  ${brand.id.padEnd(8)} ${(json.length / 1024).toFixed(1)} KB payload: ${per.toFixed(0)} µs per parse + validate`);
  }
}

function freePort(): Promise<number> {
  return new Promise((resolve) => {
    const s = createServer();
    s.listen(0, '127.0.0.1', () => {
      const a = s.address();
      s.close(() => resolve(typeof a === 'object' && a ? a.port : 0));
    });
  });
}

async function server(): Promise<void> {
  const port = await freePort();
  const dataDir = mkdtempSync(join(tmpdir(), 'wl-bench-'));
  const t0 = performance.now();
  const child = spawn(process.execPath, ['--import', 'tsx', 'src/server/main.ts'], {
    env: { ...process.env, PORT: String(port), HOST: '127.0.0.1', DATA_DIR: dataDir },
    stdio: 'ignore',
  });
  let firstByte = 0;
  while (performance.now() - t0 < 120_000) {
    try {
      const res = await fetch(`http://127.0.0.1:${port}/`, { headers: { Host: `lotus.localhost:${port}` } });
      await res.text();
      firstByte = performance.now() - t0;
      break;
    } catch {
      await new Promise((r) => setTimeout(r, 20));
    }
  }
  console.log(`\nserver start → first byte of / : ${firstByte ? `${firstByte.toFixed(0)} ms` : 'did not start'}`);
  if (firstByte) {
    for (const path of ['/wps/system/status', '/']) {
      const n = 500;
      const t = performance.now();
      for (let i = 0; i < n; i++) await (await fetch(`http://127.0.0.1:${port}${path}`, { headers: { Host: `aurora.localhost:${port}` } })).text();
      const s = (performance.now() - t) / 1000;
      console.log(`  ${path.padEnd(20)} ${(n / s).toFixed(0)} req/s sequential over ${n} requests on loopback`);
    }
  }
  if (firstByte) await gameListShift(port);
  child.kill('SIGTERM');
  await new Promise((r) => child.once('exit', r));
  rmSync(dataDir, { recursive: true, force: true });
}

/**
 * Issue #4: a game list of 200 cards scrolls without layout shift. Opens aurora's /rng (the largest list of the
 * shipped catalog, 200 games), presses "Load more" until 200 cards (or the catalog's end), scrolls to the bottom in steps and sums the layout-shift entries not caused by input
 * (the Cumulative Layout Shift of the visit, unwindowed: an upper bound of the web-vitals figure).
 */
async function gameListShift(port: number): Promise<void> {
  const { chromium } = await import('playwright-core');
  const browser = await chromium.launch({ executablePath: CHROMIUM_PATH, args: CHROMIUM_ARGS, headless: true });
  try {
    const page = await (await browser.newContext({ viewport: { width: 1280, height: 800 } })).newPage();
    await page.addInitScript(() => {
      const w = window as unknown as { __cls: number };
      w.__cls = 0;
      new PerformanceObserver((list) => {
        for (const e of list.getEntries() as (PerformanceEntry & { value: number; hadRecentInput: boolean })[])
          if (!e.hadRecentInput) w.__cls += e.value;
      }).observe({ type: 'layout-shift', buffered: true });
    });
    await page.goto(`http://aurora.localhost:${port}/rng`);
    const cards = page.getByTestId('game-card');
    await cards.first().waitFor({ timeout: 30_000 });
    const more = page.getByTestId('games-load-more');
    while ((await cards.count()) < 200 && (await more.count()) > 0) {
      const before = await cards.count();
      await more.click();
      await page.waitForFunction((n) => document.querySelectorAll('[data-testid="game-card"]').length > n, before, { timeout: 30_000 });
    }
    const count = await cards.count();
    const height = await page.evaluate(() => document.documentElement.scrollHeight);
    for (let y = 0; y < height; y += 400) {
      await page.mouse.wheel(0, 400);
      await page.waitForTimeout(50);
    }
    await page.waitForTimeout(500);
    const cls = await page.evaluate(() => (window as unknown as { __cls: number }).__cls);
    console.log(`
game list /rng (aurora): ${count} cards scrolled through, CLS ${cls.toFixed(4)} (good ≤ 0.1)`);
  } finally {
    await browser.close();
  }
}

bundles();
validation();
await server();
