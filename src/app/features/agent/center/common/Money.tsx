import type { ReactNode } from 'react';
import { useIntl } from 'react-intl';
import { Amount, Ltr } from '../../../../../ui/index.ts';
import { useBrand } from '../../../../boot/BootContext.tsx';
import { major } from './money.ts';

/** Minor units (decimal string) in the brand's currency with 2 decimals, exact up to the display. */
export function Money({ minor, size = 'sm' }: { minor: string; size?: 'sm' | 'md' | 'lg' }): ReactNode {
  const brand = useBrand();
  return <Amount value={major(minor)} symbol={brand.currency.symbol} size={size} />;
}

/** Basis points as a percentage with 2 decimals (150 → 1.50 %), in the reader's digits. */
export function Rate({ bp }: { bp: number }): ReactNode {
  const intl = useIntl();
  return <Ltr>{intl.formatNumber(bp / 10_000, { style: 'percent', minimumFractionDigits: 2, maximumFractionDigits: 2 })}</Ltr>;
}
