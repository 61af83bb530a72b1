// The image captcha: challenges, the image, and the check other modules ask before a login, register or send.
import { captchaRoutes } from './routes.ts';
import { serverModule } from '../../module.ts';

export const captchaModule = serverModule({ name: 'captcha', routes: [captchaRoutes] });

// The public service: what other modules may use.
export { captchaAnswer, checkCaptcha, requireCaptcha } from './store.ts';
