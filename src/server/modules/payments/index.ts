// Payments: providers, deposit and withdrawal routes, the payment password and payout accounts.
// The built-in sandbox provider (and so its channels) exists only with DEV_TOOLS=1: a production server lists a
// real provider here instead (see provider.ts).
import type { FastifyInstance } from 'fastify';
import { payoutAccountRoutes } from '../payout-accounts/routes.ts';
import { services } from '../services.ts';
import { depositRoutes } from './deposit-routes.ts';
import { paymentPasswordRoutes } from './password.ts';
import type { PaymentProvider } from './provider.ts';
import { SandboxProvider } from './sandbox.ts';
import { sandboxPayRoutes } from './sandbox-routes.ts';
import { withdrawRoutes } from './withdraw-routes.ts';

export function createProviders(opts: { devTools: boolean; sandbox?: SandboxProvider }): Map<string, PaymentProvider> {
  const providers = new Map<string, PaymentProvider>();
  if (opts.devTools) {
    const sandbox = opts.sandbox ?? new SandboxProvider();
    providers.set(sandbox.id, sandbox);
  }
  return providers;
}

export async function paymentsModule(app: FastifyInstance): Promise<void> {
  const providers = createProviders({ devTools: services(app).settings.devTools });
  app.decorate('paymentProviders', providers);
  await app.register(depositRoutes);
  await app.register(withdrawRoutes);
  await app.register(paymentPasswordRoutes);
  await app.register(payoutAccountRoutes);
  const sandbox = providers.get('sandbox');
  if (sandbox instanceof SandboxProvider) await app.register(sandboxPayRoutes, { provider: sandbox });
}
