// The vendor sandbox: a game this server plays itself, behind the shipped brands' launch CDN. A demo's stand-in:
// a production site never mounts it.
import { sandboxRoutes } from './routes.ts';
import { serverModule } from '../../module.ts';

export const sandboxModule = serverModule({ name: 'sandbox', dependencies: ['games', 'launch', 'seamless'], routes: [sandboxRoutes] });

