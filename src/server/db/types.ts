/** One row as the driver returns it; BIGINT and NUMERIC come back as strings (see the parsers in each adapter). */
export type Row = Record<string, unknown>;

export interface QueryResult<R = Row> {
  rows: R[];
  /** Rows inserted/updated/deleted, or returned by a SELECT. */
  rowCount: number;
}

export interface Queryable {
  /** One statement with $1… parameters. Pass JSON values as JSON.stringify(x) with a ::jsonb cast: `pg` would turn a JS array into a PostgreSQL array literal. */
  query<R = Row>(sql: string, params?: readonly unknown[]): Promise<QueryResult<R>>;
  /** A script of several statements without parameters (migrations). Kept apart because the extended protocol behind query() allows only one statement. */
  exec(sql: string): Promise<void>;
}

/** The thin adapter every server module uses; PGlite and PostgreSQL look the same through it. */
export interface Database extends Queryable {
  readonly kind: 'pglite' | 'postgres';
  /** Runs fn in BEGIN … COMMIT on one connection; any throw rolls back and rethrows. */
  transaction<T>(fn: (tx: Queryable) => Promise<T>): Promise<T>;
  close(): Promise<void>;
}
