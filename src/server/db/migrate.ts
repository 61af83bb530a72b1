import { createHash } from 'node:crypto';
import { readdirSync, readFileSync } from 'node:fs';
import { fileURLToPath } from 'node:url';
import { join } from 'node:path';
import type { Database } from './types.ts';

export const MIGRATIONS_DIR = fileURLToPath(new URL('./migrations/', import.meta.url));

// Any constant works; it only has to be the same for every instance so that two servers starting at once
// against one PostgreSQL apply each migration exactly once (the second waits, then sees it recorded).
const LOCK_KEY = 7_243_516_001;

/**
 * Checksums an applied migration may still carry from before its comments alone were reworded (the SQL is the
 * same): accepted as unchanged and brought up to date, so existing databases do not warn.
 */
const REWORDED: Record<string, readonly string[]> = {
  '002': ['7e609b0c2cb1423896383d20b76105760dbefa2d0d21bbbbc367a83b4d537bd0'],
  '003': ['9752129a0a3b1b917b730b0bfccbe3f253c0a3f40a0d7e08f1f2b150b378ea38'],
};

export interface Migration {
  version: string;
  name: string;
  sql: string;
  checksum: string;
}

/** NNN_name.sql files, in version order. */
export function listMigrations(dir = MIGRATIONS_DIR): Migration[] {
  return readdirSync(dir)
    .filter((f) => /^\d{3}_[\w-]+\.sql$/.test(f))
    .sort()
    .map((file) => {
      const sql = readFileSync(join(dir, file), 'utf8');
      return {
        version: file.slice(0, 3),
        name: file.slice(4, -4),
        sql,
        checksum: createHash('sha256').update(sql).digest('hex'),
      };
    });
}

export interface MigrateResult {
  applied: string[];
  /** Already-applied migrations whose file changed since: a mistake to fix by adding a new migration. */
  changed: string[];
}

/** Apply pending migrations, each in its own transaction, and record them in schema_migrations. */
export async function migrate(db: Database, dir = MIGRATIONS_DIR): Promise<MigrateResult> {
  const result: MigrateResult = { applied: [], changed: [] };
  for (const m of listMigrations(dir)) {
    await db.transaction(async (tx) => {
      await tx.query('SELECT pg_advisory_xact_lock($1)', [LOCK_KEY]);
      await tx.exec(`CREATE TABLE IF NOT EXISTS schema_migrations (
        version text PRIMARY KEY,
        name text NOT NULL,
        checksum text NOT NULL,
        applied_at timestamptz NOT NULL DEFAULT now()
      )`);
      const done = await tx.query<{ checksum: string }>('SELECT checksum FROM schema_migrations WHERE version = $1', [m.version]);
      if (done.rows[0]) {
        const recorded = done.rows[0].checksum;
        if (recorded === m.checksum) return;
        if (REWORDED[m.version]?.includes(recorded))
          await tx.query('UPDATE schema_migrations SET checksum = $2 WHERE version = $1', [m.version, m.checksum]);
        else result.changed.push(`${m.version}_${m.name}`);
        return;
      }
      await tx.exec(m.sql);
      await tx.query('INSERT INTO schema_migrations (version, name, checksum) VALUES ($1, $2, $3)', [m.version, m.name, m.checksum]);
      result.applied.push(`${m.version}_${m.name}`);
    });
  }
  return result;
}
