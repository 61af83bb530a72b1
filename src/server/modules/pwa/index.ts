// The installable app per brand: manifest, icons, service worker and offline page.
import { pwaRoutes } from './routes.ts';
import { serverModule } from '../../module.ts';

export const pwaModule = serverModule({ name: 'pwa', routes: [pwaRoutes] });

// The public service: what other modules may use.
export { pwaHeadTags } from './head.ts';
