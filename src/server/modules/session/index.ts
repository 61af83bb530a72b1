// Sessions: the RSA key of encrypted bodies, login by username or SMS, remember-me, the second factor, free
// play, logout and the handover between sites.
import { handoverRoutes } from './handover.ts';
import { sessionRoutes } from './routes.ts';
import { serverModule } from '../../module.ts';

export const sessionModule = serverModule({ name: 'session', dependencies: ['accounts', 'captcha', 'security-center', 'verification'], routes: [sessionRoutes, handoverRoutes] });

// The public service: what other modules may use.
export { lockedUntil, loginLimits, type LoginSubject, recordFailure } from './attempts.ts';
export { brandClock, lockedError } from './locked.ts';
export { sessionRoutes } from './routes.ts';
export { createChallenge, secondFactorMethod } from './second-factor.ts';
export { loginFlags, signIn } from './sign-in.ts';
export { clearPasswordChangeWithoutOld, DbSessionStore, idleMinutesFor, revokeMemberSessions } from './store.ts';
