// The reward center: rewards, red envelope and prize wheel draws, bonus details and their release on the clock;
// the operator's reward commands.
import { rewardRoutes } from './routes.ts';
import { rewardsOperatorRoutes } from './operator-routes.ts';
import { startBonusReleaseScheduler } from './scheduler.ts';
import { type OperatorCommands, runOnTheClock, serverModule } from '../../module.ts';

export interface RewardsModuleOptions {
  /** Release due bonuses on the clock (false in tests that drive it themselves). */
  bonusRelease: boolean;
}

export const rewardsModule = serverModule<RewardsModuleOptions>({
  name: 'rewards',
  dependencies: ['inhouse', 'ledger'],
  setup: (app, options) => {
    if (options.bonusRelease) runOnTheClock(app, () => startBonusReleaseScheduler(app, app.accounts.clock));
  },
  routes: [rewardRoutes],
});

export const rewardsOperatorCommands: OperatorCommands = (app) => (reader) =>
  rewardsOperatorRoutes(reader, () => ({ db: app.db, now: () => app.accounts.clock.now(), hasBrand: (id) => app.registry.get(id) !== undefined }));

// The public service: what other modules may use.
export { type ClaimResult, claimReward } from './claim.ts';
export { grantReward, type RewardGrant } from './grant.ts';
export { loginRewardsAllowed } from './login-rewards.ts';
export { REWARDS_OPERATOR_PATH, type RewardsCommand, runRewardsCommand } from './operator-routes.ts';
export { type BonusScheduler, startBonusReleaseScheduler } from './scheduler.ts';
