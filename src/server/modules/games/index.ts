// The game catalog: written to the database from the catalog file at start, then served as the lobby (vendor
// lanes, tags, the filtered game list, hot games). Launch, favourites, recent games, lottery, the winner board,
// the image CDN, in-house games and betting records are modules of their own that read the catalog through this
// module's public service.
import { serverModule } from '../../module.ts';
import { readCatalog, SHIPPED_CATALOG, storeCatalog } from './catalog.ts';
import { gameCatalogRoutes } from './routes.ts';

export interface GamesOptions {
  /** The catalog file (GAME_CATALOG); the shipped seed when absent. A bad file stops the start (CatalogError). */
  catalogPath?: string | undefined;
}

export const gamesModule = serverModule<GamesOptions>({
  name: 'games',
  setup: async (app, options) => {
    const path = options.catalogPath ?? SHIPPED_CATALOG;
    const catalog = readCatalog(path);
    await storeCatalog(app.db, catalog);
    app.log.info(`game catalog: ${catalog.games.length} games of ${catalog.vendors.length} vendors from ${path}`);
  },
  routes: [gameCatalogRoutes],
});

// The public service: what other modules may use.
export { brandVendors, vendorParam } from './brand-vendors.ts';
export { brandVendorProblems, CatalogError, readCatalog, SHIPPED_CATALOG } from './catalog.ts';
export { gameMaintenance, gameNotFound, gameVendorUnavailable, trialNotAllowed } from './errors.ts';
export { gameIconPath, type GameRow, localized } from './items.ts';
export { memberGamePage } from './member-page.ts';
export { gameByCode, gameByNodeId } from './repository.ts';
