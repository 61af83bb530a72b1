// The manual rebate: what a member may claim from settled bets, and the claim.
import { rebateRoutes } from './routes.ts';
import { serverModule } from '../../module.ts';

export const rebateModule = serverModule({ name: 'rebate', dependencies: ['ledger', 'rewards'], routes: [rebateRoutes] });

