// The database adapter and migrations, on PGlite and on PostgreSQL (the same code on both).
import type { FastifyInstance } from 'fastify';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createServer } from '../../../src/server/app.ts';
import { listRevisions } from '../../../src/server/brands/revisions.ts';
import { openDatabase } from '../../../src/server/db/index.ts';
import { listMigrations, migrate } from '../../../src/server/db/migrate.ts';
import type { Database } from '../../../src/server/db/types.ts';
import { copyBrands, makeDist, removeTemps } from '../support/fixtures.ts';
import { dbLegs, type DbTarget } from '../support/legs.ts';

describe.each(dbLegs())('database on $name', (leg) => {
  let target: DbTarget;
  let db: Database;

  beforeAll(async () => {
    if (!leg.available) return;
    target = await leg.target();
    db = await openDatabase({ dataDir: target.dataDir, databaseUrl: target.databaseUrl });
  });
  afterAll(async () => {
    await db?.close();
    await target?.dispose();
    removeTemps();
  });

  describe.skipIf(!leg.available)('', () => {
    it('applies every migration once and records it in schema_migrations', async () => {
      const { rows } = await db.query<{ version: string }>('SELECT version FROM schema_migrations ORDER BY version');
      expect(rows.map((r) => r.version)).toEqual(listMigrations().map((m) => m.version));
      const cols = await db.query<{ column_name: string }>(
        "SELECT column_name FROM information_schema.columns WHERE table_name = 'brand_revisions' ORDER BY ordinal_position",
      );
      expect(cols.rows.map((c) => c.column_name)).toEqual(['id', 'brand_id', 'hash', 'ok', 'problems', 'loaded_at']);
    });

    it('migrations are idempotent: running again applies nothing and changes nothing', async () => {
      const before = await db.query('SELECT version, applied_at FROM schema_migrations ORDER BY version');
      expect(await migrate(db)).toEqual({ applied: [], changed: [] });
      expect(await migrate(db)).toEqual({ applied: [], changed: [] });
      expect((await db.query('SELECT version, applied_at FROM schema_migrations ORDER BY version')).rows).toEqual(before.rows);
    });

    it('a migration whose comments alone were reworded is not reported as changed; an edited one is', async () => {
      const current = (v: string) => listMigrations().find((m) => m.version === v)!.checksum;
      // the checksum 002 carried before its header stopped naming an issue
      await db.query(`UPDATE schema_migrations SET checksum = '7e609b0c2cb1423896383d20b76105760dbefa2d0d21bbbbc367a83b4d537bd0' WHERE version = '002'`);
      await db.query(`UPDATE schema_migrations SET checksum = 'edited' WHERE version = '004'`);
      expect(await migrate(db)).toEqual({ applied: [], changed: ['004_social'] });
      const rows = await db.query<{ version: string; checksum: string }>(`SELECT version, checksum FROM schema_migrations WHERE version IN ('002', '004') ORDER BY version`);
      expect(rows.rows).toEqual([
        { version: '002', checksum: current('002') },
        { version: '004', checksum: 'edited' },
      ]);
      await db.query(`UPDATE schema_migrations SET checksum = $1 WHERE version = '004'`, [current('004')]);
      expect(await migrate(db)).toEqual({ applied: [], changed: [] });
    });

    it('BIGINT and NUMERIC keep their precision (strings)', async () => {
      const { rows } = await db.query<{ b: unknown; n: unknown; s: unknown }>(
        'SELECT 9007199254740993::bigint AS b, 12345678901234567890.123456789::numeric AS n, $1::bigint + 1 AS s',
        ['9007199254740993'],
      );
      expect(rows[0]).toEqual({ b: '9007199254740993', n: '12345678901234567890.123456789', s: '9007199254740994' });
    });

    it('bigserial ids come back as strings; jsonb round-trips', async () => {
      await db.query("INSERT INTO brand_revisions (brand_id, hash, ok, problems) VALUES ('probe', NULL, false, $1::jsonb)", [
        JSON.stringify([{ file: 'f', pointer: '/a', message: 'm' }]),
      ]);
      const [rev] = await listRevisions(db, 'probe');
      expect(typeof rev?.id).toBe('string');
      expect(rev?.problems).toEqual([{ file: 'f', pointer: '/a', message: 'm' }]);
      expect(rev?.loadedAt).toBeInstanceOf(Date);
    });

    it('transaction commits on success and rolls back on throw', async () => {
      await db.exec('CREATE TABLE IF NOT EXISTS tx_probe (v int)');
      await db.transaction(async (tx) => {
        await tx.query('INSERT INTO tx_probe VALUES ($1)', [1]);
      });
      await expect(
        db.transaction(async (tx) => {
          await tx.query('INSERT INTO tx_probe VALUES ($1)', [2]);
          throw new Error('boom');
        }),
      ).rejects.toThrow('boom');
      const { rows } = await db.query<{ v: number }>('SELECT v FROM tx_probe ORDER BY v');
      expect(rows).toEqual([{ v: 1 }]);
    });

    it('the server opens the configured database itself, records every brand, and closes it', async () => {
      await db.close(); // PGlite is single-process: hand the data dir over to the server
      let app: FastifyInstance | undefined;
      try {
        app = await createServer({
          brandsDir: copyBrands(),
          dataDir: target.dataDir,
          databaseUrl: target.databaseUrl,
          distDir: makeDist(),
          watchBrands: false,
        });
        expect(app.db.kind).toBe(leg.name);
        for (const id of ['aurora', 'lotus', 'pebble']) expect((await listRevisions(app.db, id))[0]?.ok).toBe(true);
        const res = await app.inject({ url: '/wps/system/status', headers: { host: 'pebble.localhost' } });
        expect(res.statusCode).toBe(200);
      } finally {
        await app?.close();
      }
      // Closed cleanly: it reopens, and still applies nothing new.
      db = await openDatabase({ dataDir: target.dataDir, databaseUrl: target.databaseUrl });
      expect(await migrate(db)).toEqual({ applied: [], changed: [] });
    });
  });
});

describe.skipIf(!dbLegs()[1]!.available)('PostgreSQL: two servers starting at once', () => {
  it('apply each migration exactly once (advisory lock)', async () => {
    const target = await dbLegs()[1]!.target();
    try {
      const [a, b] = await Promise.all([
        openDatabase({ databaseUrl: target.databaseUrl }),
        openDatabase({ databaseUrl: target.databaseUrl }),
      ]);
      const { rows } = await a.query('SELECT version FROM schema_migrations');
      expect(rows).toHaveLength(listMigrations().length);
      await Promise.all([a.close(), b.close()]);
    } finally {
      await target.dispose();
    }
  });
});
