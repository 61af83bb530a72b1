// The country list of the mobile fields (dialing codes), in the request's language.
import { countryRoutes } from './routes.ts';
import { serverModule } from '../../module.ts';

export const countryModule = serverModule({ name: 'country', routes: [countryRoutes] });

// The public service: what other modules may use.
export { countryRoutes } from './routes.ts';
