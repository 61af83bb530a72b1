// SQL over the catalog tables (003_games.sql). Vendor lists arrive as a JSON array parameter so the same
// statement runs on PGlite and PostgreSQL.
import type { GameListTag, GameTag, GameType } from '../../../generated/types.ts';
import type { Queryable } from '../../db/types.ts';
import { gameColumns, type GameRow, type VendorStats } from './items.ts';

const IN_VENDORS = (n: number): string => `g.vendor IN (SELECT jsonb_array_elements_text($${n}::jsonb))`;

export interface GameFilter {
  /** JSON array of the vendor codes the brand shows (vendorParam). */
  vendors: string;
  gameType: GameType;
  /** One vendor's games (its lobby tile left out: this is what the provider popup lists). */
  vassalage?: string | undefined;
  tag?: GameListTag | undefined;
  /** Lower-cased substring of any of the names. */
  name?: string | undefined;
}

const likePattern = (s: string): string => `%${s.toLowerCase().replace(/[\\%_]/g, (c) => `\\${c}`)}%`;

function where(f: GameFilter): { sql: string; params: unknown[] } {
  const params: unknown[] = [f.vendors];
  const parts = [IN_VENDORS(1)];
  if (f.vassalage !== undefined) {
    // A vendor's games whatever the page's type (in-house games live on the RNG page: docs/spec/routes.md).
    params.push(f.vassalage);
    parts.push(`g.vendor = $${params.length}`, `g.is_game = 'GAME'`);
  } else {
    params.push(f.gameType);
    parts.push(`g.game_type = $${params.length}`);
  }
  if (f.tag !== undefined && f.tag !== 'ALL') {
    params.push(JSON.stringify([f.tag]));
    parts.push(`g.tags @> $${params.length}::jsonb`);
  }
  if (f.name !== undefined) {
    params.push(likePattern(f.name));
    parts.push(`g.search_text LIKE $${params.length}`);
  }
  return { sql: parts.join(' AND '), params };
}

/** One page of a filtered list, hot games first, then catalog order; and how many match. */
export async function listGames(db: Queryable, f: GameFilter, limit: number, offset: number): Promise<{ rows: GameRow[]; count: number }> {
  const w = where(f);
  const count = await db.query<{ n: string }>(`SELECT count(*) AS n FROM games g WHERE ${w.sql}`, w.params);
  const rows = await db.query<GameRow>(
    `SELECT ${gameColumns('g')} FROM games g WHERE ${w.sql} ORDER BY g.hot DESC, g.position LIMIT $${w.params.length + 1} OFFSET $${w.params.length + 2}`,
    [...w.params, limit, offset],
  );
  return { rows: rows.rows, count: Number(count.rows[0]?.n ?? 0) };
}

export async function hotGames(db: Queryable, vendors: string, limit: number): Promise<GameRow[]> {
  const r = await db.query<GameRow>(
    `SELECT ${gameColumns('g')} FROM games g WHERE ${IN_VENDORS(1)} AND g.hot AND g.is_game = 'GAME' ORDER BY g.position LIMIT $2`,
    [vendors, limit],
  );
  return r.rows;
}

export async function gameByNodeId(db: Queryable, nodeId: number): Promise<GameRow | null> {
  const r = await db.query<GameRow>(`SELECT ${gameColumns('g')} FROM games g WHERE g.node_id = $1`, [nodeId]);
  return r.rows[0] ?? null;
}

export async function gameByCode(db: Queryable, vendor: string, gameCode: string): Promise<GameRow | null> {
  const r = await db.query<GameRow>(`SELECT ${gameColumns('g')} FROM games g WHERE g.vendor = $1 AND g.game_code = $2`, [vendor, gameCode]);
  return r.rows[0] ?? null;
}

/** Per vendor of the brand: its type, how many games (lobby tiles not counted), whether it has a lobby tile. */
export async function vendorStats(db: Queryable, vendors: string): Promise<Map<string, VendorStats>> {
  const r = await db.query<{ vendor: string; game_type: GameType; game_count: string; has_tile: boolean }>(
    `SELECT v.code AS vendor, v.game_type,
            count(g.node_id) FILTER (WHERE g.is_game = 'GAME') AS game_count,
            bool_or(g.is_game = 'VASSALAGE') IS TRUE AS has_tile
     FROM game_vendors v LEFT JOIN games g ON g.vendor = v.code
     WHERE v.code IN (SELECT jsonb_array_elements_text($1::jsonb))
     GROUP BY v.code, v.game_type`,
    [vendors],
  );
  return new Map(r.rows.map((row) => [row.vendor, { ...row, game_count: Number(row.game_count) }]));
}

/** Per vendor of the brand: the distinct tags of its games, with how many games carry each. */
export async function vendorTags(db: Queryable, vendors: string): Promise<{ vendor: string; tag: GameTag; n: number }[]> {
  const r = await db.query<{ vendor: string; tag: GameTag; n: string }>(
    `SELECT g.vendor, t.tag, count(*) AS n
     FROM games g CROSS JOIN LATERAL jsonb_array_elements_text(g.tags) AS t(tag)
     WHERE ${IN_VENDORS(1)} AND g.is_game = 'GAME'
     GROUP BY g.vendor, t.tag`,
    [vendors],
  );
  return r.rows.map((row) => ({ ...row, n: Number(row.n) }));
}
