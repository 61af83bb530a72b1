// The image CDN of the shipped brands, drawn from the game catalog.
import { cdnRoutes } from './routes.ts';
import { serverModule } from '../../module.ts';

export const cdnModule = serverModule({ name: 'cdn', routes: [cdnRoutes] });

