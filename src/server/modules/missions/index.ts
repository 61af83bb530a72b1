// Missions: progress, the reward center's mission summary and the leaderboards.
import { missionRoutes } from './routes.ts';
import { serverModule } from '../../module.ts';

export const missionsModule = serverModule({ name: 'missions', dependencies: ['ledger', 'records', 'rewards', 'winners'], routes: [missionRoutes] });

