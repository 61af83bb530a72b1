// Vendor request signing: hex HMAC-SHA256(secret, timestamp + "\n" + raw body), sent as X-Vendor, X-Timestamp
// (Unix milliseconds) and X-Signature; accepted within ±5 minutes of the server clock.
import { createHmac, timingSafeEqual } from 'node:crypto';

export const SIGNATURE_WINDOW_MS = 5 * 60_000;

export function signVendorBody(secret: string, timestamp: string, rawBody: string): string {
  return createHmac('sha256', secret).update(`${timestamp}\n${rawBody}`).digest('hex');
}

/** The headers a vendor server sends with body (the sandbox vendor and tests use this too). */
export function vendorHeaders(vendor: string, secret: string, rawBody: string, nowMs: number): Record<string, string> {
  const timestamp = String(nowMs);
  return { 'content-type': 'application/json', 'x-vendor': vendor, 'x-timestamp': timestamp, 'x-signature': signVendorBody(secret, timestamp, rawBody) };
}

export type SignatureVerdict = 'ok' | 'stale' | 'bad';

export function verifyVendorSignature(secret: string, timestamp: string, signature: string, rawBody: string, nowMs: number): SignatureVerdict {
  if (!/^\d{10,16}$/.test(timestamp) || Math.abs(Number(timestamp) - nowMs) > SIGNATURE_WINDOW_MS) return 'stale';
  if (!/^[0-9a-f]{64}$/i.test(signature)) return 'bad';
  const want = Buffer.from(signVendorBody(secret, timestamp, rawBody), 'hex');
  return timingSafeEqual(want, Buffer.from(signature, 'hex')) ? 'ok' : 'bad';
}
