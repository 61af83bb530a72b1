import type { CompleteTheme } from './types.ts';

/** The three layouts a brand's chrome is generated in; phone is the base (mobile first). */
export type ViewportTier = 'phone' | 'tablet' | 'desktop';
export const VIEWPORT_TIERS: readonly ViewportTier[] = ['phone', 'tablet', 'desktop'];

type PerTier = Readonly<Record<ViewportTier, string>>;

/**
 * Layout variables whose value depends on the viewport. CSS custom properties cannot appear in a media query, so
 * the engine writes one mobile-first block per tier at the brand's breakpoints and components read the variables:
 * `display: ${layout('show.phone')}` on a wrapper renders it (as `contents`) on phones only. Component-private
 * entries (tier 3 of the tokens) are added here next to the generic ones, named after their component.
 */
export const LAYOUT_TOKENS = {
  // Wrappers shown on some tiers only: `contents` keeps the children's own display.
  'show.phone': { phone: 'contents', tablet: 'none', desktop: 'none' },
  'show.tabletUp': { phone: 'none', tablet: 'contents', desktop: 'contents' },
  'show.belowDesktop': { phone: 'contents', tablet: 'contents', desktop: 'none' },
  'show.desktop': { phone: 'none', tablet: 'none', desktop: 'contents' },
  // Page gutter and the minimum touch target (WCAG 2.5.5: 44 × 44 CSS px on touch layouts).
  'page.gutter': { phone: '12px', tablet: '16px', desktop: '24px' },
  'touch.target': { phone: '44px', tablet: '44px', desktop: '36px' },
  // Phone chrome: room kept under the page for the fixed tab bar (and the home indicator), the header's logo height.
  'tabBar.space': { phone: 'calc(60px + env(safe-area-inset-bottom, 0px))', tablet: '0px', desktop: '0px' },
  'header.logo': { phone: '32px', tablet: '40px', desktop: '40px' },
} as const satisfies Record<string, PerTier>;

export type LayoutTokenName = keyof typeof LAYOUT_TOKENS;

/** CSS custom property of a layout token: 'show.phone' → '--layout-show-phone'. */
export function layoutVar(name: LayoutTokenName | string): string {
  return `--layout-${name.replace(/\./g, '-')}`;
}

/** A typed reference for Emotion styles: layout('page.gutter') → 'var(--layout-page-gutter)'. */
export function layout(name: LayoutTokenName): string {
  return `var(${layoutVar(name)})`;
}

function declarations(tier: ViewportTier): string {
  return Object.entries(LAYOUT_TOKENS)
    .map(([name, values]) => `${layoutVar(name)}:${(values as PerTier)[tier]}`)
    .join(';');
}

/** The brand's layout variables: phone values on [data-brand=x], then tablet and desktop at its breakpoints. */
export function layoutCss(selector: string, breakpoint: CompleteTheme['base']['breakpoint']): string {
  return [
    `${selector}{${declarations('phone')}}`,
    `@media (min-width:${breakpoint.tablet}){${selector}{${declarations('tablet')}}}`,
    `@media (min-width:${breakpoint.desktop}){${selector}{${declarations('desktop')}}}`,
  ].join('\n');
}

/** Media query of a tier and up, for the few behaviours JS must switch (matchMedia), from the same breakpoints. */
export function tierQuery(tier: Exclude<ViewportTier, 'phone'>, breakpoint: CompleteTheme['base']['breakpoint']): string {
  return `(min-width: ${breakpoint[tier]})`;
}
