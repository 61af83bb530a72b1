import { layoutCss } from './layout.ts';
import { scriptFontCss } from './scriptFonts.ts';
import { tokenVar } from './token.ts';
import type { CompleteTheme } from './types.ts';

function flatten(obj: unknown, prefix: string, out: [string, string][]): [string, string][] {
  if (Array.isArray(obj)) obj.forEach((v, i) => flatten(v, `${prefix}${i}.`, out));
  else if (typeof obj === 'object' && obj !== null)
    for (const [k, v] of Object.entries(obj)) flatten(v, `${prefix}${k}.`, out);
  else out.push([prefix.slice(0, -1), String(obj)]);
  return out;
}

function block(selector: string, vars: [string, string][]): string {
  return `${selector}{${vars.map(([path, value]) => (path === 'color-scheme' ? `color-scheme:${value}` : `${tokenVar(path)}:${value}`)).join(';')}}`;
}

/** Only characters a brand id may have (schema: ^[a-z][a-z0-9-]+$), re-checked so CSS can never be broken out of. */
function safeId(brandId: string): string {
  if (!/^[a-z][a-z0-9-]*$/.test(brandId)) throw new Error(`invalid brand id for CSS: ${brandId}`);
  return brandId;
}

/**
 * The brand's CSS variables: base scales on [data-brand=x], semantic roles on
 * [data-brand=x][data-mode=light|dark], then the layout variables at the brand's breakpoints. Switching mode flips an
 * attribute and resizing crosses a media query; nothing re-renders.
 */
export function themeCss(brandId: string, theme: CompleteTheme): string {
  const id = safeId(brandId);
  const mode = (m: 'light' | 'dark'): string =>
    block(`[data-brand="${id}"][data-mode="${m}"]`, [...flatten(theme[m], '', []), ['color-scheme', m]]);
  return [
    block(`[data-brand="${id}"]`, flatten(theme.base, '', [])),
    mode('light'),
    mode('dark'),
    layoutCss(`[data-brand="${id}"]`, theme.base.breakpoint),
    scriptFontCss(`[data-brand="${id}"]`, theme.base.font.family),
  ].join('\n');
}
