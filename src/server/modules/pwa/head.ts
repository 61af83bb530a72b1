// The PWA tags of the shell's <head>: the manifest link and the browser-UI colour of the page's mode.
import type { LoadedBrand } from '../../../engine/brand/loaded.ts';
import { escapeHtml } from '../../../engine/html.ts';

export const MANIFEST_PATH = '/manifest.webmanifest';

/** The browser chrome's colour for a mode: the brand's header background (the bar the page starts with). */
export function themeColor(brand: LoadedBrand, mode: 'light' | 'dark'): string {
  return brand.theme[mode].color.bg.header;
}

/** <link rel="manifest">, <meta name="theme-color"> for this mode, and the icon iOS uses on the home screen. */
export function pwaHeadTags(brand: LoadedBrand, mode: 'light' | 'dark'): string {
  return [
    `<link rel="manifest" href="${MANIFEST_PATH}" />`,
    `<meta name="theme-color" content="${escapeHtml(themeColor(brand, mode))}" />`,
    `<link rel="apple-touch-icon" href="/pwa/icon-192.png" />`,
  ].join('');
}
