// The brand's notices, popups and banners, in the request's language.
import { announcementRoutes } from './routes.ts';
import { serverModule } from '../../module.ts';

export const announcementsModule = serverModule({ name: 'announcements', routes: [announcementRoutes] });

