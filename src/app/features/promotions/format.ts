import { useIntl } from 'react-intl';
import { formatAmount } from '../../../engine/format.ts';
import { useBrand } from '../../boot/BootContext.tsx';

/** "12345" minor units → "123.45": a decimal string, so no float ever holds the amount. */
export function decimalOf(minor: string): string {
  const digits = minor.replace(/^0+(?=\d)/, '').padStart(3, '0');
  return `${digits.slice(0, -2)}.${digits.slice(-2)}`;
}

/** Minor-unit amounts as the page shows them: the brand's symbol, the language's digits. */
export function useMinorMoney(): (minor: string) => string {
  const intl = useIntl();
  const symbol = useBrand().currency.symbol;
  return (minor) => formatAmount(decimalOf(minor), { language: intl.locale, symbol });
}
