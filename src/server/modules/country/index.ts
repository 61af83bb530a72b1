// The country list of the mobile fields (dialing codes), in the request's language.
import { countryRoutes } from './routes.ts';
import { serverModule } from '../../module.ts';

export const countryModule = serverModule({ name: 'country', routes: [countryRoutes] });

