// The member's inbox (messageV2) and the one way other modules post to it.
import { inboxRoutes } from './routes.ts';
import { serverModule } from '../../module.ts';

export const inboxModule = serverModule({ name: 'inbox', routes: [inboxRoutes] });

// The public service: what other modules may use.
export { postMessage } from './post.ts';
