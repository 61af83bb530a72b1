import { css, keyframes } from '@emotion/react';
import type { ReactNode } from 'react';
import { token } from '../../engine/theme/token.ts';
import { reducedMotion } from '../styles.ts';

const pulse = keyframes`
  0%, 100% { opacity: 1; }
  50% { opacity: 0.55; }
`;

const block = css`
  display: block;
  background: ${token('color.border.default')};
  animation: ${pulse} 1.6s ease-in-out infinite;
  ${reducedMotion} {
    animation: none;
  }
`;

export interface SkeletonProps {
  /** CSS length; default 100%. */
  width?: string;
  /** CSS length; default 1em (one line of text). */
  height?: string;
  radius?: 'none' | 'sm' | 'md' | 'lg' | 'pill';
  /** A paragraph placeholder: this many lines, the last one shorter. */
  lines?: number;
  circle?: boolean;
}

/** Reserves the exact space of content that is still loading, so nothing shifts when it arrives. */
export function Skeleton({ width = '100%', height = '1em', radius = 'sm', lines, circle = false }: SkeletonProps): ReactNode {
  const r = circle ? token('radius.pill') : radius === 'none' ? '0' : token(`radius.${radius}`);
  if (lines !== undefined && lines > 1) {
    return (
      <span aria-hidden="true" css={{ display: 'flex', flexDirection: 'column', gap: '0.5em', width }}>
        {Array.from({ length: lines }, (_, i) => (
          <span key={i} css={block} style={{ height, borderRadius: r, width: i === lines - 1 ? '60%' : '100%' }} />
        ))}
      </span>
    );
  }
  return (
    <span
      aria-hidden="true"
      css={block}
      style={{ width: circle ? height : width, height, borderRadius: r, flex: 'none' }}
      data-skeleton=""
    />
  );
}
