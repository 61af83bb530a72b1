// Lobby endpoints of the catalog (docs/games-contract.md; shapes: docs/spec/api.md): vendor lanes, the vendor →
// tags map, the filtered game list and hot games. Every answer shows only the vendors of the request's brand.
import type { FastifyInstance } from 'fastify';
import type {
  GameListRequest,
  GameListValue,
  GameTag,
  HotGamesRequest,
  HotGamesValue,
  Lane,
  VassGameTypeRequest,
  VassGameTypeValue,
  VendorLanesRequest,
  VendorLanesValue,
} from '../../../generated/types.ts';
import { ok } from '../../http/envelope.ts';
import { brandOf, requireFlag, requireSession, services } from '../../services.ts';
import { brandVendors, vendorParam } from './brand-vendors.ts';
import { classifyOf, TAG_ORDER } from './classify.ts';
import { gameNotFound } from './errors.ts';
import { gameItems, vendorCard } from './items.ts';
import { pageOf, queryParams, totalPages } from '../../http/query.ts';
import { hotGames, listGames, vendorStats, vendorTags } from './repository.ts';
import { requestSchemas } from '../../../generated/request-schemas.ts';

/** "Hot games size" (docs/spec/rules.md): the hot games row shows at most 24 games. */
export const HOT_GAMES_MAX = 24;

export async function gameCatalogRoutes(app: FastifyInstance): Promise<void> {
  const { db } = services(app);

  // GET /wps/relay/GCSGAME_newGameVendor: one lane per brand category with vendors, in brand order (not split).
  app.get('/wps/relay/GCSGAME_newGameVendor', { schema: { querystring: requestSchemas.VendorLanesRequest } }, async (request, reply) => {
    queryParams<VendorLanesRequest>(request, ['platform', 'merchantCode'], []);
    const brand = brandOf(request);
    const vendors = brandVendors(brand);
    const param = vendorParam(brand);
    const [stats, tags] = await Promise.all([vendorStats(db, param), vendorTags(db, param)]);
    const lanes: Lane[] = [];
    for (const cat of brand.config.games?.categories ?? []) {
      const cards = cat.vendors.flatMap((v) => {
        const s = stats.get(v.code);
        const bv = vendors.get(v.code);
        return s && bv ? [vendorCard(s, { ...bv, name: v.name, maintenance: v.maintenance === true })] : [];
      });
      if (!cards.length) continue;
      const codes = new Set(cards.map((c) => c.vassalage));
      const counts = new Map<GameTag, number>();
      for (const t of tags) if (codes.has(t.vendor)) counts.set(t.tag, (counts.get(t.tag) ?? 0) + t.n);
      lanes.push({ title: cat.type, cards, gameClassify: classifyOf(counts, request.language) });
    }
    reply.header('cache-control', 'public, max-age=60');
    reply.header('vary', 'Language'); // the classify names are localized
    const value: VendorLanesValue = { data: { lanes } };
    return ok(value);
  });

  // GET /wps/relay/GCSGAME_getVassGameType (token): gameType → vendor → the tags of its games.
  app.get('/wps/relay/GCSGAME_getVassGameType', { schema: { querystring: requestSchemas.VassGameTypeRequest } }, async (request) => {
    queryParams<VassGameTypeRequest>(request, ['typeId', 'merchant_code'], []);
    requireSession(request);
    const brand = brandOf(request);
    const stats = await vendorStats(db, vendorParam(brand));
    const tags = await vendorTags(db, vendorParam(brand));
    const content: VassGameTypeValue['content'] = {};
    for (const cat of brand.config.games?.categories ?? []) {
      for (const v of cat.vendors) {
        if (!stats.has(v.code)) continue;
        const own = new Set(tags.filter((t) => t.vendor === v.code).map((t) => t.tag));
        (content[cat.type] ??= {})[v.code] = TAG_ORDER.filter((t) => own.has(t));
      }
    }
    return ok({ content } satisfies VassGameTypeValue);
  });

  // GET /wps/relay/GCSGAME_gameList (token?): games of a type (or of one vendor), by tag and name, paged.
  app.get('/wps/relay/GCSGAME_gameList', { schema: { querystring: requestSchemas.GameListRequest } }, async (request) => {
    const q = queryParams<GameListRequest>(
      request,
      ['gameType', 'vassalage', 'tag', 'name', 'pageNo', 'pageSize', 'merchant', 'language', 'clientType', 'platform'],
      ['pageNo', 'pageSize', 'clientType'],
    );
    const brand = brandOf(request);
    const vendors = brandVendors(brand);
    if (q.vassalage !== undefined && !vendors.has(q.vassalage)) throw gameNotFound();
    const page = pageOf(q.pageNo, q.pageSize);
    const { rows, count } = await listGames(
      db,
      { vendors: vendorParam(brand), gameType: q.gameType, vassalage: q.vassalage, tag: q.tag, name: q.name?.trim() || undefined },
      page.pageSize,
      page.offset,
    );
    const value: GameListValue = {
      games: gameItems(rows, vendors, request.language),
      totalPages: totalPages(count, page.pageSize),
      totalCount: count,
      pageNo: page.pageNo,
    };
    return ok(value);
  });

  // GET /wps/relay/GCSGAME_hotGamesV2 (GAMELOHOT3): the brand's hot games.
  app.get('/wps/relay/GCSGAME_hotGamesV2', { schema: { querystring: requestSchemas.HotGamesRequest } }, async (request) => {
    queryParams<HotGamesRequest>(request, ['merchantCode', 'isPlatform', 'platform', 'language'], ['isPlatform']);
    const brand = brandOf(request);
    requireFlag(brand.flags.hotGames);
    const rows = await hotGames(db, vendorParam(brand), HOT_GAMES_MAX);
    const value: HotGamesValue = { list: gameItems(rows, brandVendors(brand), request.language) };
    return ok(value);
  });
}
