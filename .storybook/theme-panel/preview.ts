// Preview side of the Theme panel: tells the manager which brand and mode the story shows, and applies the
// panel's override CSS to this document (no reload, no render: CSS variables only).
import { getChannel } from 'storybook/preview-api';
import type { Mode, StorybookBrand } from '../brands.ts';
import { OVERRIDE_STYLE_ID, THEME_EVENTS, type BrandThemeMessage, type OverrideMessage } from './events.ts';

let current: BrandThemeMessage | undefined;
let listening = false;

/** Write the override CSS after style#brand-tokens (same selectors, so the later block wins). */
export function applyOverrideCss(doc: Document, css: string): void {
  let style = doc.getElementById(OVERRIDE_STYLE_ID);
  if (!style) {
    style = doc.createElement('style');
    style.id = OVERRIDE_STYLE_ID;
  }
  const tokens = doc.getElementById('brand-tokens');
  if (tokens) tokens.after(style);
  else doc.head.appendChild(style);
  style.textContent = css;
}

/** Called before every story render: announce the brand/mode when it changed. No channel (unit runs): no-op. */
export function publishBrandTheme(brand: StorybookBrand, mode: Mode): void {
  const channel = getChannel();
  if (!channel) return;
  if (!listening) {
    listening = true;
    channel.on(THEME_EVENTS.request, () => {
      if (current) channel.emit(THEME_EVENTS.brand, current);
    });
    channel.on(THEME_EVENTS.override, ({ css }: OverrideMessage) => applyOverrideCss(document, css));
  }
  if (current?.brandId === brand.id && current.mode === mode) return;
  current = { brandId: brand.id, brandName: brand.name, mode, source: brand.themeSource, theme: brand.theme };
  channel.emit(THEME_EVENTS.brand, current);
}
