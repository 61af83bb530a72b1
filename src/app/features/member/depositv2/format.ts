import { useIntl } from 'react-intl';
import { formatAmount } from '../../../../engine/format.ts';

/** Amounts as the page shows them: 2 decimals, the brand's symbol, the language's digits. */
export function useMoney(symbol: string | undefined): (n: number) => string {
  const intl = useIntl();
  return (n) => formatAmount(n, { language: intl.locale, ...(symbol ? { symbol } : {}) });
}

/** What a channel's fee makes of an amount (the server rounds the percentage up to the minor unit, as here). */
export function feeFor(amount: number, c: { feePercent: number; feeFixed: number }): number {
  const minor = Math.round(amount * 100);
  const fee = Math.round(c.feeFixed * 100) + Math.ceil((minor * Math.round(c.feePercent * 100)) / 10000);
  return fee / 100;
}

const AMOUNT = /^\d{1,12}(\.\d{1,2})?$/;
export const validAmount = (text: string): boolean => AMOUNT.test(text.trim()) && Number(text) > 0;
