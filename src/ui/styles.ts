import { css } from '@emotion/react';
import { token } from '../engine/theme/token.ts';

/** The one focus indicator: a 2px ring in color.focus.ring (3:1 against page and surface in every brand). */
export const focusRing = css`
  &:focus-visible {
    outline: 2px solid ${token('color.focus.ring')};
    outline-offset: 2px;
  }
`;

/** Hidden on screen, read by assistive technology. */
export const visuallyHidden = css`
  position: absolute;
  width: 1px;
  height: 1px;
  padding: 0;
  margin: -1px;
  overflow: hidden;
  clip: rect(0 0 0 0);
  clip-path: inset(50%);
  white-space: nowrap;
  border: 0;
`;

export const reducedMotion = '@media (prefers-reduced-motion: reduce)';

/** Shared box for anything with body text: brand font, size, colour. Buttons and inputs do not inherit fonts. */
export const baseText = css`
  font-family: ${token('font.family.base')};
  font-size: ${token('font.size.md')};
  line-height: 1.5;
  color: ${token('color.text.primary')};
`;

export const headingText = css`
  font-family: ${token('font.family.heading')};
  font-weight: ${token('font.weight.bold')};
  color: ${token('color.text.primary')};
  margin: 0;
  line-height: 1.25;
`;
