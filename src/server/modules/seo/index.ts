// robots.txt per brand.
import { seoRoutes } from './routes.ts';
import { serverModule } from '../../module.ts';

export const seoModule = serverModule({ name: 'seo', routes: [seoRoutes] });

// The public service: what other modules may use.
export { seoRoutes } from './routes.ts';
