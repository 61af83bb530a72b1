// Payments: providers, deposit and withdrawal routes, the payment password and payout accounts.
// The built-in sandbox provider is a demo's stand-in (site-mode.ts): a loopback `npm start` takes deposits end to
// end offline with it, and a production site never has it, so nobody can approve their own deposit there. An
// operator lists their real providers here (see provider.ts).
import type { FastifyInstance } from 'fastify';
import { payoutAccountRoutes } from './payout-accounts/routes.ts';
import { depositRoutes } from './deposit-routes.ts';
import { paymentPasswordRoutes } from './password.ts';
import type { PaymentProvider } from './provider.ts';
import { SandboxProvider } from './sandbox.ts';
import { sandboxPayRoutes } from './sandbox-routes.ts';
import { withdrawRoutes } from './withdraw-routes.ts';

export function createProviders(opts: { sandboxOn: boolean; sandbox?: SandboxProvider }): Map<string, PaymentProvider> {
  const providers = new Map<string, PaymentProvider>();
  if (opts.sandboxOn) {
    const sandbox = opts.sandbox ?? new SandboxProvider();
    providers.set(sandbox.id, sandbox);
  }
  return providers;
}

export async function paymentsModule(app: FastifyInstance, opts: { sandbox: boolean }): Promise<void> {
  const providers = createProviders({ sandboxOn: opts.sandbox });
  if (!providers.size) app.log.warn('no payment provider: deposit and withdrawal channels are hidden until one is configured');
  app.decorate('paymentProviders', providers);
  await app.register(depositRoutes);
  await app.register(withdrawRoutes);
  await app.register(paymentPasswordRoutes);
  await app.register(payoutAccountRoutes);
  const sandbox = providers.get('sandbox');
  if (sandbox instanceof SandboxProvider) await app.register(sandboxPayRoutes, { provider: sandbox });
}
