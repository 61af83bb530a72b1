// In-house suites: a funded member of lotus (single wallet) and the engine's dependencies for direct calls.
import { expect } from 'vitest';
import { createAccount, uniqueName, type TestWorld } from '../../support/world.ts';
import { browser, LOTUS } from '../games/support.ts';
import type { InhouseDeps } from '../../../../src/server/modules/inhouse/rounds.ts';

let seq = 0;
/** Credit a member's main wallet through the ledger (house → main), as a confirmed deposit would. */
export async function fund(world: TestWorld, brandId: string, memberId: string, amountMinor: bigint): Promise<void> {
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

export const balanceOf = (world: TestWorld, brandId: string, memberId: string): Promise<bigint> =>
  world.app.ledger.balance({ brandId, kind: 'main', memberId });

export function depsOf(world: TestWorld): InhouseDeps {
  return { db: world.db, clock: world.clock, wallet: () => world.app.seamlessWallet };
}

/** A logged-in member of the host's brand with a strong password (a weak one must be changed before any play). */
export async function member(world: TestWorld, host = LOTUS, type: 'member' | 'trial' = 'member') {
  const username = uniqueName('ih');
  const { id } = await createAccount(world, { brand: host.split('.')[0], username, password: 'river2468', type, nickname: 'Player One' });
  const c = browser(world, host);
  let res = await c.login(username, 'river2468');
  if (res.envelope.errorCode === 'login.captcha_required') res = await c.login(username, 'river2468', { captcha: await c.captcha() });
  expect(res.envelope.success, JSON.stringify(res.envelope)).toBe(true);
  return { c, id: String(id), username };
}
