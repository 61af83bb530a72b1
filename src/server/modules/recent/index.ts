// Recently launched games per member.
import { recentRoutes } from './routes.ts';
import { serverModule } from '../../module.ts';

export const recentModule = serverModule({ name: 'recent', dependencies: ['games'], routes: [recentRoutes] });

// The public service: what other modules may use.
export { recordRecentGame } from './routes.ts';
