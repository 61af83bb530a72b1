import { describe, expect, it } from 'vitest';
import { themeCss } from '../../../../src/engine/theme/css.ts';
import { LAYOUT_TOKENS, layout, layoutCss, layoutVar, tierQuery } from '../../../../src/engine/theme/layout.ts';
import { resolveTheme } from '../../../../src/engine/theme/resolve.ts';

describe('layout tokens at the brand breakpoints (issue: mobile first, breakpoints as tokens)', () => {
  it('writes phone values first, then tablet and desktop at the brand breakpoints', () => {
    const css = layoutCss('[data-brand="acme"]', { tablet: '640px', desktop: '1280px' });
    const [phone, tablet, desktop] = css.split('\n');
    expect(phone).toMatch(/^\[data-brand="acme"\]\{.*--layout-show-phone:contents/);
    expect(tablet).toMatch(/^@media \(min-width:640px\)\{\[data-brand="acme"\]\{.*--layout-show-phone:none/);
    expect(desktop).toMatch(/^@media \(min-width:1280px\)\{\[data-brand="acme"\]\{.*--layout-show-desktop:contents/);
    for (const name of Object.keys(LAYOUT_TOKENS)) expect(phone).toContain(`${layoutVar(name)}:`);
  });
  it('a brand tunes its breakpoints; the defaults are mobile first', () => {
    const tuned = themeCss('acme', resolveTheme({ defaultMode: 'light', base: { breakpoint: { tablet: '700px' } } }));
    expect(tuned).toContain('@media (min-width:700px)');
    expect(tuned).toContain('@media (min-width:1024px)');
    expect(tuned).toContain('--breakpoint-tablet:700px');
  });
  it('references variables, never values', () => {
    expect(layout('show.phone')).toBe('var(--layout-show-phone)');
    expect(tierQuery('desktop', { tablet: '600px', desktop: '1024px' })).toBe('(min-width: 1024px)');
  });
  it('every wrapper toggle is shown on exactly the tiers its name says', () => {
    const shown = (name: keyof typeof LAYOUT_TOKENS): string[] =>
      Object.entries(LAYOUT_TOKENS[name]).filter(([, v]) => v === 'contents').map(([t]) => t);
    expect(shown('show.phone')).toEqual(['phone']);
    expect(shown('show.tabletUp')).toEqual(['tablet', 'desktop']);
    expect(shown('show.belowDesktop')).toEqual(['phone', 'tablet']);
    expect(shown('show.desktop')).toEqual(['desktop']);
  });
});
