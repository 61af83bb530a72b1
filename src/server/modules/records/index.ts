// Betting records and profit and loss over the bets the seamless wallet records.
import { recordsRoutes } from './routes.ts';
import { serverModule } from '../../module.ts';

export const recordsModule = serverModule({ name: 'records', dependencies: ['games'], routes: [recordsRoutes] });

// The public service: what other modules may use.
export { addDays, dayOf, dayStart, rangeOf } from './periods.ts';
export { recordsRoutes } from './routes.ts';
