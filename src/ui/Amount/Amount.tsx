import { css } from '@emotion/react';
import type { ReactNode } from 'react';
import { useIntl } from 'react-intl';
import { token } from '../../engine/theme/token.ts';
import { formatAmount } from '../../engine/format.ts';
import { EyeIcon, EyeOffIcon } from '../icons.tsx';
import { IconButton } from '../IconButton/IconButton.tsx';
import { useControllable } from '../internal/useControllable.ts';
import { uiMessages } from '../messages.ts';
import { visuallyHidden } from '../styles.ts';

export const HIDDEN_AMOUNT = '****';

export interface AmountProps {
  value: number | string;
  /** Currency symbol put before the number (e.g. the brand's ৳ or $). */
  symbol?: string;
  /** Platform language code for digits and grouping; default the current intl locale. */
  language?: string;
  /** Show a toggle that hides the number as ****. */
  hideable?: boolean;
  hidden?: boolean;
  defaultHidden?: boolean;
  onHiddenChange?: (hidden: boolean) => void;
  size?: 'sm' | 'md' | 'lg';
}

const wrap = css`
  display: inline-flex;
  align-items: center;
  gap: ${token('space.xs')};
  font-family: ${token('font.family.base')};
  font-variant-numeric: tabular-nums;
  font-weight: ${token('font.weight.bold')};
  white-space: nowrap;
  &[data-size='sm'] {
    font-size: ${token('font.size.sm')};
  }
  &[data-size='md'] {
    font-size: ${token('font.size.md')};
  }
  &[data-size='lg'] {
    font-size: ${token('font.size.xl')};
  }
`;

/**
 * A money amount: 2 decimals with grouping (how every amount on the site reads), optionally hidden as **** behind a toggle. The figure is
 * an isolated left-to-right run, so Urdu text around it neither reorders it nor is reordered by it.
 */
export function Amount({
  value,
  symbol,
  language,
  hideable = false,
  hidden,
  defaultHidden = false,
  onHiddenChange,
  size = 'md',
}: AmountProps): ReactNode {
  const intl = useIntl();
  const [isHidden, setHidden] = useControllable(hidden, defaultHidden, onHiddenChange);
  const text = formatAmount(value, { language: language ?? intl.locale, ...(symbol ? { symbol } : {}) });
  const concealed = hideable && isHidden;
  return (
    <span css={wrap} data-size={size}>
      {concealed ? (
        <>
          <span aria-hidden="true">{HIDDEN_AMOUNT}</span>
          <span css={visuallyHidden}>{intl.formatMessage(uiMessages.amountHidden)}</span>
        </>
      ) : (
        // the number and its symbol read left to right even in right-to-left text
        <bdi dir="ltr">{text}</bdi>
      )}
      {hideable && (
        <IconButton
          size="sm"
          label={intl.formatMessage(concealed ? uiMessages.showAmount : uiMessages.hideAmount)}
          onClick={() => setHidden(!concealed)}
        >
          {concealed ? <EyeIcon size={18} /> : <EyeOffIcon size={18} />}
        </IconButton>
      )}
    </span>
  );
}
