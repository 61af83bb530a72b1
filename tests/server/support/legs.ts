// Every DB-touching suite runs once per leg: PGlite (always) and PostgreSQL (when the cluster started).
import { randomBytes } from 'node:crypto';
import { cpSync, mkdtempSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import pg from 'pg';
import { inject } from 'vitest';
import { openDatabase } from '../../../src/server/db/index.ts';
import type { Database } from '../../../src/server/db/types.ts';
import { MIGRATED_PG_TEMPLATE } from './templates.ts';

/** What createServer/openDatabase need to reach one fresh, empty database. */
export interface DbTarget {
  dataDir?: string;
  databaseUrl?: string;
  dispose(): Promise<void>;
}

export interface DbLeg {
  name: 'pglite' | 'postgres';
  available: boolean;
  /** A fresh database nobody has opened yet (migrations not applied). */
  target(): Promise<DbTarget>;
  /** A fresh database, opened and migrated (a copy of the run's migrated template); dispose closes and deletes it. */
  open(): Promise<{ db: Database; dispose(): Promise<void> }>;
}

async function pgliteTarget(migrated = false): Promise<DbTarget> {
  const dir = mkdtempSync(join(tmpdir(), 'wl-pglite-'));
  cpSync(inject(migrated ? 'pgliteMigratedTemplate' : 'pgliteTemplate'), dir, { recursive: true });
  return { dataDir: dir, dispose: async () => rmSync(dir, { recursive: true, force: true }) };
}

async function postgresTarget(adminUrl: string, migrated = false): Promise<DbTarget> {
  const name = `t_${randomBytes(6).toString('hex')}`;
  const admin = new pg.Client({ connectionString: adminUrl });
  await admin.connect();
  await admin.query(`CREATE DATABASE ${name}${migrated ? ` TEMPLATE ${MIGRATED_PG_TEMPLATE}` : ''}`);
  await admin.end();
  const url = new URL(adminUrl);
  url.pathname = `/${name}`;
  return {
    databaseUrl: url.toString(),
    async dispose() {
      const c = new pg.Client({ connectionString: adminUrl });
      await c.connect();
      await c.query(`DROP DATABASE IF EXISTS ${name} WITH (FORCE)`);
      await c.end();
    },
  };
}

let warned = false;

export function dbLegs(): DbLeg[] {
  const adminUrl = inject('pgAdminUrl');
  if (!adminUrl && !warned) {
    warned = true;
    console.warn(
      `SKIPPING PostgreSQL leg: ${process.env.SERVER_TESTS_POSTGRES === 'off' ? 'SERVER_TESTS_POSTGRES=off' : 'initdb not found'}`,
    );
  }
  const make = (name: DbLeg['name'], available: boolean, target: (migrated?: boolean) => Promise<DbTarget>): DbLeg => ({
    name,
    available,
    target: () => target(),
    async open() {
      // migrate() still runs on open: it finds every migration applied, with its checksum
      const t = await target(true);
      const db = await openDatabase({ dataDir: t.dataDir, databaseUrl: t.databaseUrl });
      return {
        db,
        async dispose() {
          await db.close();
          await t.dispose();
        },
      };
    },
  });
  return [make('pglite', true, pgliteTarget), make('postgres', adminUrl !== null, (migrated) => postgresTarget(adminUrl!, migrated))];
}
