// What each sandbox button does, as the vendor's game would: Bet opens a round (debit), Win/Lose settle it
// (credit 2× stake or 0), Refund rolls its debit back. Transaction ids derive from the round, so a double submit
// replays instead of booking twice.
import type { FastifyInstance } from 'fastify';
import type { Queryable } from '../../db/types.ts';
import { betBody, callVendorWallet, roundIdOf, SANDBOX_STAKE_MINOR, SANDBOX_WIN_MINOR, type VendorReply } from './vendor.ts';
import { updateSandboxSession, type SandboxSession } from './session.ts';

export const SANDBOX_ACTIONS = ['bet', 'win', 'lose', 'refund'] as const;
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

export async function playSandbox(app: FastifyInstance, host: string, token: string, s: SandboxSession, action: SandboxAction): Promise<void> {
  const open = await roundOpen(app.db, s, token);
  if (action === 'bet') {
    if (open) return updateSandboxSession(app.db, token, 'Finish the open round first (Win, Lose or Refund).');
    const round = s.rounds + 1;
    const roundId = roundIdOf(s, token, round);
    const r = await callVendorWallet(app, host, 'debit', betBody(s, roundId, `${roundId}-bet`, SANDBOX_STAKE_MINOR));
    if (!r.ok) return updateSandboxSession(app.db, token, failed(r));
    return updateSandboxSession(app.db, token, `Round ${round}: bet placed.`, { from: s.rounds });
  }
  if (!open) return updateSandboxSession(app.db, token, 'Place a bet first.');
  const roundId = roundIdOf(s, token, s.rounds);
  const r =
    action === 'refund'
      ? await callVendorWallet(app, host, 'rollback', betBody(s, roundId, `${roundId}-bet`))
      : await callVendorWallet(app, host, 'credit', betBody(s, roundId, `${roundId}-settle`, action === 'win' ? SANDBOX_WIN_MINOR : 0n));
  if (!r.ok) return updateSandboxSession(app.db, token, failed(r));
  const said = { win: 'you won', lose: 'you lost', refund: 'bet refunded' }[action];
  return updateSandboxSession(app.db, token, `Round ${s.rounds}: ${said}.`);
}
