// One-click sign-in (Google, Facebook, Telegram): providers, the start of a sign-in, the return page, the login.
import { socialRoutes } from './routes.ts';
import { serverModule } from '../../module.ts';

export const socialModule = serverModule({ name: 'social', dependencies: ['accounts', 'session'], routes: [socialRoutes] });

// The public service: what other modules may use.
export { defaultSocialProviders } from './defaults.ts';
