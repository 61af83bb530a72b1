// The member center's security center: profile, bound mobile and e-mail, login history.
import { securityCenterRoutes } from './routes.ts';
import { serverModule } from '../../module.ts';

export const securityCenterModule = serverModule({ name: 'security-center', dependencies: ['verification'], routes: [securityCenterRoutes] });

// The public service: what other modules may use.
export { recordLogin } from './login-history.ts';
