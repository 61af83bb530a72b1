// The games and content server in one plugin: the catalog is written to the database, then the lobby, favourites,
// recent games, launch, sandbox, lottery, announcements, winner board, image CDN, in-house games and betting records.
import type { FastifyInstance } from 'fastify';
import { announcementRoutes } from '../announcements/routes.ts';
import { cdnRoutes } from '../cdn/routes.ts';
import { favoriteRoutes } from '../favorites/routes.ts';
import { inhouseRoutes } from '../inhouse/routes.ts';
import { launchRoutes } from '../launch/routes.ts';
import { lotteryRoutes } from '../lottery/routes.ts';
import { recentRoutes } from '../recent/routes.ts';
import { recordsRoutes } from '../records/routes.ts';
import { sandboxRoutes } from '../sandbox/routes.ts';
import { services } from '../../services.ts';
import { winnerRoutes } from '../winners/routes.ts';
import { readCatalog, SHIPPED_CATALOG, storeCatalog } from './catalog.ts';
import { gameCatalogRoutes } from './routes.ts';

export interface GamesOptions {
  /** The catalog file (GAME_CATALOG); the shipped seed when absent. A bad file stops the start (CatalogError). */
  catalogPath?: string | undefined;
  /**
   * Mount the vendor sandbox page (/cdn/launch/sandbox: a game whose rounds this server plays); default true. Off,
   * its routes answer 404 and a launch whose only CDN is the sandbox is refused (game.vendor_unavailable).
   */
  vendorSandbox?: boolean | undefined;
}

export async function gamesModule(app: FastifyInstance, opts: GamesOptions): Promise<void> {
  const path = opts.catalogPath ?? SHIPPED_CATALOG;
  const catalog = readCatalog(path);
  await storeCatalog(services(app).db, catalog);
  app.log.info(`game catalog: ${catalog.games.length} games of ${catalog.vendors.length} vendors from ${path}`);
  const vendorSandbox = opts.vendorSandbox ?? true;
  await app.register(launchRoutes, { vendorSandbox });
  if (vendorSandbox) await app.register(sandboxRoutes);
  for (const routes of [gameCatalogRoutes, favoriteRoutes, recentRoutes, lotteryRoutes, announcementRoutes, winnerRoutes, cdnRoutes, inhouseRoutes, recordsRoutes])
    await app.register(routes);
}
