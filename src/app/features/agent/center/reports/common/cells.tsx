import type { ReactNode } from 'react';
import { useIntl } from 'react-intl';
import { Amount } from '../../../../../../ui/index.ts';
import { useBrand } from '../../../../../boot/BootContext.tsx';
import { major } from './api.ts';
import { inZone } from './dates.ts';

/** Minor units (decimal string) in the brand's currency with 2 decimals; exact (BigInt) up to the display. */
export function Money({ minor }: { minor: string }): ReactNode {
  const brand = useBrand();
  return <Amount value={major(minor)} symbol={brand.currency.symbol} size="sm" />;
}

/** Basis points as a percentage with 2 decimals (150 → 1.50 %), in the reader's digits. */
export function Rate({ bp }: { bp: number }): ReactNode {
  const intl = useIntl();
  return <>{intl.formatNumber(bp / 10_000, { style: 'percent', minimumFractionDigits: 2, maximumFractionDigits: 2 })}</>;
}

/** An instant on the brand's wall clock (its time zone, not the phone's), e.g. "15 Jan 2030, 14:05". */
export function ZonedTime({ iso, withTime = true }: { iso: string; withTime?: boolean }): ReactNode {
  const intl = useIntl();
  const brand = useBrand();
  const at = inZone(iso, brand.timezoneOffset);
  return (
    <time dateTime={iso}>
      {intl.formatDate(at, { timeZone: 'UTC', dateStyle: 'medium', ...(withTime ? { timeStyle: 'short' } : {}) })}
    </time>
  );
}
