// Wallet suites: members with money on a multi-wallet brand (aurora ships multi-wallet) and a single one (lotus).
import { expect } from 'vitest';
import type { WalletBalance } from '../../../../src/generated/types.ts';
import { hashPassword } from '../../../../src/server/security/passwords.ts';
import { Client, createAccount, uniqueName, TEST_SCRYPT, type TestWorld } from '../../support/world.ts';

let ipSeq = 0;
export const nextIp = (): string => `10.9.${Math.floor(++ipSeq / 250)}.${ipSeq % 250}`;

let reqSeq = 0;
/** A fresh client request id (what the app makes once per submission). */
export const requestId = (): string => `req-${Date.now().toString(36)}-${++reqSeq}`;

export interface Member {
  c: Client;
  id: string;
  username: string;
}

export async function member(world: TestWorld, brand: string, extra: Record<string, unknown> = {}): Promise<Member> {
  const username = uniqueName('wl');
  const password = 'river2468';
  const { id } = await createAccount(world, { brand, username, password, type: 'member', ...extra });
  const c = new Client(world, `${brand}.localhost`, nextIp());
  const res = await c.login(username, password);
  expect(res.envelope.success, JSON.stringify(res.envelope)).toBe(true);
  return { c, id, username };
}

export async function setPaymentPassword(world: TestWorld, memberId: string, password: string): Promise<void> {
  await world.db.query('UPDATE members SET payment_password_hash = $1 WHERE id = $2', [await hashPassword(password, TEST_SCRYPT), memberId]);
}

export async function balances(c: Client): Promise<WalletBalance> {
  const res = await c.get<WalletBalance>('/wps/v2/wallets/balance?typeId=0');
  expect(res.envelope.success, JSON.stringify(res.envelope)).toBe(true);
  return res.envelope.value;
}

/** accountTypeId → availBalance. */
export async function byType(c: Client): Promise<Record<number, number>> {
  const b = await balances(c);
  return Object.fromEntries(b.balance.map((x) => [x.accountTypeId, x.availBalance]));
}

export async function transferCount(world: TestWorld): Promise<number> {
  const r = await world.db.query<{ n: string }>('SELECT count(*) AS n FROM ledger_transfers');
  return Number(r.rows[0]!.n);
}
