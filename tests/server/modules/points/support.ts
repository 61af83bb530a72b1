// Points and VIP suites: settled bets and confirmed deposits written as the seamless wallet and the payments
// module write them, so the earning and level code reads the same rows it reads in production.
import type { TestWorld } from '../../support/world.ts';

let betSeq = 0;
/** One settled bet (stake and game type as a vendor reports them); returns its bet_records id. */
export async function settledBet(world: TestWorld, brand: string, memberId: string, stakeMinor: bigint, gameType = 'RNG'): Promise<string> {
  betSeq += 1;
  const now = new Date(world.clock.now());
  const r = await world.db.query<{ id: string }>(
    `INSERT INTO bet_records (brand_id, member_id, vendor, game_code, game_type, round_id, stake_minor, win_minor, status, placed_at, settled_at)
     VALUES ($1, $2, 'SBX', 'sbx-slot', $3, $4, $5, 0, 'settled', $6, $6) RETURNING id`,
    [brand, memberId, gameType, `pts-${Date.now()}-${betSeq}`, stakeMinor.toString(), now],
  );
  return String(r.rows[0]!.id);
}

let depSeq = 0;
export async function confirmedDeposit(world: TestWorld, brand: string, memberId: string, amountMinor: bigint, status = 'confirmed'): Promise<void> {
  depSeq += 1;
  const now = new Date(world.clock.now());
  await world.db.query(
    `INSERT INTO deposit_orders (id, brand_id, member_id, provider, channel_id, amount_minor, status, pay_token_hash, request_id, created_at, expires_at, settled_at)
     VALUES ($1, $2, $3, 'sandbox', 'bank', $4, $5, 'x', $1, $6, $6, $6)`,
    [`dep-pts-${Date.now()}-${depSeq}`, brand, memberId, amountMinor.toString(), status, now],
  );
}
