import { css } from '@emotion/react';
import type { ReactNode } from 'react';
import { useIntl } from 'react-intl';
import { token } from '../../engine/theme/token.ts';
import { uiMessages } from '../messages.ts';
import { visuallyHidden } from '../styles.ts';

export interface BadgeProps {
  /** Hidden at 0 (and below). */
  count: number;
  /** Above this the badge shows "max+" (default 99). */
  max?: number;
  /** accent: text.onAccent on action.accent; primary: text.onAction on action.primary. */
  tone?: 'accent' | 'primary';
  /** What is counted, for assistive technology; default "N new items". */
  label?: string;
  /** The element the badge sits on (an icon button); without it the badge is inline. */
  children?: ReactNode;
}

const anchor = css`
  position: relative;
  display: inline-flex;
`;

const pill = css`
  display: inline-flex;
  align-items: center;
  justify-content: center;
  min-width: 20px;
  height: 20px;
  padding: 0 6px;
  border-radius: ${token('radius.pill')};
  font-family: ${token('font.family.base')};
  font-size: ${token('font.size.xs')};
  font-weight: ${token('font.weight.bold')};
  line-height: 1;
  font-variant-numeric: tabular-nums;
  background: ${token('color.action.accent')};
  color: ${token('color.text.onAccent')};
  &[data-tone='primary'] {
    background: ${token('color.action.primary')};
    color: ${token('color.text.onAction')};
  }
  [data-badge-anchor] > & {
    position: absolute;
    top: -6px;
    inset-inline-end: -6px;
    pointer-events: none;
  }
`;

/** A count bubble (unread messages, new promotions); nothing is drawn when the count is 0. */
export function Badge({ count, max = 99, tone = 'accent', label, children }: BadgeProps): ReactNode {
  const intl = useIntl();
  const shown = count > 0;
  const text = count > max ? `${intl.formatNumber(max)}+` : intl.formatNumber(count);
  const bubble = shown ? (
    <span css={pill} data-tone={tone}>
      <span aria-hidden="true">{text}</span>
      <span css={visuallyHidden}>{label ?? intl.formatMessage(uiMessages.badgeCount, { count })}</span>
    </span>
  ) : null;
  if (children === undefined) return bubble;
  return (
    <span css={anchor} data-badge-anchor="">
      {children}
      {bubble}
    </span>
  );
}
