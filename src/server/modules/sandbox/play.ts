// What each sandbox button does, as the vendor's game would: Bet opens a round (debit), Play lets the server draw
// its outcome and settle it (credit of the draw's win, 0 for a loss), Refund rolls the open round's debit back.
// The player never names an outcome. Transaction ids derive from the round, so a double submit replays instead of
// booking twice, and the wallet lets a round end one way only (a Play and a Refund sent together: one books).
import type { FastifyInstance } from 'fastify';
import type { Queryable } from '../../db/types.ts';
import { drawSandboxWin, SANDBOX_STAKE_MINOR } from './odds.ts';
import { betBody, callVendorWallet, roundIdOf, type VendorReply } from './vendor.ts';
import { updateSandboxSession, type SandboxSession } from './session.ts';

export const SANDBOX_ACTIONS = ['bet', 'settle', 'refund'] as const;
export type SandboxAction = (typeof SANDBOX_ACTIONS)[number];

/** Whether the session's current round is open (staked, not settled or refunded). */
export async function roundOpen(q: Queryable, s: SandboxSession, token: string): Promise<boolean> {
  if (s.rounds === 0) return false;
  const r = await q.query<{ status: string }>('SELECT status FROM bet_records WHERE brand_id = $1 AND vendor = $2 AND round_id = $3', [
    s.brandId,
    s.vendor,
    roundIdOf(s, token, s.rounds),
  ]);
  return r.rows[0]?.status === 'open';
}

const failed = (r: VendorReply) => `Refused: ${r.message || r.errorCode || 'unknown error'}`;

export async function playSandbox(
  app: FastifyInstance,
  host: string,
  token: string,
  s: SandboxSession,
  action: SandboxAction,
  money: (minor: bigint) => string,
): Promise<void> {
  const open = await roundOpen(app.db, s, token);
  if (action === 'bet') {
    if (open) return updateSandboxSession(app.db, token, 'Finish the open round first (Play or Refund).');
    const round = s.rounds + 1;
    const roundId = roundIdOf(s, token, round);
    const r = await callVendorWallet(app, host, 'debit', betBody(s, roundId, `${roundId}-bet`, SANDBOX_STAKE_MINOR));
    if (!r.ok) return updateSandboxSession(app.db, token, failed(r));
    return updateSandboxSession(app.db, token, `Round ${round}: bet placed.`, { from: s.rounds });
  }
  if (!open) return updateSandboxSession(app.db, token, 'Place a bet first.');
  const roundId = roundIdOf(s, token, s.rounds);
  if (action === 'refund') {
    const r = await callVendorWallet(app, host, 'rollback', betBody(s, roundId, `${roundId}-bet`));
    return updateSandboxSession(app.db, token, r.ok ? `Round ${s.rounds}: bet refunded.` : failed(r));
  }
  const win = drawSandboxWin(SANDBOX_STAKE_MINOR);
  const r = await callVendorWallet(app, host, 'credit', betBody(s, roundId, `${roundId}-settle`, win));
  if (!r.ok) return updateSandboxSession(app.db, token, failed(r));
  return updateSandboxSession(app.db, token, win > 0n ? `Round ${s.rounds}: you won ${money(win)}.` : `Round ${s.rounds}: you lost.`);
}
