// Database errors the server tells apart (PostgreSQL codes; PGlite raises the same ones).

/** Unique-key violation (PostgreSQL 23505, the same code from PGlite). */
export function isUniqueViolation(err: unknown): boolean {
  return typeof err === 'object' && err !== null && (err as { code?: unknown }).code === '23505';
}
