import type { TokenPath } from './types.ts';

/** CSS custom property name of a token: 'color.bg.surface' → '--color-bg-surface'. */
export function tokenVar(path: TokenPath | string): string {
  return `--${path.replace(/\./g, '-')}`;
}

/** A typed reference for Emotion styles: token('color.action.primary') → 'var(--color-action-primary)'.
 *  Components never interpolate brand values; switching brand or mode only flips attributes. */
export function token(path: TokenPath): string {
  return `var(${tokenVar(path)})`;
}
