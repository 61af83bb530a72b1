// The winner board: the brand's biggest wins with masked names.
import { winnerRoutes } from './routes.ts';
import { serverModule } from '../../module.ts';

export const winnersModule = serverModule({ name: 'winners', dependencies: ['games'], routes: [winnerRoutes] });

// The public service: what other modules may use.
export { maskCustomerName } from './mask.ts';
