// The bonus release tick: like the agent settlement's, a timer checks every active turnover requirement so
// bonus money reaches main even when the member never opens bonus details. Runs never overlap in a process;
// across processes the row lock and the bonus_release:<reward id> key release once.
import type { FastifyInstance } from 'fastify';
import type { Clock } from '../../clock.ts';
import { releaseDue } from './bonus.ts';

export const BONUS_TICK_MS = 60_000;

export interface BonusScheduler {
  runOnce(): Promise<number>;
  stop(): Promise<void>;
}

export function startBonusReleaseScheduler(app: FastifyInstance, clock: Clock, tickMs = BONUS_TICK_MS): BonusScheduler {
  let running: Promise<number> | null = null;
  const runOnce = (): Promise<number> => {
    if (running) return running;
    running = releaseDue(app.db, app.ledger, new Date(clock.now())).finally(() => {
      running = null;
    });
    return running;
  };
  const timer = setInterval(() => {
    runOnce().catch((err: unknown) => app.log.warn({ err }, 'bonus release run failed; the next tick retries'));
  }, tickMs);
  timer.unref();
  return {
    runOnce,
    stop: async () => {
      clearInterval(timer);
      await running?.catch(() => 0);
    },
  };
}
