// How many accounts an agent may make for its downline. The register center asks no captcha and no SMS code (the
// agent is logged in), so without a limit one agent could make accounts without end, each a fresh member for
// every reward a new account gets. Both limits are sliding windows per agent, checked and recorded atomically, so
// a burst sent together gets exactly as many accounts as there is room for.
import type { Database } from '../../../db/types.ts';
import { ApiError, ErrorCode } from '../../../http/errors.ts';
import { releaseWindowSlots, takeWindowSlots, type SlidingWindow } from '../../../security/sliding-window.ts';

/** A burst: at most 5 accounts in any 10 minutes. */
export const AGENT_REGISTER_BURST: SlidingWindow = { scope: 'agent_register', windowMs: 10 * 60_000, max: 5 };
/** The daily cap: at most 30 accounts in any 24 hours. */
export const AGENT_REGISTER_DAILY: SlidingWindow = { scope: 'agent_register_day', windowMs: 24 * 3_600_000, max: 30 };

/** 429 agent.register_limit: when the agent may register again, in minutes and seconds. */
export function registerLimitError(retryAfterMs: number): ApiError {
  const retryAfterSeconds = Math.max(1, Math.ceil(retryAfterMs / 1000));
  return new ApiError(429, ErrorCode.agentRegisterLimit, 'You have registered as many accounts as allowed for now', {
    value: { retryAfterSeconds },
    messageValues: { minutes: Math.max(1, Math.ceil(retryAfterSeconds / 60)) },
  });
}

/**
 * Takes the agent's slot in both windows, or throws when either is full; the answer gives the slots back, for an
 * account that was not made after all (a name taken at the last moment).
 */
export async function takeRegisterSlot(db: Database, brandId: string, agentId: string, nowMs: number): Promise<() => Promise<void>> {
  const take = await takeWindowSlots(
    db,
    brandId,
    [AGENT_REGISTER_BURST, AGENT_REGISTER_DAILY].map((window) => ({ window, subject: agentId })),
    nowMs,
  );
  if (!take.taken) throw registerLimitError(take.retryAfterMs);
  return () => releaseWindowSlots(db, take.eventIds);
}
