// Payments: providers, deposit and withdrawal routes, the payment password and payout accounts.
// The built-in sandbox provider is a demo's stand-in (site-mode.ts): a loopback `npm start` takes deposits end to
// end offline with it, and a production site never has it, so nobody can approve their own deposit there. An
// operator lists their real providers here (see provider.ts).
import type { FastifyInstance } from 'fastify';
import { type OperatorCommands, runOnTheClock, serverModule } from '../../module.ts';
import { paymentsOperatorRoutes } from './operator.ts';
import { startPayoutReconcileScheduler } from './payout-reconcile.ts';
import type { ReviewContext } from './withdrawals.ts';
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

export interface PaymentsModuleOptions {
  /** The built-in sandbox provider is a demo's stand-in: never on a production site. */
  sandbox: boolean;
  /** Reconcile payouts left `paying` by a process that died between asking the provider and booking its answer. */
  reconcile: boolean;
}

/** Decorates app.paymentProviders; deposits, withdrawals, the payment password, payout accounts, the sandbox pay page. */
export const paymentsModule = serverModule<PaymentsModuleOptions>({
  name: 'payments',
  dependencies: ['accounts', 'inbox', 'ledger', 'wallet'],
  setup: (app, options) => {
    const providers = createProviders({ sandboxOn: options.sandbox });
    if (!providers.size) app.log.warn('no payment provider: deposit and withdrawal channels are hidden until one is configured');
    app.decorate('paymentProviders', providers);
    if (options.reconcile) runOnTheClock(app, () => startPayoutReconcileScheduler(paymentsContext(app), app.log));
  },
  routes: [
    depositRoutes,
    withdrawRoutes,
    paymentPasswordRoutes,
    payoutAccountRoutes,
    async (app) => {
      const sandbox = app.paymentProviders.get('sandbox');
      if (sandbox instanceof SandboxProvider) await sandboxPayRoutes(app, { provider: sandbox });
    },
  ],
});

/** What the review, payout and reconcile code works with, read from the running server. */
function paymentsContext(app: FastifyInstance): ReviewContext {
  return {
    db: app.db,
    ledger: app.ledger,
    providers: app.paymentProviders,
    now: () => app.accounts.clock.now(),
    languageOf: (id) => app.registry.get(id)?.config.languages.default ?? 'EN',
  };
}

export const paymentsOperatorCommands: OperatorCommands = (app) => (reader) => paymentsOperatorRoutes(reader, () => paymentsContext(app));

// The public service: what other modules may use.
export { PAYMENTS_OPERATOR_PATH, type PaymentsCommand, runPaymentsCommand } from './operator.ts';
export { type PayoutReconcileScheduler, startPayoutReconcileScheduler } from './payout-reconcile.ts';
export type { PayoutOutcome } from './payouts.ts';
export { MAX_PROOF_BYTES, readProof } from './proof.ts';
export type { listWithdrawals, ReviewContext } from './withdrawals.ts';
