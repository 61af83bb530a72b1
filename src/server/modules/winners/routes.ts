// GET /wps/relay/GCSGAME_getRankList ("Winner board size", docs/spec/rules.md): the brand's biggest wins, masked names.
import type { FastifyInstance } from 'fastify';
import type { GameType, RankListRequest, RankListValue } from '../../../generated/types.ts';
import { ok } from '../../http/envelope.ts';
import { gameIconPath, type GameRow, localized, vendorParam } from '../games/index.ts';
import { queryParams } from '../../http/query.ts';
import { brandOf, services } from '../../services.ts';
import { maskCustomerName } from './mask.ts';
import { seedWinners } from './seed.ts';
import { requestSchemas } from '../../../generated/request-schemas.ts';

export async function winnerRoutes(app: FastifyInstance): Promise<void> {
  const { db, clock } = services(app);

  app.get('/wps/relay/GCSGAME_getRankList', { schema: { querystring: requestSchemas.RankListRequest } }, async (request) => {
    const q = queryParams<RankListRequest>(request, ['gameCategory', 'language', 'limitNum'], ['limitNum']);
    const brand = brandOf(request);
    const vendors = vendorParam(brand);
    const games = await db.query<{ node_id: number }>(
      `SELECT node_id FROM games WHERE is_game = 'GAME' AND vendor IN (SELECT jsonb_array_elements_text($1::jsonb)) ORDER BY position`,
      [vendors],
    );
    await seedWinners(db, brand.id, games.rows.map((r) => r.node_id), clock.now());
    const params: unknown[] = [brand.id, vendors, q.limitNum ?? 20];
    let filter = '';
    if (q.gameCategory !== undefined && q.gameCategory !== 'ALL') {
      params.push(q.gameCategory);
      filter = ` AND g.game_type = $${params.length}`;
    }
    const r = await db.query<Pick<GameRow, 'vendor' | 'game_code' | 'game_type' | 'names'> & { customer_name: string; win_amount: string; win_time: Date }>(
      `SELECT w.customer_name, w.win_amount, w.win_time, g.vendor, g.game_code, g.game_type, g.names
       FROM winners w JOIN games g ON g.node_id = w.node_id
       WHERE w.brand_id = $1 AND g.vendor IN (SELECT jsonb_array_elements_text($2::jsonb))${filter}
       ORDER BY w.win_amount DESC, w.seq LIMIT $3`,
      params,
    );
    const value: RankListValue = {
      list: r.rows.map((row, i) => ({
        rank: i + 1,
        customerName: maskCustomerName(row.customer_name),
        winAmount: Number(row.win_amount),
        iconUrl: gameIconPath(row.vendor, row.game_code),
        gameName: localized(row.names, request.language),
        vassalage: row.vendor,
        gameType: row.game_type as GameType,
        winTime: new Date(row.win_time).toISOString(),
      })),
    };
    return ok(value);
  });
}
