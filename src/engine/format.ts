import { localeOf } from './languages.ts';

export interface AmountFormat {
  /** Platform language code (EN, BN…); picks digits and grouping (BN uses Bengali digits, lakh grouping). */
  language?: string;
  symbol?: string;
}

/** Amounts always show 2 decimals with thousands separators (docs/spec/rules.md), optionally after the currency symbol. */
export function formatAmount(amount: number | string, opts: AmountFormat = {}): string {
  const n = typeof amount === 'string' ? Number(amount) : amount;
  if (!Number.isFinite(n)) return '—';
  const text = new Intl.NumberFormat(localeOf(opts.language ?? 'EN'), {
    minimumFractionDigits: 2,
    maximumFractionDigits: 2,
    useGrouping: true,
  }).format(n);
  return opts.symbol ? `${opts.symbol}${text}` : text;
}
