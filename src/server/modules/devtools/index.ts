// /__dev/*: the outbox, the captcha answer and account creation for developers and e2e tests. A stand-in:
// mounted only with dev tools on, never on a production site.
import { devToolsRoutes } from './routes.ts';
import { serverModule } from '../../module.ts';

export const devtoolsModule = serverModule({ name: 'devtools', dependencies: ['accounts', 'captcha'], routes: [devToolsRoutes] });

