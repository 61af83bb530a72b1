// Favourite games per member (GAMELOFAV3; docs/games-contract.md): ids, a paged list newest first,
// idempotent add and remove. Favourites of games the brand no longer shows are kept but not listed.
import type { FastifyInstance, FastifyRequest } from 'fastify';
import type { FavoriteAddRequest, FavoriteIds, FavoriteListRequest, FavoriteRemoveRequest, GameItemPage } from '../../../generated/types.ts';
import { plainBody } from '../../http/body.ts';
import type { Session } from '../../http/headers.ts';
import { ok } from '../../http/envelope.ts';
import { brandVendors, gameByNodeId, gameNotFound, memberGamePage, vendorParam } from '../games/index.ts';
import { pageOf, queryParams } from '../../http/query.ts';
import { brandOf, requireFlag, requireSession, services } from '../../services.ts';
import type { LoadedBrand } from '../../../engine/brand/loaded.ts';
import { requestSchemas } from '../../../generated/request-schemas.ts';

/** (token) and GAMELOFAV3 on, in the contract's order: flag first (a brand without favourites has none for anyone). */
function favouriteCaller(request: FastifyRequest): { brand: LoadedBrand; session: Session } {
  const brand = brandOf(request);
  requireFlag(brand.flags.favoriteGames);
  return { brand, session: requireSession(request) };
}

export async function favoriteRoutes(app: FastifyInstance): Promise<void> {
  const { db, clock } = services(app);

  app.get('/wps/relay/MCSFE_getFavoriteGames', async (request) => {
    const { brand, session } = favouriteCaller(request);
    const r = await db.query<{ node_id: number }>(
      `SELECT f.node_id FROM favorite_games f JOIN games g ON g.node_id = f.node_id
       WHERE f.member_id = $1 AND f.brand_id = $2 AND g.vendor IN (SELECT jsonb_array_elements_text($3::jsonb)) ORDER BY f.created_at DESC, f.seq DESC`,
      [session.customerId, brand.id, vendorParam(brand)],
    );
    const value: FavoriteIds = r.rows.map((row) => row.node_id);
    return ok(value);
  });

  app.get('/wps/relay/MCSFE_getFavoriteGamesList', { schema: { querystring: requestSchemas.FavoriteListRequest } }, async (request) => {
    const q = queryParams<FavoriteListRequest>(
      request,
      ['pageNo', 'pageSize', 'gameType', 'language', 'clientType', 'platform'],
      ['pageNo', 'pageSize', 'clientType'],
    );
    const { brand, session } = favouriteCaller(request);
    const value: GameItemPage = await memberGamePage(db, {
      list: 'favorites',
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

  app.post('/wps/relay/MCSFE_addFavoriteGameV2', { schema: { body: requestSchemas.FavoriteAddRequest } }, async (request) => {
    const { brand, session } = favouriteCaller(request);
    const body = plainBody<FavoriteAddRequest>(request);
    const game = await gameByNodeId(db, body.nodeId);
    if (!game || !brandVendors(brand).has(game.vendor)) throw gameNotFound();
    await db.query(
      'INSERT INTO favorite_games (brand_id, member_id, node_id, created_at) VALUES ($1, $2, $3, $4) ON CONFLICT (member_id, node_id) DO NOTHING',
      [brand.id, session.customerId, body.nodeId, new Date(clock.now())],
    );
    return ok(true);
  });

  app.delete('/wps/relay/MCSFE_removeFavoriteGameV2', { schema: { body: requestSchemas.FavoriteRemoveRequest } }, async (request) => {
    const { brand, session } = favouriteCaller(request);
    const body = plainBody<FavoriteRemoveRequest>(request);
    await db.query('DELETE FROM favorite_games WHERE member_id = $1 AND brand_id = $2 AND node_id = $3', [session.customerId, brand.id, body.nodeId]);
    return ok(true);
  });
}
