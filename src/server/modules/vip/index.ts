// VIP levels: progress, the level list and level-up rewards.
import { vipRoutes } from './routes.ts';
import { serverModule } from '../../module.ts';

export const vipModule = serverModule({ name: 'vip', dependencies: ['ledger', 'rewards'], routes: [vipRoutes] });

// The public service: what other modules may use.
export { grantVipLevels } from './level.ts';
