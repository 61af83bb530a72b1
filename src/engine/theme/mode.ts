import type { ColorMode } from './types.ts';

export interface ModeInputs {
  /** The `mode` cookie: the player's own choice, if any (any other value is ignored). */
  cookie: string | null | undefined;
  /** theme.pinMode: a player who has not chosen gets defaultMode whatever the system says. */
  pinMode: boolean;
  defaultMode: ColorMode;
  /** What the browser states through prefers-color-scheme; null when it states none (or is not known yet). */
  system?: ColorMode | null;
}

export function isColorMode(value: unknown): value is ColorMode {
  return value === 'light' || value === 'dark';
}

/** The mode a page shows: the player's choice (cookie) > the brand's pin > the system preference > defaultMode. */
export function resolveMode({ cookie, pinMode, defaultMode, system }: ModeInputs): ColorMode {
  if (isColorMode(cookie)) return cookie;
  if (pinMode) return defaultMode;
  return system ?? defaultMode;
}

/**
 * What the server can decide alone (it cannot see prefers-color-scheme): the mode to render, and whether the page
 * needs the inline head script that applies the system preference before first paint.
 */
export function serverMode(inputs: Omit<ModeInputs, 'system'>): { mode: ColorMode; followSystem: boolean } {
  return {
    mode: resolveMode({ ...inputs, system: null }),
    followSystem: !isColorMode(inputs.cookie) && !inputs.pinMode,
  };
}
