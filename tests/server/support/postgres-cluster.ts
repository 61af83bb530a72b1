// A throw-away PostgreSQL cluster for the server tests' PostgreSQL leg: temp folder, free loopback port,
// unix socket in the temp folder (never /var/run/postgresql), stopped and deleted at teardown.
import { execFile, execFileSync, spawnSync } from 'node:child_process';
import { promisify } from 'node:util';
import { chownSync, existsSync, mkdtempSync, readdirSync, readFileSync, rmSync } from 'node:fs';
import { createServer } from 'node:net';
import { tmpdir } from 'node:os';
import { join } from 'node:path';

export interface Cluster {
  /** Superuser URL of the maintenance database. */
  url: string;
  stop(): void;
}

/** initdb on PATH, else in Debian's versioned folder. */
export function findPgBin(name: 'initdb' | 'pg_ctl'): string | null {
  const onPath = spawnSync('sh', ['-c', `command -v ${name}`], { encoding: 'utf8' });
  if (onPath.status === 0 && onPath.stdout.trim()) return onPath.stdout.trim();
  const base = '/usr/lib/postgresql';
  if (!existsSync(base)) return null;
  for (const v of readdirSync(base).sort().reverse()) {
    const p = join(base, v, 'bin', name);
    if (existsSync(p)) return p;
  }
  return null;
}

function userIds(user: string): { uid: number; gid: number } | null {
  const uid = spawnSync('id', ['-u', user], { encoding: 'utf8' });
  const gid = spawnSync('id', ['-g', user], { encoding: 'utf8' });
  if (uid.status !== 0 || gid.status !== 0) return null;
  return { uid: Number(uid.stdout.trim()), gid: Number(gid.stdout.trim()) };
}

/**
 * PostgreSQL refuses to run as root. As root, run it as `postgres` (or `nobody` when that user does not
 * exist) through runuser, or su when runuser is missing; as anyone else, run it directly.
 */
const execFileAsync = promisify(execFile);

type Run = (bin: string, args: string[]) => Promise<unknown>;

function runner(): { ids: { uid: number; gid: number } | null; run: Run; runSync: (bin: string, args: string[]) => void } {
  if (process.getuid?.() !== 0)
    return { ids: null, run: (bin, args) => execFileAsync(bin, args), runSync: (bin, args) => void execFileSync(bin, args, { stdio: 'pipe' }) };
  const user = userIds('postgres') ? 'postgres' : 'nobody';
  const ids = userIds(user);
  const hasRunuser = spawnSync('sh', ['-c', 'command -v runuser']).status === 0;
  const quote = (s: string): string => `'${s.replace(/'/g, `'\\''`)}'`;
  const argv = (bin: string, args: string[]): [string, string[]] =>
    hasRunuser ? ['runuser', ['-u', user, '--', bin, ...args]] : ['su', [user, '-s', '/bin/sh', '-c', [bin, ...args].map(quote).join(' ')]];
  return {
    ids,
    run: (bin, args) => execFileAsync(...argv(bin, args)),
    runSync: (bin, args) => void execFileSync(...argv(bin, args), { stdio: 'pipe' }),
  };
}

function freePort(): Promise<number> {
  return new Promise((resolve, reject) => {
    const s = createServer();
    s.once('error', reject);
    s.listen(0, '127.0.0.1', () => {
      const addr = s.address();
      s.close(() => (addr && typeof addr === 'object' ? resolve(addr.port) : reject(new Error('no port'))));
    });
  });
}

function describeFailure(err: unknown, log: string): Error {
  const e = err as { stderr?: Buffer | string; message: string };
  const tail = existsSync(log) ? readFileSync(log, 'utf8').split('\n').slice(-15).join('\n') : '';
  return new Error(`${e.message}\n${e.stderr?.toString() ?? ''}\n${tail}`);
}

/** null when initdb/pg_ctl are not installed; throws when they are but the cluster will not start. */
export async function startCluster(): Promise<Cluster | null> {
  const initdb = findPgBin('initdb');
  const pgCtl = findPgBin('pg_ctl');
  if (!initdb || !pgCtl) return null;

  const { ids, run, runSync } = runner();
  const dir = mkdtempSync(join(tmpdir(), 'wl-pg-'));
  if (ids) chownSync(dir, ids.uid, ids.gid); // mkdtemp makes it 0700: the server user must own it
  const data = join(dir, 'data');
  const log = join(dir, 'server.log');
  const port = await freePort();
  try {
    await run(initdb, ['-D', data, '-U', 'postgres', '-A', 'trust', '-E', 'UTF8', '--locale=C', '--no-sync']);
    const serverOpts = [
      `-p ${port}`,
      `-k ${dir}`,
      '-c listen_addresses=127.0.0.1',
      // Test data is disposable: skip durability for speed.
      '-c fsync=off -c synchronous_commit=off -c full_page_writes=off',
    ].join(' ');
    await run(pgCtl, ['-D', data, '-l', log, '-w', '-t', '60', '-o', serverOpts, 'start']);
  } catch (err) {
    rmSync(dir, { recursive: true, force: true });
    throw describeFailure(err, log);
  }
  return {
    url: `postgres://postgres@127.0.0.1:${port}/postgres`,
    stop() {
      try {
        runSync(pgCtl, ['-D', data, '-m', 'immediate', '-w', 'stop']);
      } finally {
        rmSync(dir, { recursive: true, force: true });
      }
    },
  };
}
