// robots.txt per brand.
import { seoRoutes } from './routes.ts';
import { serverModule } from '../../module.ts';

export const seoModule = serverModule({ name: 'seo', routes: [seoRoutes] });

