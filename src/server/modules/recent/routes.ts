// Recently launched games per member (GAMELOREC3; docs/games-contract.md): last launched first,
// one row per game. The launch endpoint records them (recordRecentGame).
import type { FastifyInstance } from 'fastify';
import type { GameItemPage, RecentGamesRequest } from '../../../generated/types.ts';
import type { Queryable } from '../../db/types.ts';
import { ok } from '../../http/envelope.ts';
import { brandVendors, memberGamePage, vendorParam } from '../games/index.ts';
import { pageOf, queryParams } from '../../http/query.ts';
import { brandOf, requireFlag, requireSession, services } from '../../services.ts';
import { requestSchemas } from '../../../generated/request-schemas.ts';

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

  app.get('/wps/relay/GCS_recentGame', { schema: { querystring: requestSchemas.RecentGamesRequest } }, async (request) => {
    const q = queryParams<RecentGamesRequest>(
      request,
      ['pageNo', 'pageSize', 'gameType', 'language', 'clientType', 'platform'],
      ['pageNo', 'pageSize', 'clientType'],
    );
    const brand = brandOf(request);
    requireFlag(brand.flags.recentGames);
    const session = requireSession(request);
    const value: GameItemPage = await memberGamePage(db, {
      list: 'recent',
      memberId: session.customerId,
      brandId: brand.id,
      vendorsParam: vendorParam(brand),
      vendors: brandVendors(brand),
      language: request.language,
      gameType: q.gameType,
      page: pageOf(q.pageNo, q.pageSize),
    });
    return ok(value);
  });
}
