// What `npm test` needs from the system, checked before any tier runs: without Chromium every browser tier fails
// test by test, without the Noto fonts the stories and e2e pages fall back to whatever the machine has, and without
// PostgreSQL the server tier silently runs its PGlite leg only. One message with the one install command instead.
import { spawnSync } from 'node:child_process';
import { existsSync, readdirSync } from 'node:fs';
import { join } from 'node:path';

/** The packages a Debian or Ubuntu machine installs for every tier (the same list .ci/run installs). */
export const INSTALL_COMMAND = 'sudo apt-get install -y chromium fonts-noto-core postgresql';

const ok = (cmd, args) => spawnSync(cmd, args, { encoding: 'utf8', stdio: ['ignore', 'pipe', 'ignore'] });

function chromium() {
  const path = process.env.CHROMIUM_PATH ?? '/usr/bin/chromium';
  const r = existsSync(path) ? ok(path, ['--version']) : null;
  return r?.status === 0 ? null : `Chromium at ${path} (set CHROMIUM_PATH for another place)`;
}

function notoFonts() {
  const r = ok('fc-list', [':family=Noto Sans', 'family']);
  return r.status === 0 && r.stdout.trim() ? null : 'the Noto fonts (fc-list finds no "Noto Sans")';
}

/** initdb on PATH or in Debian's versioned folder, as the server tests look for it. */
function postgres() {
  if (process.env.SERVER_TESTS_POSTGRES === 'off') return null;
  if (ok('sh', ['-c', 'command -v initdb']).status === 0) return null;
  const base = '/usr/lib/postgresql';
  if (existsSync(base) && readdirSync(base).some((v) => existsSync(join(base, v, 'bin', 'initdb')))) return null;
  return 'PostgreSQL (initdb), for the server tests\' second database leg (SERVER_TESTS_POSTGRES=off skips that leg)';
}

function dependencies() {
  return existsSync('node_modules/.bin/vitest') ? null : 'the npm dependencies (run npm install, or npm ci)';
}

/** Everything missing, in words; empty when the machine is ready. */
export function missingPrerequisites() {
  return [dependencies(), chromium(), notoFonts(), postgres()].filter(Boolean);
}
