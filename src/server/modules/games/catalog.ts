// The game catalog: read from a JSON file (the shipped seed, or GAME_CATALOG), checked like a brand config (file,
// JSON pointer, what was expected), then written to the database at startup (games contract "Catalog").
import { readFileSync } from 'node:fs';
import { fileURLToPath } from 'node:url';
import type { BrandConfig, GameCatalog } from '../../../generated/types.ts';
import { validateGameCatalog } from '../../../generated/validators.js';
import { ajvProblems, formatProblem, type BrandProblem } from '../../../engine/brand/errors.ts';
import type { Database } from '../../db/types.ts';

export const SHIPPED_CATALOG = fileURLToPath(new URL('./seed/catalog.json', import.meta.url));

/** A catalog file that cannot be used: every problem, addressed for the operator. */
export class CatalogError extends Error {
  constructor(readonly problems: BrandProblem[]) {
    super(`game catalog rejected:\n  ${problems.map(formatProblem).join('\n  ')}`);
  }
}

/** What the schema cannot say: unique node ids and codes, known vendors, at most one lobby tile per vendor. */
export function catalogProblems(file: string, catalog: GameCatalog): BrandProblem[] {
  const problems: BrandProblem[] = [];
  const vendors = new Set<string>();
  catalog.vendors.forEach((v, i) => {
    if (vendors.has(v.code)) problems.push({ file, pointer: `/vendors/${i}/code`, message: `must be unique (${v.code} is listed twice)` });
    vendors.add(v.code);
  });
  const nodeIds = new Set<number>();
  const codes = new Set<string>();
  const tiles = new Set<string>();
  catalog.games.forEach((g, i) => {
    if (nodeIds.has(g.nodeId)) problems.push({ file, pointer: `/games/${i}/nodeId`, message: `must be unique (${g.nodeId} is used twice)` });
    nodeIds.add(g.nodeId);
    if (codes.has(`${g.vendor}/${g.gameCode}`))
      problems.push({ file, pointer: `/games/${i}/gameCode`, message: `must be unique per vendor (${g.vendor} ${g.gameCode} is used twice)` });
    codes.add(`${g.vendor}/${g.gameCode}`);
    if (!vendors.has(g.vendor)) problems.push({ file, pointer: `/games/${i}/vendor`, message: `must be the code of a vendor in /vendors (got "${g.vendor}")` });
    if (g.isGame === 'VASSALAGE') {
      if (tiles.has(g.vendor)) problems.push({ file, pointer: `/games/${i}/isGame`, message: `a vendor has at most one VASSALAGE lobby tile (${g.vendor} has two)` });
      tiles.add(g.vendor);
    }
  });
  return problems;
}

/** Read and check a catalog file; throws CatalogError listing what is wrong. */
export function readCatalog(path: string): GameCatalog {
  let data: unknown;
  try {
    data = JSON.parse(readFileSync(path, 'utf8'));
  } catch (err) {
    const reason = (err as NodeJS.ErrnoException).code === 'ENOENT' ? 'file is missing' : `invalid JSON: ${(err as Error).message}`;
    throw new CatalogError([{ file: path, pointer: '', message: reason }]);
  }
  if (!validateGameCatalog(data)) throw new CatalogError(ajvProblems(path, validateGameCatalog.errors));
  const catalog = data as GameCatalog;
  const problems = catalogProblems(path, catalog);
  if (problems.length) throw new CatalogError(problems);
  return catalog;
}

// Servers sharing one PostgreSQL replace the catalog one after the other (migrate.ts uses 7_243_516_001).
const CATALOG_LOCK_KEY = 7_243_516_004;

/** Replace the catalog tables with this catalog in one transaction (favourites and recent games are kept). */
export async function storeCatalog(db: Database, catalog: GameCatalog): Promise<void> {
  const vendorType = new Map(catalog.vendors.map((v) => [v.code, v.gameType]));
  const rows = catalog.games.map((g, position) => ({
    node_id: g.nodeId,
    vendor: g.vendor,
    game_code: g.gameCode,
    game_id: g.gameId,
    game_type: vendorType.get(g.vendor),
    is_game: g.isGame,
    names: g.names,
    search_text: [...new Set(Object.values(g.names).map((n) => n.toLowerCase()))].join(' '),
    tags: g.tags,
    hot: g.hot,
    position,
  }));
  await db.transaction(async (tx) => {
    await tx.query('SELECT pg_advisory_xact_lock($1)', [CATALOG_LOCK_KEY]);
    await tx.query('DELETE FROM games');
    await tx.query('DELETE FROM game_vendors');
    await tx.query(
      `INSERT INTO game_vendors (code, name, game_type)
       SELECT code, name, "gameType" FROM jsonb_to_recordset($1::jsonb) AS v(code text, name text, "gameType" text)`,
      [JSON.stringify(catalog.vendors)],
    );
    await tx.query(
      `INSERT INTO games (node_id, vendor, game_code, game_id, game_type, is_game, names, search_text, tags, hot, position)
       SELECT node_id, vendor, game_code, game_id, game_type, is_game, names, search_text, tags, hot, position
       FROM jsonb_to_recordset($1::jsonb) AS g(node_id integer, vendor text, game_code text, game_id text, game_type text,
         is_game text, names jsonb, search_text text, tags jsonb, hot boolean, position integer)`,
      [JSON.stringify(rows)],
    );
  });
}

/** brands:check: every vendor a brand lists must be in the catalog (else its card would silently be missing). */
export function brandVendorProblems(file: string, config: Pick<BrandConfig, 'games'>, catalog: GameCatalog, catalogFile: string): BrandProblem[] {
  const known = new Set(catalog.vendors.map((v) => v.code));
  const problems: BrandProblem[] = [];
  (config.games?.categories ?? []).forEach((cat, i) =>
    cat.vendors.forEach((v, j) => {
      if (!known.has(v.code))
        problems.push({ file, pointer: `/games/categories/${i}/vendors/${j}/code`, message: `must be a vendor of the game catalog ${catalogFile} (got "${v.code}")` });
    }),
  );
  return problems;
}
