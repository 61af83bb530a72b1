// The brand's notices, popups and banners, in the request's language.
import { announcementRoutes } from './routes.ts';
import { serverModule } from '../../module.ts';

export const announcementsModule = serverModule({ name: 'announcements', routes: [announcementRoutes] });

// The public service: what other modules may use.
export { announcementRoutes } from './routes.ts';
