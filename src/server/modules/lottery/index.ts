// Lottery menus, the member's recent lottery games and the latest draws.
import { lotteryRoutes } from './routes.ts';
import { serverModule } from '../../module.ts';

export const lotteryModule = serverModule({ name: 'lottery', dependencies: ['games'], routes: [lotteryRoutes] });

// The public service: what other modules may use.
export { brandLottoGames } from './menus.ts';
export { recordRecentLotto } from './routes.ts';
