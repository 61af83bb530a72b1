// Favourite games per member.
import { favoriteRoutes } from './routes.ts';
import { serverModule } from '../../module.ts';

export const favoritesModule = serverModule({ name: 'favorites', dependencies: ['games'], routes: [favoriteRoutes] });

// The public service: what other modules may use.
export { favoriteRoutes } from './routes.ts';
