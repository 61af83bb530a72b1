// GET /wps/game/launchGame (token) ("Game launch rules": docs/spec/rules.md; games contract): checks the game, the
// member and the vendor, records the launch, and answers the game's URL on one of the brand's launch CDNs. A site
// without the vendor sandbox mounted never answers a URL on it: with no other CDN the launch is refused.
import { randomInt } from 'node:crypto';
import type { FastifyInstance } from 'fastify';
import type { LaunchGameRequest, LaunchGameValue } from '../../../generated/types.ts';
import { ApiError, ErrorCode } from '../../http/errors.ts';
import { ok } from '../../http/envelope.ts';
import { brandVendors, gameByCode, gameByNodeId, gameMaintenance, gameNotFound, gameVendorUnavailable, trialNotAllowed } from '../games/index.ts';
import { queryParams } from '../../http/query.ts';
import { gamePath, INHOUSE_GAMES, INHOUSE_VENDOR } from '../inhouse/index.ts';
import { brandLottoGames, recordRecentLotto } from '../lottery/index.ts';
import { recordRecentGame } from '../recent/index.ts';
import { brandOf, requireSession, services } from '../../services.ts';
import { safeBackUrl } from './back-url.ts';
import { isSandboxCdn } from './sandbox-cdn.ts';
import { createTicket } from './tickets.ts';
import { requestSchemas } from '../../../generated/request-schemas.ts';

const KEYS = [
  'gameType', 'vassalage', 'gameCode', 'gameId', 'nodeId', 'platform', 'launchMode', 'accountType', 'language', 'backUrl', 'device',
  'lottoArea', 'lottoPrizeMode', 'lottoGameCode', 'lottoView',
] as const;

export interface LaunchOptions {
  /** The vendor sandbox page is mounted on this server (a demo): launch CDNs naming it may be chosen. */
  vendorSandbox: boolean;
}

export async function launchRoutes(app: FastifyInstance, opts: LaunchOptions): Promise<void> {
  const { db, clock } = services(app);

  app.get('/wps/game/launchGame', { schema: { querystring: requestSchemas.LaunchGameRequest } }, async (request) => {
    const brand = brandOf(request);
    const session = requireSession(request);
    const q = queryParams<LaunchGameRequest>(request, [...KEYS], ['nodeId', 'accountType']);
    if (session.memberType === '4') throw trialNotAllowed();

    const game = q.nodeId !== undefined ? await gameByNodeId(db, q.nodeId) : await gameByCode(db, q.vassalage, q.gameCode);
    const vendor = game ? brandVendors(brand).get(game.vendor) : undefined;
    if (!game || !vendor || game.vendor !== q.vassalage) throw gameNotFound();
    if (vendor.maintenance) throw gameMaintenance();
    const lotto = q.lottoGameCode === undefined ? undefined : brandLottoGames(brand).find((g) => g.gameCode === q.lottoGameCode);
    if (q.lottoGameCode !== undefined && !lotto) throw new ApiError(400, ErrorCode.badParam, '/lottoGameCode: unknown lottery game');

    const now = clock.now();
    // Our own provably fair games play on an app page with the member's session (no vendor ticket needed).
    const inhouse = game.vendor === INHOUSE_VENDOR ? INHOUSE_GAMES[game.game_code] : undefined;
    if (inhouse) {
      await recordRecentGame(db, brand.id, session.customerId, game.node_id, new Date(now));
      const url = `${gamePath(inhouse)}?backUrl=${encodeURIComponent(safeBackUrl(q.backUrl))}`;
      return ok<LaunchGameValue>({ content: { game_url: url }, url });
    }
    const cdns = brand.config.cdn.launchGame.filter((base) => opts.vendorSandbox || !isSandboxCdn(base));
    if (cdns.length === 0) throw gameVendorUnavailable();
    const cdn = cdns[randomInt(cdns.length)]!.replace(/\/+$/, '');
    const ticket = await createTicket(db, {
      brandId: brand.id,
      memberId: session.customerId,
      nodeId: game.node_id,
      backUrl: safeBackUrl(q.backUrl),
      language: request.language,
      forSandbox: isSandboxCdn(cdn),
      nowMs: now,
    });
    await recordRecentGame(db, brand.id, session.customerId, game.node_id, new Date(now));
    if (lotto) await recordRecentLotto(db, brand.id, session.customerId, lotto.gameCode, new Date(now));

    const url = `${cdn}/sandbox/${ticket}?backUrl=${encodeURIComponent(safeBackUrl(q.backUrl))}`;
    const value: LaunchGameValue = { content: { game_url: url }, url };
    return ok(value);
  });
}
