// Placeholder logos and favicon for a new brand: the brand's initial on a tile of its button colour, then its
// name, in the colours the theme uses for each mode. Operators replace them with real artwork.
import type { CompleteTheme } from '../../src/engine/theme/types.ts';
import { escapeHtml } from '../../src/engine/html.ts';

/** The first letter or digit of the name (any script), upper-cased; "?" when there is none. */
function initialOf(name: string): string {
  return (/[\p{L}\p{N}]/u.exec(name)?.[0] ?? '?').toUpperCase();
}

function tile(size: number, fill: string, textFill: string, initial: string): string {
  const r = Math.round(size * 0.2);
  const fontSize = Math.round(size * 0.6);
  return (
    `<rect width="${size}" height="${size}" rx="${r}" fill="${fill}"/>` +
    `<text x="${size / 2}" y="${size / 2}" dy="0.35em" text-anchor="middle" font-family="Noto Sans, sans-serif" font-size="${fontSize}" font-weight="700" fill="${textFill}">${escapeHtml(initial)}</text>`
  );
}

/** ~11 px per character at 19 px bold is enough room for Latin names; the viewBox grows with the name. */
function logo(name: string, mode: 'light' | 'dark', theme: CompleteTheme): string {
  const c = theme[mode].color;
  const width = 44 + Math.max(4, [...name].length) * 11 + 8;
  return (
    `<svg xmlns="http://www.w3.org/2000/svg" width="${width}" height="40" viewBox="0 0 ${width} 40" role="img" aria-label="${escapeHtml(name)}">` +
    `<g transform="translate(4 4)">${tile(32, c.action.primary, c.text.onAction, initialOf(name))}</g>` +
    `<text x="44" y="27" font-family="Noto Sans, sans-serif" font-size="19" font-weight="700" fill="${c.text.primary}">${escapeHtml(name)}</text>` +
    `</svg>\n`
  );
}

export interface BrandAssetFiles {
  'logo-light.svg': string;
  'logo-dark.svg': string;
  'favicon.svg': string;
}

export function placeholderAssets(name: string, theme: CompleteTheme): BrandAssetFiles {
  const c = theme.light.color;
  return {
    'logo-light.svg': logo(name, 'light', theme),
    'logo-dark.svg': logo(name, 'dark', theme),
    'favicon.svg': `<svg xmlns="http://www.w3.org/2000/svg" width="40" height="40" viewBox="0 0 40 40">${tile(40, c.action.primary, c.text.onAction, initialOf(name))}</svg>\n`,
  };
}
