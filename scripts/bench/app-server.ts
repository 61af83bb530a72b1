// The app the bench measures: built into its own folder (never dist/, which `npm start` owns) and served by
// the reference server on a free loopback port with a throwaway data folder.
import { spawn, spawnSync } from 'node:child_process';
import { mkdtempSync, rmSync } from 'node:fs';
import { createServer } from 'node:net';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { performance } from 'node:perf_hooks';

export const BENCH_DIST = '.cache/bench-dist';

/** A production build of the current source into BENCH_DIST. */
export function buildApp(outDir = BENCH_DIST): void {
  const r = spawnSync('npx', ['vite', 'build', '--logLevel', 'warn', '--outDir', outDir, '--emptyOutDir'], {
    stdio: 'inherit',
    env: { ...process.env, NODE_ENV: 'production' },
  });
  if (r.status !== 0) throw new Error(`vite build into ${outDir} failed`);
}

export function freePort(): Promise<number> {
  return new Promise((resolve, reject) => {
    const s = createServer();
    s.once('error', reject);
    s.listen(0, '127.0.0.1', () => {
      const a = s.address();
      s.close(() => resolve(typeof a === 'object' && a ? a.port : 0));
    });
  });
}

export interface AppServer {
  port: number;
  /** Time from spawn to the first complete answer for `/`, ms (0: it did not start). */
  firstByteMs: number;
  stop: () => Promise<void>;
}

/** Starts `src/server/main.ts` on 127.0.0.1 and waits for lotus (or the first brand) to answer `/`. */
export async function startAppServer(opts: { distDir?: string; brand: string; timeoutMs?: number }): Promise<AppServer> {
  const port = await freePort();
  const dataDir = mkdtempSync(join(tmpdir(), 'wl-bench-'));
  const t0 = performance.now();
  const child = spawn(process.execPath, ['--import', 'tsx', 'src/server/main.ts'], {
    env: { ...process.env, PORT: String(port), HOST: '127.0.0.1', DATA_DIR: dataDir, DIST_DIR: opts.distDir ?? BENCH_DIST, LOG_LEVEL: 'warn' },
    stdio: ['ignore', 'ignore', 'inherit'],
  });
  const exited = new Promise((r) => child.once('exit', r));
  const stop = async (): Promise<void> => {
    if (child.exitCode === null) child.kill('SIGTERM');
    await exited;
    rmSync(dataDir, { recursive: true, force: true });
  };
  let firstByteMs = 0;
  const deadline = opts.timeoutMs ?? 120_000;
  while (performance.now() - t0 < deadline && child.exitCode === null) {
    try {
      const res = await fetch(`http://127.0.0.1:${port}/`, { headers: { Host: `${opts.brand}.localhost:${port}` } });
      await res.text();
      firstByteMs = performance.now() - t0;
      break;
    } catch {
      await new Promise((r) => setTimeout(r, 20));
    }
  }
  return { port, firstByteMs, stop };
}
