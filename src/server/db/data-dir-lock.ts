// Who holds the embedded PGlite data dir. PGlite is single-process and has no lock of its own: two processes
// opening one data dir at once can lose writes. So the server and `npm run outbox` first claim the data dir by
// creating DATA_DIR/holder.json exclusively (mode 0600). The server's claim also tells the CLI where its loopback
// outbox reader listens and the secret it wants (reader.ts); a claim whose process is gone is stale and taken over.
import { mkdirSync, openSync, readFileSync, renameSync, unlinkSync, writeSync, closeSync } from 'node:fs';
import { join } from 'node:path';
import { setTimeout as sleep } from 'node:timers/promises';

export interface Holder {
  pid: number;
  kind: 'server' | 'cli';
  /** The server's outbox reader on 127.0.0.1, once it listens. */
  port?: number;
  secret?: string;
}

export const HOLDER_FILE = 'holder.json';

function holderPath(dataDir: string): string {
  return join(dataDir, HOLDER_FILE);
}

function isAlive(pid: number): boolean {
  try {
    process.kill(pid, 0);
    return true;
  } catch (err) {
    // EPERM: it exists but belongs to another user.
    return (err as NodeJS.ErrnoException).code === 'EPERM';
  }
}

/** The current holder, or undefined when nobody (alive) holds the data dir. */
export function readHolder(dataDir: string): Holder | undefined {
  let text: string;
  try {
    text = readFileSync(holderPath(dataDir), 'utf8');
  } catch {
    return undefined;
  }
  try {
    const h = JSON.parse(text) as Holder;
    return Number.isInteger(h.pid) && isAlive(h.pid) ? h : undefined;
  } catch {
    return undefined; // half-written by a crash: nobody holds it
  }
}

function writeExclusive(path: string, holder: Holder): boolean {
  let fd: number;
  try {
    fd = openSync(path, 'wx', 0o600);
  } catch (err) {
    if ((err as NodeJS.ErrnoException).code === 'EEXIST') return false;
    throw err;
  }
  try {
    writeSync(fd, JSON.stringify(holder));
  } finally {
    closeSync(fd);
  }
  return true;
}

/** Claim the data dir for this process; answers the live holder instead when another process has it. */
export function tryHold(dataDir: string, kind: Holder['kind']): Holder | undefined {
  mkdirSync(dataDir, { recursive: true });
  const path = holderPath(dataDir);
  for (let attempt = 0; attempt < 3; attempt++) {
    if (writeExclusive(path, { pid: process.pid, kind })) return undefined;
    const current = readHolder(dataDir);
    if (current) return current;
    try {
      unlinkSync(path); // stale: its process is gone
    } catch {
      /* another process took it over first */
    }
  }
  throw new Error(`cannot claim ${path}: other processes keep replacing it`);
}

/** Claim the data dir, waiting up to timeoutMs while another process holds it (an `npm run outbox` reading). */
export async function holdDataDir(dataDir: string, kind: Holder['kind'], timeoutMs = 30_000): Promise<void> {
  const until = Date.now() + timeoutMs;
  for (;;) {
    const other = tryHold(dataDir, kind);
    if (!other) return;
    if (other.kind === 'server' || Date.now() > until)
      throw new Error(
        `the database in ${dataDir} is in use by process ${other.pid} (${other.kind === 'server' ? 'a server' : 'an operator command'}): PGlite allows one process at a time (if that process is not this project's, delete ${holderPath(dataDir)})`,
      );
    await sleep(200);
  }
}

/** Tell readers where the server's outbox reader listens (written whole, then renamed, so a reader never sees half). */
export function publishReader(dataDir: string, port: number, secret: string): void {
  const tmp = `${holderPath(dataDir)}.${process.pid}.tmp`;
  if (!writeExclusive(tmp, { pid: process.pid, kind: 'server', port, secret })) throw new Error(`${tmp} exists`);
  renameSync(tmp, holderPath(dataDir));
}

/** Give the data dir up, if this process still holds it. */
export function releaseDataDir(dataDir: string): void {
  try {
    const h = JSON.parse(readFileSync(holderPath(dataDir), 'utf8')) as Holder;
    if (h.pid === process.pid) unlinkSync(holderPath(dataDir));
  } catch {
    /* nothing to release */
  }
}
