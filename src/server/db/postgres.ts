import pg from 'pg';
import type { Database, Queryable, QueryResult, Row } from './types.ts';

const INT8 = 20;
const NUMERIC = 1700;

// pg already returns BIGINT/NUMERIC as strings, but that is a global default any library may change with
// pg.types.setTypeParser; a per-pool parser table keeps this pool exact whatever else runs in the process.
const exactTypes: pg.CustomTypesConfig = {
  getTypeParser: ((oid: number, format?: 'text' | 'binary') =>
    oid === INT8 || oid === NUMERIC ? (v: string) => v : pg.types.getTypeParser(oid, format)) as pg.CustomTypesConfig['getTypeParser'],
};

function wrap(target: pg.Pool | pg.PoolClient): Queryable {
  return {
    async query<R = Row>(sql: string, params: readonly unknown[] = []): Promise<QueryResult<R>> {
      const r = await target.query(sql, params as unknown[]);
      return { rows: r.rows as R[], rowCount: r.rowCount ?? r.rows.length };
    },
    async exec(sql: string): Promise<void> {
      // No parameters → the simple query protocol, which accepts several statements.
      await target.query(sql);
    },
  };
}

/** A PostgreSQL server (DATABASE_URL): the scale-out setup, N stateless API instances on one database. */
export async function openPostgres(url: string): Promise<Database> {
  // Connections stay open through quiet minutes (pg's default closes them after 10 s idle): a new server process
  // pays page faults on its first pass over the shared buffers, which tripled a team report's time on a 2-core VM.
  const pool = new pg.Pool({ connectionString: url, types: exactTypes, max: 10, idleTimeoutMillis: 300_000 });
  // An idle client that loses its server emits 'error' on the pool; without a listener that kills the process.
  pool.on('error', () => {});
  await pool.query('SELECT 1'); // fail at start, not at the first request
  const q = wrap(pool);
  return {
    kind: 'postgres',
    query: q.query,
    exec: q.exec,
    async transaction<T>(fn: (tx: Queryable) => Promise<T>): Promise<T> {
      const client = await pool.connect();
      try {
        await client.query('BEGIN');
        const out = await fn(wrap(client));
        await client.query('COMMIT');
        return out;
      } catch (err) {
        await client.query('ROLLBACK').catch(() => {});
        throw err;
      } finally {
        client.release();
      }
    },
    close: () => pool.end(),
  };
}
