// The sandbox's own "vendor backend": it calls our signed seamless-wallet API the way a real vendor's server
// would (through app.inject, on the brand's host), so the page exercises the real signed path end to end.
import type { FastifyInstance } from 'fastify';
import type { ApiEnvelope, VendorWalletResult } from '../../../generated/types.ts';
import { vendorHeaders } from '../seamless/index.ts';
import type { SandboxSession } from './session.ts';

export type VendorOp = 'balance' | 'debit' | 'credit' | 'rollback';

export interface VendorReply {
  ok: boolean;
  balanceMinor?: bigint;
  errorCode?: string;
  message?: string;
}

export async function callVendorWallet(app: FastifyInstance, host: string, op: VendorOp, body: Record<string, string>): Promise<VendorReply> {
  const vendor = body.vendor!;
  const { vendor: _drop, ...payload } = body;
  void _drop;
  const secret = app.vendorSecrets.secretOf(vendor);
  if (!secret) return { ok: false, message: 'No secret for this vendor' };
  const raw = JSON.stringify(payload);
  const res = await app.inject({
    method: 'POST',
    url: `/wps/vendor/wallet/${op}`,
    headers: { ...vendorHeaders(vendor, secret, raw, app.accounts.clock.now()), host },
    payload: raw,
  });
  const e = JSON.parse(res.body) as ApiEnvelope & { value: VendorWalletResult | null };
  return e.success && e.value ? { ok: true, balanceMinor: BigInt(e.value.balanceMinor) } : { ok: false, errorCode: e.errorCode ?? '', message: e.message ?? '' };
}

export const roundIdOf = (s: SandboxSession, token: string, round: number): string => `sbx-${token.slice(0, 12)}-${round}`;

/** The bet fields of a round of this session. */
export function betBody(s: SandboxSession, roundId: string, txId: string, amountMinor?: bigint): Record<string, string> {
  return {
    vendor: s.vendor,
    memberId: s.memberId,
    roundId,
    txId,
    gameCode: s.gameCode,
    gameType: s.gameType,
    ...(amountMinor === undefined ? {} : { amountMinor: String(amountMinor) }),
  };
}
