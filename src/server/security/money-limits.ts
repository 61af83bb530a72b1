// Requests per member and per IP on the endpoints that move money, in atomic sliding windows (sliding-window.ts):
// a burst sent together, even across server instances, gets exactly the window's room and the rest 429
// request.throttled with value {retryAfterSeconds} (and a Retry-After header), like the account limits. The
// coarse per-instance layer (rate-limit.ts) covers only the account endpoints; these are counted in the database
// so every instance agrees. A request without a session is not counted: its handler answers 401 at once.
import type { FastifyInstance } from 'fastify';
import { ApiError } from '../http/errors.ts';
import { requireWindowSlots, type SlidingWindow } from './sliding-window.ts';

export type MoneyGroup = 'payments' | 'transfers' | 'claims' | 'bets';

/**
 * Every member endpoint that creates a money movement, by group. Not here: the vendors' seamless wallet calls
 * (/wps/vendor/wallet/*: signed server-to-server, one per game round), the operator's and providers' callbacks,
 * reads, and the prize draws (MCS2_spinPrizeWheel, MCS2_claimRafflePromotion): each spends a one-use ticket the
 * member already holds, so the tickets bound them, and a member with a stack of tickets spins them in a row. A
 * new endpoint that moves money belongs in this list.
 */
export const MONEY_ROUTES: Readonly<Record<string, MoneyGroup>> = {
  // a deposit order (a pay session at the provider) and a withdrawal (money held from the balance)
  '/wps/relay/MCSFE_createDeposit': 'payments',
  '/wps/transaction/withdraw': 'payments',
  // main ↔ game wallets and recall all, to the upline, an agent to a downline
  '/wps/relay/GCS_walletTransfer': 'transfers',
  '/wps/relay/GCS_uplineTransfer': 'transfers',
  '/wps/agent/team/transfer': 'transfers',
  // bonuses credited on claim: rewards, rebates, missions, promotions, points
  '/wps/relay/MCS2_claimReward': 'claims',
  '/wps/relay/MCS2_claimAllRewards': 'claims',
  '/wps/relay/MCS2_claimManualRebate': 'claims',
  '/wps/relay/MCSFE_claimMission': 'claims',
  '/wps/relay/MCSFE_claimPromotion': 'claims',
  '/wps/relay/passwordCheck/MCS2_redeemPointReward': 'claims',
  '/wps/relay/passwordCheck/MCS2_convertPoint': 'claims',
  // stakes of our own provably fair games
  '/wps/relay/inhouse/dice/bet': 'bets',
  '/wps/relay/inhouse/crash/bet': 'bets',
};

const MINUTE = 60_000;

/**
 * Per member: 30 a minute is one every 2 s all minute long, far above what a player does by hand (a deposit, a
 * few transfers, a run of claims), while a script is held to it. Per IP: 120 a minute leaves room for a family or
 * an office behind one address; a carrier's shared address of many players reaches it only if dozens of them
 * move money in the same minute. Bets come faster by nature (a dice player clicking on): 120 a minute per
 * member, 600 per IP.
 */
export const MONEY_LIMITS: Readonly<Record<MoneyGroup, { member: number; ip: number }>> = {
  payments: { member: 30, ip: 120 },
  transfers: { member: 30, ip: 120 },
  claims: { member: 30, ip: 120 },
  bets: { member: 120, ip: 600 },
};

function windowsOf(group: MoneyGroup): { member: SlidingWindow; ip: SlidingWindow } {
  const limits = MONEY_LIMITS[group];
  return {
    member: { scope: `money.${group}.member`, windowMs: MINUTE, max: limits.member },
    ip: { scope: `money.${group}.ip`, windowMs: MINUTE, max: limits.ip },
  };
}

/** A hook before every handler: counts the request in its group's member and IP windows, or answers 429. */
export function installMoneyLimits(app: FastifyInstance): void {
  app.addHook('preHandler', async (request, reply) => {
    const url = request.routeOptions.url;
    const group = url === undefined ? undefined : MONEY_ROUTES[url];
    const session = request.session;
    if (!group || !session || !request.brand) return;
    const { db, clock } = app.accounts;
    const windows = windowsOf(group);
    try {
      await requireWindowSlots(
        db,
        request.brand.id,
        [
          { window: windows.member, subject: session.customerId },
          { window: windows.ip, subject: request.ip },
        ],
        clock.now(),
      );
    } catch (err) {
      const seconds = err instanceof ApiError ? (err.details.value as { retryAfterSeconds?: number } | undefined)?.retryAfterSeconds : undefined;
      if (seconds !== undefined) reply.header('retry-after', String(seconds));
      throw err;
    }
  });
}
