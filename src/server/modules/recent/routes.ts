// Recently launched games per member (GAMELOREC3; api-notes §1.2 Games, games contract): last launched first,
// one row per game. The launch endpoint records them (recordRecentGame).
import type { FastifyInstance } from 'fastify';
import type { GameItemPage, RecentGamesRequest } from '../../../generated/types.ts';
import { validateRecentGamesRequest } from '../../../generated/validators.js';
import type { Queryable } from '../../db/types.ts';
import { ok } from '../../http/envelope.ts';
import { brandVendors, vendorParam } from '../games/brand-vendors.ts';
import { gameColumns, gameItems, type GameRow } from '../games/items.ts';
import { pageOf, queryParams, totalPages } from '../games/query.ts';
import { brandOf, requireFlag, requireSession, services } from '../services.ts';

/** A launch moves the game to the top of the member's recent list. */
export async function recordRecentGame(db: Queryable, brandId: string, memberId: string, nodeId: number, at: Date): Promise<void> {
  await db.query(
    `INSERT INTO recent_games (brand_id, member_id, node_id, launched_at) VALUES ($1, $2, $3, $4)
     ON CONFLICT (member_id, node_id) DO UPDATE SET launched_at = EXCLUDED.launched_at, seq = nextval(pg_get_serial_sequence('recent_games', 'seq'))`,
    [brandId, memberId, nodeId, at],
  );
}

export async function recentRoutes(app: FastifyInstance): Promise<void> {
  const { db } = services(app);

  app.get('/wps/relay/GCS_recentGame', async (request, reply) => {
    reply.header('cache-control', 'no-store');
    const q = queryParams<RecentGamesRequest>(
      request,
      ['pageNo', 'pageSize', 'gameType', 'language', 'clientType', 'platform'],
      ['pageNo', 'pageSize', 'clientType'],
      validateRecentGamesRequest,
    );
    const brand = brandOf(request);
    requireFlag(brand.flags.recentGames);
    const session = requireSession(request);
    const page = pageOf(q.pageNo, q.pageSize);
    const params: unknown[] = [session.customerId, brand.id, vendorParam(brand)];
    let filter = '';
    if (q.gameType !== undefined) {
      params.push(q.gameType);
      filter = ` AND g.game_type = $${params.length}`;
    }
    const from = `FROM recent_games r JOIN games g ON g.node_id = r.node_id
      WHERE r.member_id = $1 AND r.brand_id = $2 AND g.vendor IN (SELECT jsonb_array_elements_text($3::jsonb))${filter}`;
    const count = await db.query<{ n: string }>(`SELECT count(*) AS n ${from}`, params);
    const rows = await db.query<GameRow>(
      `SELECT ${gameColumns('g')} ${from} ORDER BY r.launched_at DESC, r.seq DESC LIMIT $${params.length + 1} OFFSET $${params.length + 2}`,
      [...params, page.pageSize, page.offset],
    );
    const n = Number(count.rows[0]?.n ?? 0);
    const value: GameItemPage = {
      content: gameItems(rows.rows, brandVendors(brand), request.language),
      pageNum: page.pageNo,
      totalPages: totalPages(n, page.pageSize),
      totalCount: n,
    };
    return ok(value);
  });
}
