// Referral: the member's code and invite link, stats, and rewards for referred members' bets.
import { referralRoutes } from './routes.ts';
import { serverModule } from '../../module.ts';

export const referralModule = serverModule({ name: 'referral', dependencies: ['ledger', 'rewards', 'winners'], routes: [referralRoutes] });

// The public service: what other modules may use.
export { grantQualified, INVITEE_FACTS, type InviteeRow, recordReferral } from './store.ts';
