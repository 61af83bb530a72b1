// In-house suites: a funded member of lotus (single wallet) and the engine's dependencies for direct calls.
import type { AccountsWorld } from '../support/accounts.ts';
import type { InhouseDeps } from '../../../src/server/modules/inhouse/rounds.ts';

let seq = 0;
/** Credit a member's main wallet through the ledger (house → main), as a confirmed deposit would. */
export async function fund(world: AccountsWorld, brandId: string, memberId: string, amountMinor: bigint): Promise<void> {
  seq += 1;
  await world.app.ledger.transfer({
    idempotencyKey: `test-fund-${memberId}-${seq}-${Date.now()}`,
    from: { brandId, kind: 'house' },
    to: { brandId, kind: 'main', memberId },
    amountMinor,
    reason: 'adjustment',
    reference: 'test funding',
  });
}

export const balanceOf = (world: AccountsWorld, brandId: string, memberId: string): Promise<bigint> =>
  world.app.ledger.balance({ brandId, kind: 'main', memberId });

export function depsOf(world: AccountsWorld): InhouseDeps {
  return { db: world.db, clock: world.clock, wallet: () => world.app.seamlessWallet };
}
