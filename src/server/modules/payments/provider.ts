// What a payment provider does for us. A real one (a PSP's API) implements this and is listed in
// createProviders; the built-in sandbox is served by this server (sandbox.ts) and is on unless PAYMENT_SANDBOX=0.
import type { PaymentCallback } from '../../../generated/types.ts';

export interface DepositIntent {
  orderId: string;
  brandId: string;
  amountMinor: bigint;
  currency: string;
  channelId: string;
  /** Capability of the pay page: only its sha256 is stored. */
  payToken: string;
  expiresAt: Date;
}

export interface PayoutRequest {
  withdrawalId: string;
  brandId: string;
  /** What the player receives (amount minus fee). */
  amountMinor: bigint;
  channelId: string;
  holderName: string;
  accountNumber: string;
}

export interface PaymentProvider {
  readonly id: string;
  /** Where the player goes to pay: a path on our site for the sandbox, the PSP's URL for a real one. */
  createDeposit(intent: DepositIntent): Promise<{ payUrl: string }>;
  /**
   * The callback, parsed, when its signature over the raw body is the provider's; null when forged.
   * A callback moves an order from pending to confirmed (approved), failed (declined) or expired.
   */
  verifyCallback(rawBody: string, headers: Record<string, string | string[] | undefined>): PaymentCallback | null;
  /** Send a reviewed withdrawal's money; resolves with the provider's reference once accepted. */
  payout(req: PayoutRequest): Promise<{ reference: string }>;
}

export type PaymentProviders = ReadonlyMap<string, PaymentProvider>;

declare module 'fastify' {
  interface FastifyInstance {
    paymentProviders: PaymentProviders;
  }
}
