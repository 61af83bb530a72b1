// The built-in sandbox provider: its pay page is served by this server (sandbox-page.ts) and its callbacks are
// signed with HMAC-SHA256 under a secret that never leaves the process (PAYMENT_SANDBOX_SECRET for several
// instances behind one balancer; a random one per process otherwise).
import { createHmac, randomBytes, timingSafeEqual } from 'node:crypto';
import type { PaymentCallback } from '../../../generated/types.ts';
import { validatePaymentCallback } from '../../../generated/validators.js';
import type { DepositIntent, PaymentProvider, PayoutRequest, PayoutResult } from './provider.ts';

export const SANDBOX_PROVIDER = 'sandbox';
export const SIGNATURE_HEADER = 'x-payment-signature';

export class SandboxProvider implements PaymentProvider {
  readonly id = SANDBOX_PROVIDER;
  readonly #secret: Buffer;
  /** Payouts by idempotency key, as a real provider keeps them: a repeat answers the first result, paying nothing. */
  readonly #payouts = new Map<string, Promise<PayoutResult>>();

  constructor(secret = process.env.PAYMENT_SANDBOX_SECRET) {
    this.#secret = secret ? Buffer.from(secret, 'utf8') : randomBytes(32);
  }

  async createDeposit(intent: DepositIntent): Promise<{ payUrl: string }> {
    return { payUrl: `/payments/sandbox/pay/${intent.orderId}?token=${encodeURIComponent(intent.payToken)}` };
  }

  sign(rawBody: string): string {
    return createHmac('sha256', this.#secret).update(rawBody).digest('hex');
  }

  /** A signed callback body for an order (what the sandbox's pay page sends when the player decides). */
  callback(orderId: string, amount: string, status: PaymentCallback['status'], now: number): { body: string; signature: string } {
    const cb: PaymentCallback = { orderId, amount, status, nonce: randomBytes(18).toString('base64url'), timestamp: now };
    const body = JSON.stringify(cb);
    return { body, signature: this.sign(body) };
  }

  verifyCallback(rawBody: string, headers: Record<string, string | string[] | undefined>): PaymentCallback | null {
    const given = headers[SIGNATURE_HEADER];
    if (typeof given !== 'string' || !/^[0-9a-f]{64}$/.test(given)) return null;
    const expected = Buffer.from(this.sign(rawBody), 'hex');
    if (!timingSafeEqual(expected, Buffer.from(given, 'hex'))) return null;
    let parsed: unknown;
    try {
      parsed = JSON.parse(rawBody);
    } catch {
      return null;
    }
    return validatePaymentCallback(parsed) ? (parsed as PaymentCallback) : null;
  }

  async payout(req: PayoutRequest): Promise<PayoutResult> {
    // The promise is stored before anything awaits, so two asks of one key at once share one payout. The sandbox
    // pays every payout at once; its memory is this process's (a CLI run's sandbox answers the same reference).
    let result = this.#payouts.get(req.idempotencyKey);
    if (!result) {
      result = Promise.resolve({ outcome: 'paid', reference: `SBX-${req.withdrawalId}` });
      this.#payouts.set(req.idempotencyKey, result);
    }
    return result;
  }

  /** How many payouts the sandbox actually sent (repeats of a key not counted). */
  get payoutsSent(): number {
    return this.#payouts.size;
  }
}
