import { join } from 'node:path';
import { migrate, type MigrateResult } from './migrate.ts';
import { openPglite } from './pglite.ts';
import { openPostgres } from './postgres.ts';
import type { Database } from './types.ts';

export type { Database, Queryable, QueryResult, Row } from './types.ts';

export interface DatabaseOptions {
  /** postgres://… — when set, PostgreSQL is used and dataDir is ignored. */
  databaseUrl?: string | undefined;
  /** Where the embedded PGlite database lives (dataDir/pglite). */
  dataDir?: string | undefined;
  /** Told what the migrations did (the server logs it). */
  onMigrated?: ((r: MigrateResult) => void) | undefined;
}

/** Open the configured database and bring its schema up to date. */
export async function openDatabase(opts: DatabaseOptions): Promise<Database> {
  const db = opts.databaseUrl ? await openPostgres(opts.databaseUrl) : await openPglite(join(opts.dataDir ?? '.data', 'pglite'));
  try {
    // Not `opts.onMigrated?.(await migrate(db))`: optional call skips evaluating its arguments too.
    const result = await migrate(db);
    opts.onMigrated?.(result);
  } catch (err) {
    await db.close();
    throw err;
  }
  return db;
}
