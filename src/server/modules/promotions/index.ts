// Promotions: the list, join, apply and claim; the operator's review of applications.
import { promotionRoutes } from './routes.ts';
import { promotionsOperatorRoutes } from './operator-routes.ts';
import { type OperatorCommands, serverModule } from '../../module.ts';

export const promotionsModule = serverModule({ name: 'promotions', dependencies: ['inbox', 'ledger', 'payments', 'records', 'rewards', 'winners'], routes: [promotionRoutes] });

export const promotionsOperatorCommands: OperatorCommands = (app) => (reader) =>
  promotionsOperatorRoutes(reader, () => ({ db: app.db, now: () => app.accounts.clock.now(), brand: (id) => app.registry.get(id), brandIds: () => app.registry.brands().map((x) => x.id) }));

// The public service: what other modules may use.
export { availablePromoCount } from './available.ts';
export { PROMOTIONS_OPERATOR_PATH, type PromotionsCommand, promotionsOperatorRoutes, runPromotionsCommand } from './operator-routes.ts';
