// The settlement jobs (docs/agent-contract.md "Settlement"): a tick every 30 s settles whatever period has
// ended by the injectable clock — real-time windows every 5 minutes, hours, days, dividend periods — so one
// timer serves every kind and a restart after downtime catches up on its first tick. Runs never overlap.
import type { FastifyInstance } from 'fastify';
import type { Clock } from '../../../clock.ts';
import { settleDue, type SettlementBrand, type SettlementDeps, type SettleOptions, type SettleSummary } from './run.ts';

export const TICK_MS = 30_000;

/** The deps of settleDue from a running app: its database, ledger and served brands. */
export function appSettlementDeps(app: FastifyInstance): SettlementDeps {
  return {
    db: app.db,
    ledger: app.ledger,
    brands: (): SettlementBrand[] =>
      app.registry.brands().map((b) => ({ id: b.id, timezoneOffset: b.config.timezoneOffset, languages: b.config.languages })),
  };
}

export interface SettlementScheduler {
  /** One run now (what a tick does); resolves with its summary. */
  runOnce(opts?: Partial<SettleOptions>): Promise<SettleSummary>;
  stop(): Promise<void>;
}

export function startSettlementScheduler(app: FastifyInstance, clock: Clock, tickMs = TICK_MS): SettlementScheduler {
  const deps = appSettlementDeps(app);
  let running: Promise<SettleSummary> | null = null;
  const runOnce = (opts: Partial<SettleOptions> = {}): Promise<SettleSummary> => {
    // A tick that finds a run in progress waits for it instead of starting a second one in this process.
    if (running) return running;
    running = settleDue(deps, { now: clock.now(), ...opts }).finally(() => {
      running = null;
    });
    return running;
  };
  const timer = setInterval(() => {
    runOnce().catch((err: unknown) => app.log.warn({ err }, 'agent settlement run failed; the next tick retries'));
  }, tickMs);
  timer.unref();
  return {
    runOnce,
    async stop() {
      clearInterval(timer);
      await running?.catch(() => {});
    },
  };
}
