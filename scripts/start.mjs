#!/usr/bin/env node
// npm start: build the app when dist/ is missing or older than its sources, then run the reference server.
import { spawn, spawnSync } from 'node:child_process';
import { existsSync, readdirSync, statSync } from 'node:fs';
import { createRequire } from 'node:module';
import { constants } from 'node:os';
import { join } from 'node:path';

const distDir = process.env.DIST_DIR || 'dist';
const distIndex = join(distDir, 'index.html');
// Everything that ends up in the bundle. src/server and brands/ do not: brands are read at run time.
const SOURCES = ['src/app', 'src/ui', 'src/i18n', 'src/engine', 'src/generated', 'index.html', 'vite.config.ts'];

/** Newest modification time under path (a file or a folder, recursively). */
function newest(path) {
  if (!existsSync(path)) return 0;
  const s = statSync(path);
  if (!s.isDirectory()) return s.mtimeMs;
  let max = s.mtimeMs; // a deleted file shows only as a newer folder
  for (const name of readdirSync(path)) {
    if (name === 'node_modules' || name.startsWith('.')) continue;
    max = Math.max(max, newest(join(path, name)));
  }
  return max;
}

function needsBuild() {
  if (!existsSync(distIndex)) return 'dist/index.html is missing';
  // the server renderer (first paint from the server) is built by the same `vite build`
  if (!existsSync(join(distDir, '.ssr', 'entry-server.js'))) return 'the server renderer (.ssr/entry-server.js) is missing';
  const built = statSync(distIndex).mtimeMs;
  const changed = SOURCES.find((p) => newest(p) > built);
  return changed ? `${changed} changed since the last build` : null;
}

/** Vite and the React plugin are devDependencies: a production install (npm ci --omit=dev) serves a dist/ built beforehand. */
function buildToolsInstalled() {
  try {
    createRequire(import.meta.url).resolve('vite/package.json');
    return true;
  } catch {
    return false;
  }
}

const reason = needsBuild();
if (reason && !buildToolsInstalled()) {
  if (!existsSync(distIndex)) {
    console.error(`[start] ${distIndex} is missing and the build tools (devDependencies) are not installed: run \`npm ci && npm run build\` first, then \`npm start\` (dev dependencies may be pruned after the build).`);
    process.exit(1);
  }
  console.log(`[start] ${reason}, but the build tools are not installed (production install): serving the existing ${distDir}/`);
} else if (reason) {
  console.log(`[start] ${reason}: running vite build`);
  const build = spawnSync('npx', ['vite', 'build', '--outDir', distDir, '--emptyOutDir'], { stdio: 'inherit' });
  if (build.status !== 0) {
    console.error('[start] vite build failed; not starting the server.');
    process.exit(build.status ?? 1);
  }
}

// Run the server under tsx (a dependency: Node 20 cannot run TypeScript by itself); forward signals so `kill <pid>` of this wrapper also closes it gracefully.
const child = spawn(process.execPath, ['--import', 'tsx', 'src/server/main.ts'], { stdio: 'inherit' });
for (const sig of ['SIGINT', 'SIGTERM', 'SIGHUP']) process.on(sig, () => child.kill(sig));
child.on('exit', (code, signal) => process.exit(code ?? 128 + (constants.signals[signal] ?? 1)));
