// The member-center routes under /wps/member/*: member info, change / forgot / reset password, authenticator
// enrolment, consolidated funds. The accounts themselves are the accounts module's.
import { acceptFormBodies } from '../../http/forms.ts';
import { memberRoutes } from './routes.ts';
import { serverModule } from '../../module.ts';

export const memberModule = serverModule({
  name: 'member',
  dependencies: ['accounts', 'agent', 'promotions', 'register', 'session', 'verification'],
  routes: [
    async (app) => {
      // Forgot password by e-mail is the one member endpoint that takes an HTML form.
      acceptFormBodies(app, { routes: ['/wps/member/password/email'] });
      await memberRoutes(app);
    },
  ],
});

