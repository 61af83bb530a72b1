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
  /**
   * The withdrawal's id: the provider pays a key once, and answers a repeat of it (a retry, a reconcile after a
   * crash, two at once) with the first result instead of paying again.
   */
  idempotencyKey: string;
  brandId: string;
  /** What the player receives (amount minus fee). */
  amountMinor: bigint;
  channelId: string;
  holderName: string;
  accountNumber: string;
}

/**
 * paid: the money left (reference = the provider's id for it); refused: it did not and will not (the hold goes
 * back to the member); pending: accepted, not finished yet (asked again by reconcile).
 */
export type PayoutResult = { outcome: 'paid'; reference: string } | { outcome: 'refused'; reason: string } | { outcome: 'pending' };

export interface PaymentProvider {
  readonly id: string;
  /** Where the player goes to pay: a path on our site for the sandbox, the PSP's URL for a real one. */
  createDeposit(intent: DepositIntent): Promise<{ payUrl: string }>;
  /**
   * The callback, parsed, when its signature over the raw body is the provider's; null when forged.
   * A callback moves an order from pending to confirmed (approved), failed (declined) or expired.
   */
  verifyCallback(rawBody: string, headers: Record<string, string | string[] | undefined>): PaymentCallback | null;
  /**
   * Send a reviewed withdrawal's money, or ask again how that went: the same idempotencyKey pays once and answers
   * the first result. Rejects when the outcome is unknown (network, timeout): the withdrawal stays `paying` and
   * reconcile asks again later.
   */
  payout(req: PayoutRequest): Promise<PayoutResult>;
}

export type PaymentProviders = ReadonlyMap<string, PaymentProvider>;

declare module 'fastify' {
  interface FastifyInstance {
    paymentProviders: PaymentProviders;
  }
}
