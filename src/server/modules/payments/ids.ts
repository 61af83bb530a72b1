import { randomBytes } from 'node:crypto';

/** D… for deposits, W… for withdrawals: time-ordered, unguessable, the pattern the API schemas accept. */
export function newOrderId(prefix: 'D' | 'W', now: number): string {
  return `${prefix}${now.toString(36).toUpperCase()}${randomBytes(6).toString('hex').toUpperCase()}`;
}
