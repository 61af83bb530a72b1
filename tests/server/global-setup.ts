// Once per test run: a PostgreSQL cluster for the PostgreSQL leg (when installed) and an initdb'd PGlite
// template that test files copy (a cold PGlite start is ~5 s; opening a copy is ~0.4 s). Both also get a migrated
// template: applying every migration to a fresh PGlite takes seconds, paid once here instead of per test world.
import { cpSync, mkdirSync, mkdtempSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { PGlite } from '@electric-sql/pglite';
import pg from 'pg';
import type { TestProject } from 'vitest/node';
import { openDatabase } from '../../src/server/db/index.ts';
import { startCluster } from './support/postgres-cluster.ts';
import { MIGRATED_PG_TEMPLATE } from './support/templates.ts';

declare module 'vitest' {
  export interface ProvidedContext {
    /** Superuser URL of the throw-away cluster, or null when PostgreSQL is not installed. */
    pgAdminUrl: string | null;
    /** A folder whose pglite/ is a fresh, closed PGlite data dir (no migrations applied). */
    pgliteTemplate: string;
    /** The same with every migration applied. */
    pgliteMigratedTemplate: string;
    /** Deleted at teardown: for files written after a test file ends (Vite's optimizer cache). */
    scratchDir: string;
  }
}

export default async function setup(project: TestProject): Promise<() => Promise<void>> {
  // SERVER_TESTS_POSTGRES=off skips the leg on purpose (a quicker local loop); CI leaves it unset.
  const off = process.env.SERVER_TESTS_POSTGRES === 'off';
  const scratch = mkdtempSync(join(tmpdir(), 'wl-server-tests-'));
  const template = join(scratch, 'template');
  mkdirSync(join(template, 'pglite'), { recursive: true });
  // initdb runs in child processes while PGlite's initdb runs here: overlap them.
  const [cluster] = await Promise.all([
    off ? null : startCluster(),
    PGlite.create(join(template, 'pglite')).then((db) => db.close()),
  ]);
  if (!cluster) {
    const why = off ? 'SERVER_TESTS_POSTGRES=off' : 'initdb not found';
    console.warn(`\n${'!'.repeat(72)}\n!!! SKIPPING PostgreSQL leg: ${why} (the PGlite leg still runs)\n${'!'.repeat(72)}\n`);
  }

  const migrated = join(scratch, 'migrated');
  cpSync(template, migrated, { recursive: true });
  await Promise.all([
    openDatabase({ dataDir: migrated }).then((db) => db.close()),
    cluster ? migratedPostgresTemplate(cluster.url) : null,
  ]);

  project.provide('pgAdminUrl', cluster?.url ?? null);
  project.provide('pgliteTemplate', template);
  project.provide('pgliteMigratedTemplate', migrated);
  project.provide('scratchDir', scratch);
  return async () => {
    cluster?.stop();
    rmSync(scratch, { recursive: true, force: true });
  };
}

/** A database of the cluster with every migration applied; legs create theirs from it (CREATE DATABASE … TEMPLATE). */
async function migratedPostgresTemplate(adminUrl: string): Promise<void> {
  const admin = new pg.Client({ connectionString: adminUrl });
  await admin.connect();
  await admin.query(`CREATE DATABASE ${MIGRATED_PG_TEMPLATE}`);
  await admin.end();
  const url = new URL(adminUrl);
  url.pathname = `/${MIGRATED_PG_TEMPLATE}`;
  const db = await openDatabase({ databaseUrl: url.toString() });
  await db.close();
}
