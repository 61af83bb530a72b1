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
  // The floor small controls grow to below desktop (desktop keeps each control's designed size).
  'touch.floor': { phone: 'var(--layout-touch-target)', tablet: 'var(--layout-touch-target)', desktop: '0px' },
  // Phone chrome: room kept under the page for the fixed tab bar (and the home indicator), the header's logo height.
  'tabBar.space': { phone: 'calc(60px + env(safe-area-inset-bottom, 0px))', tablet: '0px', desktop: '0px' },
  'header.logo': { phone: '32px', tablet: '40px', desktop: '40px' },
  // Floating bar: a column at the right edge's middle on desktop; below it one launcher button at the bottom right
  // (above the tab bar), its list closed until opened, the app QR codes inside the list instead of beside it.
  'floatingBar.top': { phone: 'auto', tablet: 'auto', desktop: '50%' },
  'floatingBar.bottom': {
    phone: 'calc(var(--layout-tabBar-space, env(safe-area-inset-bottom, 0px)) + 12px)',
    tablet: 'calc(env(safe-area-inset-bottom, 0px) + 16px)',
    desktop: 'auto',
  },
  'floatingBar.shift': { phone: 'none', tablet: 'none', desktop: 'translateY(-50%)' },
  'floatingBar.launcher': { phone: 'inline-flex', tablet: 'inline-flex', desktop: 'none' },
  'floatingBar.closedList': { phone: 'none', tablet: 'none', desktop: 'flex' },
  'floatingBar.qrPosition': { phone: 'static', tablet: 'static', desktop: 'absolute' },
  // Footer vendor carousel: a slide of six vendor names wraps to three rows on a phone, so the box is taller there.
  'vendorCarousel.ratio': { phone: '16 / 9', tablet: '5 / 1', desktop: '10 / 1' },
  // Side room for the carousel's arrows (phones have none: swipe), bottom room for its dots over a taller slide.
  'vendorCarousel.pad': { phone: '12px', tablet: '56px', desktop: '56px' },
  'vendorCarousel.padBottom': { phone: '48px', tablet: '8px', desktop: '8px' },
  // The end of the footer stays readable above the floating bar's launcher (below desktop).
  'footer.launcherRoom': { phone: '64px', tablet: '64px', desktop: '0px' },
  // Dialogs: a full-height sheet on phones (edge to edge, safe areas inside), a centred box from tablet up.
  'dialog.inset': { phone: '0px', tablet: 'var(--space-md)', desktop: 'var(--space-md)' },
  'dialog.width': { phone: '100%', tablet: 'var(--dialog-width, auto)', desktop: 'var(--dialog-width, auto)' },
  'dialog.height': { phone: '100dvh', tablet: 'auto', desktop: 'auto' },
  'dialog.maxHeight': { phone: '100dvh', tablet: 'calc(100dvh - 2 * var(--space-md))', desktop: 'calc(100dvh - 2 * var(--space-md))' },
  'dialog.radius': { phone: '0px', tablet: 'var(--radius-lg)', desktop: 'var(--radius-lg)' },
  'dialog.border': { phone: '0px', tablet: '1px', desktop: '1px' },
  'dialog.safeTop': { phone: 'env(safe-area-inset-top, 0px)', tablet: '0px', desktop: '0px' },
  'dialog.safeBottom': { phone: 'env(safe-area-inset-bottom, 0px)', tablet: '0px', desktop: '0px' },
  // Game grid: the narrowest card (2 columns at 320 px, 3 from 360 px on phones) and the gap between cards.
  'gameGrid.min': { phone: '100px', tablet: '140px', desktop: '140px' },
  'gameGrid.gap': { phone: 'var(--space-sm)', tablet: 'var(--space-md)', desktop: 'var(--space-md)' },
  // Carousel arrows: phones swipe (the dots stay), arrows from tablet up.
  'carousel.arrows': { phone: 'none', tablet: 'block', desktop: 'block' },
  // Chip rows (providers, filters) scroll sideways on phones instead of wrapping into a tall block.
  'chips.wrap': { phone: 'nowrap', tablet: 'wrap', desktop: 'wrap' },
  'chips.overflow': { phone: 'auto', tablet: 'visible', desktop: 'visible' },
  // The game search form takes the whole row on phones, its own width from tablet up.
  'gameSearch.grow': { phone: '1', tablet: '0', desktop: '0' },
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
