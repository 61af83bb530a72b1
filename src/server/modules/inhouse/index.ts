// The in-house, provably fair games: bets, seeds, rounds and their verification, paid through the seamless wallet.
import { inhouseRoutes } from './routes.ts';
import { serverModule } from '../../module.ts';

export const inhouseModule = serverModule({ name: 'inhouse', dependencies: ['seamless'], routes: [inhouseRoutes] });

// The public service: what other modules may use.
export { seedHash, uniformInt } from './fair.ts';
export { gamePath, INHOUSE_GAMES, INHOUSE_VENDOR } from './games.ts';
