import { css, keyframes } from '@emotion/react';
import type { ReactNode } from 'react';
import { useIntl } from 'react-intl';
import { token } from '../../engine/theme/token.ts';
import { uiMessages } from '../messages.ts';
import { baseText, reducedMotion, visuallyHidden } from '../styles.ts';

const spin = keyframes`to { transform: rotate(360deg); }`;

const SIZES = { sm: 16, md: 24, lg: 40 } as const;

const ring = css`
  display: inline-block;
  flex: none;
  animation: ${spin} 0.8s linear infinite;
  ${reducedMotion} {
    animation-duration: 2.4s;
  }
`;

const track = css`
  stroke: ${token('color.border.default')};
  [data-tone='current'] > & {
    stroke: currentColor;
    opacity: 0.3;
  }
`;

export interface SpinnerProps {
  /** Announced text; default "Loading" in the current language. */
  label?: string;
  size?: keyof typeof SIZES;
  /** primary: the brand action colour; current: the surrounding text colour (inside buttons). */
  tone?: 'primary' | 'current';
  /** Show the label next to the ring instead of only announcing it. */
  showLabel?: boolean;
  /** Inside a control that already says it is busy: no status role, hidden from assistive technology. */
  decorative?: boolean;
}

export function Spinner({ label, size = 'md', tone = 'primary', showLabel = false, decorative = false }: SpinnerProps): ReactNode {
  const intl = useIntl();
  const text = label ?? intl.formatMessage(uiMessages.loading);
  const px = SIZES[size];
  const svg = (
    <svg css={ring} data-tone={tone} width={px} height={px} viewBox="0 0 24 24" fill="none" aria-hidden="true" focusable="false">
      <circle css={track} cx="12" cy="12" r="9" strokeWidth="3" />
      <path
        d="M12 3a9 9 0 0 1 9 9"
        strokeWidth="3"
        strokeLinecap="round"
        css={css`
          stroke: ${tone === 'current' ? 'currentColor' : token('color.action.primary')};
        `}
      />
    </svg>
  );
  if (decorative) return svg;
  return (
    <span
      role="status"
      css={css`
        display: inline-flex;
        align-items: center;
        gap: ${token('space.sm')};
      `}
    >
      {svg}
      <span css={showLabel ? baseText : visuallyHidden}>{text}</span>
    </span>
  );
}

export interface LoaderProps {
  label?: string;
  /** Space kept while loading so content does not jump in (CSS length). */
  minHeight?: string;
}

/** A block-level loading state: a large spinner with its label, centred in reserved space. */
export function Loader({ label, minHeight = '160px' }: LoaderProps): ReactNode {
  return (
    <div
      css={css`
        display: flex;
        align-items: center;
        justify-content: center;
        min-height: ${minHeight};
      `}
    >
      <Spinner size="lg" showLabel {...(label !== undefined ? { label } : {})} />
    </div>
  );
}
