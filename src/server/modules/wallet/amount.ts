// Amounts from forms: "12.50", "12" or 12.5 → integer minor units; anything else is refused before money moves.
import { ApiError, ErrorCode } from '../../http/errors.ts';

const AMOUNT = /^\d{1,12}(?:\.\d{1,2})?$/;

export function invalidAmount(): ApiError {
  return new ApiError(400, ErrorCode.badParam, 'Enter an amount above 0 with at most 2 decimals', { messageId: 'amount.invalid' });
}

/** Minor units (> 0) of a form amount with at most 2 decimals; 400 request_param_err otherwise. */
export function parseAmount(raw: string | number | undefined): bigint {
  if (raw === undefined) throw invalidAmount();
  // A JS number prints its shortest exact decimal form: 12.345 stays 12.345 and is refused, 1e21 is refused.
  const text = typeof raw === 'number' ? (Number.isFinite(raw) ? String(raw) : '') : raw.trim();
  if (!AMOUNT.test(text)) throw invalidAmount();
  const [whole, frac = ''] = text.split('.');
  const minor = BigInt(whole!) * 100n + BigInt(frac.padEnd(2, '0'));
  if (minor <= 0n) throw invalidAmount();
  return minor;
}
