// The two databases a bench section measures on: a throwaway PGlite directory, and a fresh database on
// DATABASE_URL or on a throwaway local cluster (as the server tests start one, fsync off). Each is removed after.
import { mkdtempSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import pg from 'pg';
import { startCluster } from '../../tests/server/support/postgres-cluster.ts';
import { openDatabase } from '../../src/server/db/index.ts';
import type { Database } from '../../src/server/db/types.ts';

/** Runs fn on a fresh migrated PGlite database in a temporary directory. */
export async function withPglite(prefix: string, fn: (db: Database) => Promise<void>): Promise<void> {
  const dir = mkdtempSync(join(tmpdir(), `${prefix}-`));
  try {
    const db = await openDatabase({ dataDir: dir });
    try {
      await fn(db);
    } finally {
      await db.close();
    }
  } finally {
    rmSync(dir, { recursive: true, force: true });
  }
}

/**
 * Runs fn on a fresh migrated PostgreSQL database (`given`: it lives on DATABASE_URL, else on a throwaway
 * cluster); prints why and skips when neither is available.
 */
export async function withPostgres(prefix: string, fn: (db: Database, given: boolean) => Promise<void>): Promise<void> {
  const given = process.env.DATABASE_URL;
  const cluster = given ? null : await startCluster().catch((err: unknown) => {
    console.log(`\nPostgreSQL: skipped (the throwaway cluster did not start: ${String(err).split('\n')[0]})`);
    return undefined;
  });
  if (cluster === undefined) return;
  if (!given && !cluster) {
    console.log('\nPostgreSQL: skipped (no DATABASE_URL and no initdb/pg_ctl on this machine)');
    return;
  }
  const adminUrl = given ?? cluster!.url;
  const name = `${prefix}_${Date.now()}`;
  const admin = new pg.Client({ connectionString: adminUrl });
  await admin.connect();
  try {
    await admin.query(`CREATE DATABASE ${name}`);
    const url = new URL(adminUrl);
    url.pathname = `/${name}`;
    const db = await openDatabase({ databaseUrl: url.toString() });
    try {
      await fn(db, Boolean(given));
    } finally {
      await db.close();
    }
  } finally {
    await admin.query(`DROP DATABASE IF EXISTS ${name} WITH (FORCE)`).catch(() => {});
    await admin.end();
    cluster?.stop();
  }
}
