// The stuck-payout tick: a withdrawal left `paying` (its process died between asking the provider and booking
// the answer) is finished without an operator, once when the server starts and then every minute, when it has
// been paying for longer than PAYOUT_STUCK_MS. Runs never overlap in a process; across processes the provider's
// idempotency key and the `paying` state guard book each payout once.
import type { FastifyBaseLogger } from 'fastify';
import { PAYOUT_STUCK_MS, reconcilePayouts, type PayoutOutcome } from './payouts.ts';
import type { ReviewContext } from './withdrawals.ts';

export const PAYOUT_RECONCILE_TICK_MS = 60_000;

export interface PayoutReconcileScheduler {
  runOnce(): Promise<PayoutOutcome[]>;
  stop(): Promise<void>;
}

export function startPayoutReconcileScheduler(ctx: ReviewContext, log: FastifyBaseLogger, tickMs = PAYOUT_RECONCILE_TICK_MS): PayoutReconcileScheduler {
  let running: Promise<PayoutOutcome[]> | null = null;
  const runOnce = (): Promise<PayoutOutcome[]> => {
    if (running) return running;
    running = reconcilePayouts(ctx, PAYOUT_STUCK_MS)
      .then((done) => {
        for (const w of done)
          if (w.providerError) log.warn({ withdrawal: w.id }, `payout still unanswered by ${w.provider}: ${w.providerError}`);
          else log.info({ withdrawal: w.id }, `stuck payout reconciled: ${w.status}`);
        return done;
      })
      .finally(() => {
        running = null;
      });
    return running;
  };
  const tick = (): void => {
    runOnce().catch((err: unknown) => log.warn({ err }, 'payout reconcile failed; the next tick retries'));
  };
  const timer = setInterval(tick, tickMs);
  timer.unref();
  tick();
  return {
    runOnce,
    stop: async () => {
      clearInterval(timer);
      await running?.catch(() => []);
    },
  };
}
