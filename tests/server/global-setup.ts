// Once per test run: a PostgreSQL cluster for the PostgreSQL leg (when installed) and an initdb'd PGlite
// template that test files copy (a cold PGlite start is ~5 s; opening a copy is ~0.4 s).
import { mkdtempSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { PGlite } from '@electric-sql/pglite';
import type { TestProject } from 'vitest/node';
import { startCluster } from './support/postgres-cluster.ts';

declare module 'vitest' {
  export interface ProvidedContext {
    /** Superuser URL of the throw-away cluster, or null when PostgreSQL is not installed. */
    pgAdminUrl: string | null;
    /** A folder whose pglite/ is a fresh, closed PGlite data dir (no migrations applied). */
    pgliteTemplate: string;
  }
}

export default async function setup(project: TestProject): Promise<() => Promise<void>> {
  const cluster = await startCluster();
  if (!cluster) {
    console.warn('\n' + '!'.repeat(72) + '\n!!! SKIPPING PostgreSQL leg: initdb not found (PGlite leg still runs)\n' + '!'.repeat(72) + '\n');
  }
  const template = mkdtempSync(join(tmpdir(), 'wl-pglite-template-'));
  const db = await PGlite.create(join(template, 'pglite'));
  await db.close();

  project.provide('pgAdminUrl', cluster?.url ?? null);
  project.provide('pgliteTemplate', template);
  return async () => {
    cluster?.stop();
    rmSync(template, { recursive: true, force: true });
  };
}
