// Engagement on the clock: VIP level-ups and referral rewards granted from settled bets.
import { startEngagementTick } from './tick.ts';
import { runOnTheClock, serverModule } from '../../module.ts';

export interface EngagementModuleOptions {
  /** Run the tick on the clock (false in tests that drive it themselves). */
  tick: boolean;
}

export const engagementModule = serverModule<EngagementModuleOptions>({
  name: 'engagement',
  dependencies: ['referral', 'vip'],
  setup: (app, options) => {
    if (options.tick) runOnTheClock(app, () => startEngagementTick(app, app.accounts.clock));
  },
});

// The public service: what other modules may use.
export { type EngagementTick, startEngagementTick } from './tick.ts';
