// The channel protocol between the preview (which knows the brands) and the manager's Theme panel.
import type { CompleteTheme } from '../../src/engine/theme/types.ts';
import type { ThemeTokens } from '../../src/generated/types.ts';

export const ADDON_ID = 'whitelabel/theme-panel';
export const PANEL_ID = `${ADDON_ID}/panel`;

export const THEME_EVENTS = {
  /** preview → manager: the brand and mode the story shows now (BrandThemeMessage). */
  brand: `${ADDON_ID}/brand`,
  /** manager → preview: send `brand` again (the panel mounted after the story rendered). */
  request: `${ADDON_ID}/request`,
  /** manager → preview: CSS that previews the edits (OverrideMessage). */
  override: `${ADDON_ID}/override`,
} as const;

export interface BrandThemeMessage {
  brandId: string;
  brandName: string;
  mode: 'light' | 'dark';
  /** brand.json `theme` as written. */
  source: ThemeTokens;
  /** The complete resolved theme the brand's CSS encodes. */
  theme: CompleteTheme;
}

export interface OverrideMessage {
  css: string;
}

/** The preview's <style> for the edits; it sits right after style#brand-tokens and wins on source order. */
export const OVERRIDE_STYLE_ID = 'theme-panel-overrides';
