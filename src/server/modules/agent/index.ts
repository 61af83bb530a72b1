// Agents: the affiliate check, the agent center's team, contracts and reports, contract settlement (a scheduler
// on the clock, or `npm run agents -- settle`) and the operator's agent commands.
import { agentRoutes } from './routes.ts';
import { agentReportRoutes } from './reports/routes.ts';
import { agentsOperatorRoutes } from './operator-routes.ts';
import { appSettlementDeps, startSettlementScheduler } from './settlement/scheduler.ts';
import { devSettleRoutes } from './settlement/dev-routes.ts';
import { type OperatorCommands, runOnTheClock, serverModule } from '../../module.ts';

export interface AgentModuleOptions {
  /** Settle due contracts every 30 s by the clock (false leaves it to `npm run agents -- settle`). */
  settlement: boolean;
  /** /__dev/agents/settle for tests and the demo: only with dev tools on. */
  devTools: boolean;
}

export const agentModule = serverModule<AgentModuleOptions>({
  name: 'agent',
  dependencies: ['accounts', 'inbox', 'ledger', 'records', 'register', 'wallet'],
  setup: (app, options) => {
    if (options.settlement) runOnTheClock(app, () => startSettlementScheduler(app, app.accounts.clock));
  },
  routes: [agentRoutes, agentReportRoutes, async (app, options) => (options.devTools ? devSettleRoutes(app.accounts.clock)(app) : undefined)],
});

export const agentOperatorCommands: OperatorCommands = (app) => (reader) =>
  agentsOperatorRoutes(reader, () => ({ db: app.db, now: () => app.accounts.clock.now(), brand: (id) => app.registry.get(id), settlement: () => appSettlementDeps(app) }));

// The public service: what other modules may use.
export { consolidatedFlags } from './consolidated.ts';
export { AGENTS_OPERATOR_PATH, type AgentsCommand } from './operator-routes.ts';
export { contractLines, type OperatorContext, operatorOffer, operatorTerminate, treeLines } from './operator.ts';
export { agentIncome } from './reports/income.ts';
export { settlements } from './reports/settlements.ts';
export { teamBets } from './reports/team-bets.ts';
export { teamTransactions } from './reports/transactions.ts';
export { userLoss } from './reports/user-loss.ts';
export { runSettleCommand, SETTLE_USAGE, summaryLine } from './settlement/cli.ts';
export { settleDue, type SettleSummary } from './settlement/run.ts';
export { appSettlementDeps, type SettlementScheduler, startSettlementScheduler } from './settlement/scheduler.ts';
export { teamMembers } from './team/members.ts';
export { teamOverview } from './team/overview.ts';
