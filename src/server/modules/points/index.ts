// The points mall: balance, conversion and redemption; the operator's points commands.
import { pointsRoutes } from './routes.ts';
import { pointsOperatorRoutes } from './operator-routes.ts';
import { type OperatorCommands, serverModule } from '../../module.ts';

export const pointsModule = serverModule({ name: 'points', dependencies: ['ledger', 'wallet'], routes: [pointsRoutes] });

export const pointsOperatorCommands: OperatorCommands = (app) => (reader) =>
  pointsOperatorRoutes(reader, () => ({ db: app.db, now: () => app.accounts.clock.now(), brand: (id) => app.registry.get(id) }));

// The public service: what other modules may use.
export { POINTS_OPERATOR_PATH, type PointsCommand, runPointsCommand } from './operator-routes.ts';
