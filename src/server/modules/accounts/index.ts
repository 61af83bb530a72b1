// Member accounts: the members table (find, create, trial and operator-made accounts), password rehash and the
// weak-password flag, step-up checks and security notices. No routes of its own: the session, register,
// member-center, social and agent modules serve them.
import { serverModule } from '../../module.ts';

export const accountsModule = serverModule({ name: 'accounts', dependencies: ['ledger'] });

// The public service: what other modules may use.
export { createAccount, createTrialMember, insertMemberOrExplain, newAffiliateCode } from './create.ts';
export { notifySecurityEvent } from './notify.ts';
export { markWeakPassword, rehashIfWeaker } from './rehash.ts';
export { findAgentByAffiliateCode, findMemberById, findMemberByMobile, findMemberByUsername, ipStatus, type MemberRow, memberType, rememberMemberIp, rememberMemberLanguage, setPassword, uniqueViolation } from './repository.ts';
export { verifyStepUp } from './step-up.ts';
