import { mkdirSync } from 'node:fs';
import { PGlite, types, type Transaction } from '@electric-sql/pglite';
import type { Database, Queryable, QueryResult, Row } from './types.ts';

// PGlite parses INT8 into a JS BigInt (and JSON cannot carry it); keep BIGINT and NUMERIC as exact strings,
// the same as `pg` does, so money and ids never lose precision and both drivers answer alike.
const parsers = { [types.INT8]: (x: string) => x, [types.NUMERIC]: (x: string) => x };

function wrap(target: PGlite | Transaction): Queryable {
  return {
    async query<R = Row>(sql: string, params: readonly unknown[] = []): Promise<QueryResult<R>> {
      const r = await target.query<R>(sql, params as unknown[]);
      return { rows: r.rows, rowCount: r.affectedRows || r.rows.length };
    },
    async exec(sql: string): Promise<void> {
      await target.exec(sql);
    },
  };
}

/** Embedded PostgreSQL (WASM) stored in dataDir. The first open runs initdb (~5 s); later opens take ~0.4 s. */
export async function openPglite(dataDir: string): Promise<Database> {
  mkdirSync(dataDir, { recursive: true });
  const db = await PGlite.create(dataDir, { parsers });
  const q = wrap(db);
  return {
    kind: 'pglite',
    query: q.query,
    exec: q.exec,
    transaction: (fn) => db.transaction((tx) => fn(wrap(tx))),
    close: async () => {
      if (!db.closed) await db.close();
    },
  };
}
