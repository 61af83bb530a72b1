// Favourite games per member.
import { favoriteRoutes } from './routes.ts';
import { serverModule } from '../../module.ts';

export const favoritesModule = serverModule({ name: 'favorites', dependencies: ['games'], routes: [favoriteRoutes] });

