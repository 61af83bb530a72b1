// Shared by the payments suites: a member with money, a payment password and a payout account, and the
// sandbox provider's signed callbacks.
import { randomBytes } from 'node:crypto';
import type { ApiEnvelope } from '../../../../src/generated/types.ts';
import type { SandboxProvider } from '../../../../src/server/modules/payments/sandbox.ts';
import { SIGNATURE_HEADER } from '../../../../src/server/modules/payments/sandbox.ts';
import { serverTexts } from '../../../../src/server/i18n/texts.ts';
import { Client, createAccount, uniqueName, type TestWorld } from '../../support/world.ts';

export const PASSWORD = 'river2468';
export const PAY_PASSWORD = 'pin-4321';
export const requestId = (): string => randomBytes(12).toString('hex');

let ipSeq = 0;
export const nextIp = (): string => `10.9.${Math.floor(++ipSeq / 250)}.${ipSeq % 250}`;

export interface Member {
  client: Client;
  id: string;
  username: string;
}

/** A logged-in lotus member (BDT; channels bkash, nagad 1 %, bank 20 fixed) with an opening balance. */
export async function member(world: TestWorld, opts: { balance?: string; type?: string; brand?: string } = {}): Promise<Member> {
  const username = uniqueName('pay');
  const brand = opts.brand ?? 'lotus';
  const ip = nextIp();
  const { id } = await createAccount(world, { brand, username, password: PASSWORD, type: opts.type ?? 'member', knownIp: ip, ...(opts.balance ? { balance: opts.balance } : {}) });
  const client = new Client(world, `${brand}.localhost`, ip);
  const res = await client.login(username, PASSWORD);
  if (!res.envelope.success) throw new Error(`login: ${res.envelope.message}`);
  return { client, id, username };
}

/** Setting the withdraw password and binding an account each post an account-security notice: money tests leave them out. */
const SECURITY_TITLES = new Set(Object.values(serverTexts('notice.security.title')));
export const moneyNotices = (titles: string[]): string[] => titles.filter((t) => !SECURITY_TITLES.has(t));

export async function setPaymentPassword(c: Client, password = PAY_PASSWORD): Promise<void> {
  const res = await c.post('/wps/member/paymentPassword', { newPassword: password, confirmNewPassword: password, loginPassword: PASSWORD }, { enc: true });
  if (!res.envelope.success) throw new Error(`payment password: ${res.envelope.message}`);
}

export async function bindAccount(c: Client, channelId = 'bkash', accountNumber = '01712345678'): Promise<string> {
  const res = await c.post<{ list: { id: string }[] }>('/wps/member/payoutAccounts', { channelId, holderName: 'Rahim Uddin', accountNumber, loginPassword: PASSWORD }, { enc: true });
  if (!res.envelope.success) throw new Error(`bind: ${res.envelope.message}`);
  return res.envelope.value.list.at(-1)!.id;
}

/** The sandbox's provider as the server has it (to sign like it, or not). */
export function sandboxOf(world: TestWorld): SandboxProvider {
  return world.app.paymentProviders.get('sandbox') as SandboxProvider;
}

export async function sendCallback(world: TestWorld, body: string, signature: string): Promise<{ status: number; envelope: ApiEnvelope }> {
  const res = await world.app.inject({
    method: 'POST',
    url: '/wps/payments/callback/sandbox',
    headers: { host: 'lotus.localhost', 'content-type': 'application/json', [SIGNATURE_HEADER]: signature },
    payload: body,
  });
  return { status: res.statusCode, envelope: JSON.parse(res.body) as ApiEnvelope };
}

export async function mainBalance(world: TestWorld, brandId: string, memberId: string, kind: 'main' | 'hold' = 'main'): Promise<bigint> {
  return world.app.ledger.balance({ brandId, kind, memberId });
}
