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

/**
 * The one stacking order (z-index) for everything that stacks, lowest first. A modal or drawer must cover the
 * floating bar and sticky chrome; menus open over sticky chrome and the floating bar; toasts stay on top.
 * Components use these instead of raw numbers so the order is decided in one place.
 */
export const zIndex = {
  base: 0,
  /** Header, bottom tab bar, anything position: sticky/fixed that is part of the page chrome. */
  sticky: 100,
  /** The floating bar and its launcher. */
  floating: 200,
  /** Menus, popovers and dropdowns opened from the page or its chrome. */
  dropdown: 300,
  /** Modal and drawer backdrops with their panels. */
  overlay: 1000,
  modal: 1000,
  toast: 1100,
} as const;
