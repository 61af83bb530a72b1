// Seamless-wallet suites: a server world with known vendor secrets, funded members, and a signed vendor client.
import type { FastifyInstance } from 'fastify';
import type { ApiEnvelope, VendorWalletResult } from '../../../../src/generated/types.ts';
import { StaticVendorSecrets, vendorHeaders } from '../../../../src/server/modules/seamless/index.ts';
import { createAccount, openWorld, uniqueName, type TestWorld } from '../../support/world.ts';
import type { DbLeg } from '../../support/legs.ts';

export const VENDOR = 'PXS';
export const SECRETS: Record<string, string> = { PXS: 'test-secret-pxs', LMR: 'test-secret-lmr' };
export const LOTUS = 'lotus.localhost';

export const openSeamlessWorld = (leg: DbLeg, opts: Parameters<typeof openWorld>[1] = {}): Promise<TestWorld> =>
  openWorld(leg, { vendorSecrets: new StaticVendorSecrets(SECRETS), ...opts });

/** A lotus member with an opening balance (decimal string, e.g. "100.00"). */
export async function fundedMember(world: TestWorld, balance = '100.00'): Promise<string> {
  const { id } = await createAccount(world, { brand: 'lotus', username: uniqueName('sw'), password: 'river2468', type: 'member', balance });
  return String(id);
}

export interface VendorAnswer {
  status: number;
  envelope: ApiEnvelope & { value: VendorWalletResult | null };
}

export interface SendOpts {
  vendor?: string;
  secret?: string;
  nowMs?: number;
  /** Replace the signature header. */
  signature?: string;
  /** Send these bytes instead of the signed ones. */
  tamper?: (raw: string) => string;
}

export async function vendorCall(app: FastifyInstance, nowMs: number, op: string, body: Record<string, unknown>, o: SendOpts = {}): Promise<VendorAnswer> {
  const vendor = o.vendor ?? VENDOR;
  const raw = JSON.stringify(body);
  const headers: Record<string, string> = { ...vendorHeaders(vendor, o.secret ?? SECRETS[vendor] ?? 'none', raw, o.nowMs ?? nowMs), host: LOTUS };
  if (o.signature !== undefined) headers['x-signature'] = o.signature;
  const res = await app.inject({ method: 'POST', url: `/wps/vendor/wallet/${op}`, headers, payload: o.tamper ? o.tamper(raw) : raw });
  return { status: res.statusCode, envelope: JSON.parse(res.body) as VendorAnswer['envelope'] };
}

let n = 0;
export const bet = (memberId: string, extra: Record<string, unknown> = {}) => ({
  memberId,
  roundId: `r-${++n}-${Math.random().toString(36).slice(2, 8)}`,
  txId: `t-${n}-${Math.random().toString(36).slice(2, 8)}`,
  gameCode: 'pxs-fortune',
  gameType: 'RNG',
  ...extra,
});

/** The rollback body of a debit body. */
export function withoutAmount(b: Record<string, unknown>): Record<string, unknown> {
  const { amountMinor: _amount, ...rest } = b;
  void _amount;
  return rest;
}
