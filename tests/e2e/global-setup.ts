// Starts `npm start`'s server (built app + API) on a free loopback port with a private copy of brands/
// (tests edit it to exercise hot reload and status pages) and a private data dir.
import { spawn, spawnSync, type ChildProcess } from 'node:child_process';
import { cpSync, existsSync, mkdtempSync, rmSync } from 'node:fs';
import { createServer } from 'node:net';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import type { TestProject } from 'vitest/node';

declare module 'vitest' {
  export interface ProvidedContext {
    port: number;
    brandsDir: string;
  }
}

function freePort(): Promise<number> {
  return new Promise((resolve, reject) => {
    const srv = createServer();
    srv.listen(0, '127.0.0.1', () => {
      const addr = srv.address();
      srv.close(() => (typeof addr === 'object' && addr ? resolve(addr.port) : reject(new Error('no port'))));
    });
  });
}

async function waitForServer(port: number, child: ChildProcess): Promise<void> {
  const deadline = Date.now() + 120_000;
  while (Date.now() < deadline) {
    if (child.exitCode !== null) throw new Error(`server exited with ${child.exitCode}`);
    try {
      const res = await fetch(`http://127.0.0.1:${port}/wps/system/status`);
      if (res.ok) return;
    } catch {
      /* not up yet */
    }
    await new Promise((r) => setTimeout(r, 250));
  }
  throw new Error('server did not start within 120 s');
}

export default async function setup(project: TestProject): Promise<() => Promise<void>> {
  // E2E_DIST_DIR lets parallel work build into its own folder instead of sharing dist/.
  const distDir = process.env.E2E_DIST_DIR ?? 'dist';
  // the same build writes the server renderer (<dist>/.ssr): a dist from before it is rebuilt
  if (!existsSync(join(distDir, 'index.html')) || !existsSync(join(distDir, '.ssr', 'entry-server.js'))) {
    const r = spawnSync('npx', ['vite', 'build', '--logLevel', 'warn', '--outDir', distDir], {
      stdio: 'inherit',
      // vitest sets NODE_ENV=test, which would make Vite build React's development bundle
      env: { ...process.env, NODE_ENV: 'production' },
    });
    if (r.status !== 0) throw new Error('vite build failed');
  }
  const root = mkdtempSync(join(tmpdir(), 'wl-e2e-'));
  const brandsDir = join(root, 'brands');
  cpSync('brands', brandsDir, { recursive: true });
  const port = await freePort();
  const child = spawn(process.execPath, ['--import', 'tsx', 'src/server/main.ts'], {
    // DEV_TOOLS=1: tests read codes from /__dev/outbox, the captcha answer from /__dev/captcha, and create agents.
    env: { ...process.env, PORT: String(port), HOST: '127.0.0.1', DATA_DIR: join(root, 'data'), BRANDS_DIR: brandsDir, DIST_DIR: distDir, DEV_TOOLS: '1', LOG_REQUESTS: process.env.LOG_REQUESTS ?? '0' },
    stdio: ['ignore', 'inherit', 'inherit'],
  });
  await waitForServer(port, child);
  project.provide('port', port);
  project.provide('brandsDir', brandsDir);
  return async () => {
    child.kill('SIGTERM');
    await new Promise((r) => child.once('exit', r));
    rmSync(root, { recursive: true, force: true });
  };
}
