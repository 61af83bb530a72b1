// Members of the rebate, referral and missions suites on any shipped brand: aurora asks a captcha at every
// login, so the login answers one (through the dev tool, as the e2e tests do).
import { expect } from 'vitest';
import { Client, createAccount, uniqueName, type TestWorld } from '../../support/world.ts';
import { nextIp } from '../wallet/support.ts';

export interface GrowthMember {
  c: Client;
  id: string;
  username: string;
}

export async function growthMember(world: TestWorld, brand: string): Promise<GrowthMember> {
  const username = uniqueName('gr');
  const { id } = await createAccount(world, { brand, username, password: 'river2468', type: 'member' });
  const c = new Client(world, `${brand}.localhost`, nextIp());
  const res = await c.login(username, 'river2468', brand === 'aurora' ? { captcha: await c.captcha() } : {});
  expect(res.envelope.success, JSON.stringify(res.envelope)).toBe(true);
  return { c, id, username };
}
