// SMS and mail codes: send limits, codes and their check, and the outbox stand-in gateways.
import { verificationRoutes } from './routes.ts';
import { serverModule } from '../../module.ts';

export const verificationModule = serverModule({ name: 'verification', dependencies: ['accounts', 'captcha'], routes: [verificationRoutes] });

// The public service: what other modules may use.
export { checkSendLimits, codeError, consumeCode, createCode, expiredMinutesFor, smsText } from './codes.ts';
export { NoMailGateway, NoSmsGateway } from './no-gateway.ts';
export { type MailProvider, OutboxMailProvider, OutboxSmsProvider, type SmsProvider } from './providers.ts';
