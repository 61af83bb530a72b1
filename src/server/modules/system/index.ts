// The boot calls: the brand's status, whitelabel flags, register settings and the domain's route.
import { systemRoutes } from './routes.ts';
import { serverModule } from '../../module.ts';

export const systemModule = serverModule({ name: 'system', routes: [systemRoutes] });

