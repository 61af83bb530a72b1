// Lottery menus and draws (docs/games-contract.md): menus of the brand's lottery vendors, the
// member's recently launched lottery games, and the latest draw of each game computed from the clock.
import type { FastifyInstance } from 'fastify';
import type { LottoMenu, LottoMenusRequest, LottoMenusValue, OpenedNumero, OpenedNumeroRequest, VnLottoMenuGroups, VnLottoMenusRequest } from '../../../generated/types.ts';
import type { Queryable } from '../../db/types.ts';
import { ApiError, ErrorCode } from '../../http/errors.ts';
import { ok } from '../../http/envelope.ts';
import { gameNotFound } from '../games/index.ts';
import { queryParams } from '../../http/query.ts';
import { brandOf, requireSession, services } from '../../services.ts';
import { latestDraw } from './draws.ts';
import { brandLottoGames, LOTTO_GROUPS, lottoMenu, type LottoGame, type PrizeMode } from './menus.ts';
import { requestSchemas } from '../../../generated/request-schemas.ts';

const DEFAULT_PRIZE_MODE: PrizeMode = 'LOTT';

/** A lottery launch (launchMode LOTT with lottoGameCode) puts the game on top of the member's lottery recent list. */
export async function recordRecentLotto(db: Queryable, brandId: string, memberId: string, gameCode: string, at: Date): Promise<void> {
  await db.query(
    `INSERT INTO recent_lotto_games (brand_id, member_id, game_code, launched_at) VALUES ($1, $2, $3, $4)
     ON CONFLICT (member_id, game_code) DO UPDATE SET launched_at = EXCLUDED.launched_at, seq = nextval(pg_get_serial_sequence('recent_lotto_games', 'seq'))`,
    [brandId, memberId, gameCode, at],
  );
}

export async function lotteryRoutes(app: FastifyInstance): Promise<void> {
  const { db, clock } = services(app);

  app.get('/lgw/games/game_menus', { schema: { querystring: requestSchemas.LottoMenusRequest } }, async (request) => {
    const q = queryParams<LottoMenusRequest>(request, ['prizeMode'], []);
    const mode = q.prizeMode ?? DEFAULT_PRIZE_MODE;
    const value: LottoMenusValue = { gameMenus: brandLottoGames(brandOf(request)).map((g) => lottoMenu(g, mode)) };
    return ok(value);
  });

  app.get('/lgw/vn/games/game_menu', { schema: { querystring: requestSchemas.VnLottoMenusRequest } }, async (request) => {
    const q = queryParams<VnLottoMenusRequest>(request, ['prizeMode', 'device'], []);
    const mode = q.prizeMode ?? DEFAULT_PRIZE_MODE;
    const value: VnLottoMenuGroups = {};
    for (const g of brandLottoGames(brandOf(request), 'TCG_LOTTO_VN')) {
      (value[g.gameGroupCode] ??= { groupName: LOTTO_GROUPS[g.gameGroupCode] ?? g.gameGroupCode, gameMenus: [] }).gameMenus.push(lottoMenu(g, mode));
    }
    return ok(value);
  });

  app.get('/lgw/vn/games/game_menu/recent', async (request) => {
    const brand = brandOf(request);
    const session = requireSession(request);
    const r = await db.query<{ game_code: string }>(
      'SELECT game_code FROM recent_lotto_games WHERE member_id = $1 AND brand_id = $2 ORDER BY launched_at DESC, seq DESC',
      [session.customerId, brand.id],
    );
    const games = new Map(brandLottoGames(brand).map((g) => [g.gameCode, g]));
    const value: LottoMenu[] = r.rows.flatMap((row) => {
      const g = games.get(row.game_code);
      return g ? [lottoMenu(g, DEFAULT_PRIZE_MODE)] : [];
    });
    return ok(value);
  });

  const find = (games: LottoGame[], gameCode: string): LottoGame => {
    const g = games.find((x) => x.gameCode === gameCode);
    if (!g) throw gameNotFound();
    return g;
  };

  app.get('/lgw/vn/numeros/opened/game', { schema: { querystring: requestSchemas.OpenedNumeroRequest } }, async (request) => {
    const q = queryParams<OpenedNumeroRequest>(request, ['gameCode'], []);
    const games = brandLottoGames(brandOf(request), 'TCG_LOTTO_VN');
    const now = clock.now();
    const value: OpenedNumero[] = (q.gameCode === undefined ? games : [find(games, q.gameCode)]).map((g) => latestDraw(g, now));
    return ok(value);
  });

  app.get('/lotto/lgw/games/opened/numero', { schema: { querystring: requestSchemas.OpenedNumeroRequest } }, async (request) => {
    const q = queryParams<OpenedNumeroRequest>(request, ['gameCode'], []);
    const brand = brandOf(request);
    requireSession(request);
    if (q.gameCode === undefined) throw new ApiError(400, ErrorCode.badParam, '/gameCode: is required');
    return ok(latestDraw(find(brandLottoGames(brand), q.gameCode), clock.now()));
  });
}
