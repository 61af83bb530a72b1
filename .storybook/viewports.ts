// Viewports of Storybook's toolbar (its built-in viewport feature) and of the visual matrix's phone shots.
// A story can pin one: `globals: { viewport: { value: 'phone390', isRotated: false } }`.
import type { ViewportMap } from 'storybook/viewport';

const size = (name: string, width: number, height: number, type: 'mobile' | 'tablet' | 'desktop') => ({
  name: `${name} ${width}×${height}`,
  styles: { width: `${width}px`, height: `${height}px` },
  type,
});

export const STORYBOOK_VIEWPORTS: ViewportMap = {
  phone360: size('Phone (small)', 360, 780, 'mobile'),
  phone390: size('Phone', 390, 844, 'mobile'),
  phone430: size('Phone (large)', 430, 932, 'mobile'),
  tablet: size('Tablet', 768, 1024, 'tablet'),
  desktop: size('Desktop', 1366, 900, 'desktop'),
};

/** The visual matrix shoots stories tagged `phone` at this size too (the toolbar's phone390). */
export const PHONE_VIEWPORT = { width: 390, height: 844 } as const;
export const PHONE_TAG = 'phone';
