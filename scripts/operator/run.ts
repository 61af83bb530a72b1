// How an operator command reaches the data: with the embedded PGlite database only one process may open the data
// dir, so a running server answers the command on its loopback operator listener (secret in DATA_DIR/holder.json);
// with no server, or on PostgreSQL, the command opens the database itself.
import { existsSync } from 'node:fs';
import { join, resolve } from 'node:path';
import { formatProblem } from '../../src/engine/brand/errors.ts';
import { loadBrandDir, type LoadedBrand } from '../../src/engine/node/brand/load.ts';
import { openDatabase } from '../../src/server/db/index.ts';
import type { Database } from '../../src/server/db/types.ts';
import { holdDataDir, readHolder, releaseDataDir } from '../../src/server/db/data-dir-lock.ts';

export interface OperatorTool {
  /** The command's name in messages ("feedback", "points"…). */
  name: string;
  fail(message: string): never;
}

export function operatorTool(name: string): OperatorTool {
  return {
    name,
    fail(message) {
      console.error(`${name}: ${message}`);
      process.exit(1);
    },
  };
}

export const brandsDir = (): string => resolve(process.env.BRANDS_DIR || 'brands');

/** Whether `id` names a brand folder (what a command checks before writing under that brand). */
export const brandExists = (id: string): boolean => /^[a-z0-9-]+$/.test(id) && existsSync(join(brandsDir(), id, 'brand.json'));

/** The brand folder `id`, fully checked; the tool fails with the operator's problems when it is not valid. */
export function loadBrandOrFail(tool: OperatorTool, id: string): LoadedBrand {
  const r = loadBrandDir(join(brandsDir(), id));
  if (!r.ok) tool.fail(`brand ${id}: ${r.problems.map(formatProblem).join('; ')}`);
  return r.brand;
}

/** The server holding the PGlite data dir runs `cmd` at `path`: its answer, or null when none does (or on PostgreSQL). */
async function viaServer<T extends { lines: string[] }>(tool: OperatorTool, path: string, cmd: unknown): Promise<T | null> {
  if (process.env.DATABASE_URL) return null;
  const holder = readHolder(resolve(process.env.DATA_DIR || '.data'));
  if (holder?.kind !== 'server' || typeof holder.port !== 'number' || typeof holder.secret !== 'string') return null;
  const res = await fetch(`http://127.0.0.1:${holder.port}${path}`, {
    method: 'POST',
    headers: { authorization: `Bearer ${holder.secret}`, 'content-type': 'application/json' },
    body: JSON.stringify(cmd),
  });
  const body = (await res.json()) as { success: boolean; value?: T; message?: string };
  if (!body.success) tool.fail(body.message ?? `the server answered ${res.status}`);
  return body.value ?? ({ lines: [] } as unknown as T);
}

/** Opens the database (holding the PGlite data dir meanwhile) for `run`, then closes it. */
async function direct<T extends { lines: string[] }>(tool: OperatorTool, run: (db: Database) => Promise<T>): Promise<T> {
  const databaseUrl = process.env.DATABASE_URL || undefined;
  const dataDir = resolve(process.env.DATA_DIR || '.data');
  if (!databaseUrl) await holdDataDir(dataDir, 'cli').catch((err: Error) => tool.fail(`${err.message}; stop the server first`));
  const db = await openDatabase({ databaseUrl, dataDir });
  try {
    return await run(db);
  } finally {
    await db.close();
    if (!databaseUrl) releaseDataDir(dataDir);
  }
}

/** Runs the command where the data is and prints its lines; the whole answer for a command that returns more
 * (promotions show: images). Any error ends the process with its message. */
export async function runOperatorCommand<T extends { lines: string[] }>(tool: OperatorTool, path: string, cmd: unknown, run: (db: Database) => Promise<T>): Promise<T> {
  try {
    const value = (await viaServer<T>(tool, path, cmd)) ?? (await direct(tool, run));
    for (const line of value.lines) console.log(line);
    return value;
  } catch (err) {
    if (err instanceof Error) tool.fail(err.message);
    throw err;
  }
}
