// Registration by username or mobile: every field by the brand's rules, captcha, invitation code, the SMS code,
// then the account with its wallet, logged in.
import { registerRoutes } from './routes.ts';
import { serverModule } from '../../module.ts';

export const registerModule = serverModule({ name: 'register', dependencies: ['accounts', 'captcha', 'referral', 'session', 'verification'], routes: [registerRoutes] });

// The public service: what other modules may use.
export { validateNewPassword, validateRegisterForm } from './validate.ts';
