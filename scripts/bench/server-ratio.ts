// Server throughput as a ratio: the project's server against a bare Fastify answering the same bytes (same path,
// same content type, no hooks, no logging) on the same machine, measured back to back with autocannon on loopback.
// A ratio near 1 means the per-request work of the project (brand by host, headers, security, logging) is cheap.
//
//   npx tsx scripts/bench/server-ratio.ts [--port=N] [--brand=lotus] [--seconds=3]
// Without --port it starts src/server/main.ts on DIST_DIR (default .cache/bench-dist) with a throwaway data folder.
import { spawn, type ChildProcess } from 'node:child_process';
import { mkdtempSync, rmSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { fileURLToPath } from 'node:url';
import autocannon from 'autocannon';

export interface RatioResult {
  path: string;
  bytes: number;
  projectRps: number;
  bareRps: number;
  ratio: number;
}

export interface RatioOptions {
  /** Port of a running project server on 127.0.0.1. */
  port: number;
  brand: string;
  /** Paths to measure (default the shell and the boot status call). */
  paths?: string[];
  /** Per measurement; capped at 5. */
  seconds?: number;
  connections?: number;
}

export const DEFAULT_RATIO_PATHS = ['/', '/wps/system/status'];

async function rps(port: number, path: string, host: string, seconds: number, connections: number): Promise<number> {
  const r = await autocannon({ url: `http://127.0.0.1:${port}${path}`, headers: { host }, duration: seconds, connections });
  if (r.non2xx > 0 || r.errors > 0) throw new Error(`${path} on port ${port}: ${r.non2xx} non-2xx answers, ${r.errors} errors`);
  return r.requests.average;
}

function startBare(answersFile: string): Promise<{ port: number; child: ChildProcess }> {
  const script = fileURLToPath(new URL('./bare-server.mjs', import.meta.url));
  const child = spawn(process.execPath, [script, answersFile], { stdio: ['ignore', 'pipe', 'inherit'] });
  return new Promise((resolve, reject) => {
    child.once('exit', (code) => reject(new Error(`bare server exited (${code})`)));
    child.stdout!.once('data', (d: Buffer) => resolve({ port: Number(String(d).trim()), child }));
  });
}

/** Requests per second of the project and of a bare Fastify serving the bytes the project answered, per path. */
export async function measureServerRatios(opts: RatioOptions): Promise<RatioResult[]> {
  const paths = opts.paths ?? DEFAULT_RATIO_PATHS;
  const seconds = Math.min(5, opts.seconds ?? 3);
  const connections = opts.connections ?? 10;
  const host = `${opts.brand}.localhost:${opts.port}`;
  const answers: Record<string, { type: string; body: string }> = {};
  for (const path of paths) {
    const res = await fetch(`http://127.0.0.1:${opts.port}${path}`, { headers: { host } });
    if (!res.ok) throw new Error(`${path}: ${res.status}`);
    answers[path] = { type: res.headers.get('content-type') ?? 'text/plain', body: Buffer.from(await res.arrayBuffer()).toString('base64') };
  }
  const dir = mkdtempSync(join(tmpdir(), 'wl-ratio-'));
  const file = join(dir, 'answers.json');
  writeFileSync(file, JSON.stringify(answers));
  const bare = await startBare(file);
  try {
    const out: RatioResult[] = [];
    for (const path of paths) {
      // Two alternating rounds of half the time each, the better of each side: other load on a shared machine
      // then hits both sides alike instead of whichever ran second.
      const half = Math.max(1, Math.round(seconds / 2));
      let projectRps = 0;
      let bareRps = 0;
      for (let round = 0; round < 2; round++) {
        projectRps = Math.max(projectRps, await rps(opts.port, path, host, half, connections));
        bareRps = Math.max(bareRps, await rps(bare.port, path, host, half, connections));
      }
      out.push({ path, bytes: Buffer.from(answers[path]!.body, 'base64').length, projectRps, bareRps, ratio: projectRps / bareRps });
    }
    return out;
  } finally {
    bare.child.removeAllListeners('exit');
    bare.child.kill('SIGTERM');
    rmSync(dir, { recursive: true, force: true });
  }
}

export function formatRatios(results: RatioResult[]): string {
  return results
    .map((r) => `  ${r.path.padEnd(22)} ${String(r.bytes).padStart(7)} B  project ${r.projectRps.toFixed(0).padStart(6)} req/s  bare ${r.bareRps.toFixed(0).padStart(6)} req/s  ratio ${r.ratio.toFixed(2)}`)
    .join('\n');
}

async function main(): Promise<void> {
  const arg = (name: string): string | undefined => process.argv.find((a) => a.startsWith(`--${name}=`))?.slice(name.length + 3);
  const brand = arg('brand') ?? 'lotus';
  const seconds = Number(arg('seconds') ?? 3);
  let port = Number(arg('port') ?? 0);
  let child: ChildProcess | undefined;
  const dataDir = port ? undefined : mkdtempSync(join(tmpdir(), 'wl-ratio-data-'));
  if (!port) {
    port = 20_000 + Math.floor(Math.random() * 20_000);
    child = spawn(process.execPath, ['--import', 'tsx', 'src/server/main.ts'], {
      env: { ...process.env, PORT: String(port), HOST: '127.0.0.1', DATA_DIR: dataDir, DIST_DIR: process.env.DIST_DIR || '.cache/bench-dist' },
      stdio: ['ignore', 'ignore', 'inherit'],
    });
    for (let i = 0; i < 600; i++) {
      const up = await fetch(`http://127.0.0.1:${port}/`, { headers: { host: `${brand}.localhost:${port}` } }).then(
        (r) => r.ok,
        () => false,
      );
      if (up) break;
      await new Promise((r) => setTimeout(r, 100));
    }
  }
  try {
    console.log(`server ratio, ${brand}, ${seconds} s per measurement:\n${formatRatios(await measureServerRatios({ port, brand, seconds }))}`);
  } finally {
    if (child && child.exitCode === null) {
      const exited = new Promise((r) => child!.once('exit', r));
      child.kill('SIGTERM');
      await exited;
    }
    if (dataDir) rmSync(dataDir, { recursive: true, force: true });
  }
}

if (process.argv[1] && fileURLToPath(import.meta.url) === process.argv[1]) await main();
