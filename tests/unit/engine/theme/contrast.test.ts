import { describe, expect, it } from 'vitest';
import { checkContrast, contrastRatio } from '../../../../src/engine/theme/contrast.ts';
import { resolveTheme } from '../../../../src/engine/theme/resolve.ts';

describe('contrast (WCAG AA 4.5:1 text, 3:1 UI)', () => {
  it('computes known ratios', () => {
    expect(contrastRatio('#000000', '#ffffff')).toBeCloseTo(21, 5);
    expect(contrastRatio('#777777', '#ffffff')).toBeCloseTo(4.48, 2);
  });
  it('passes the defaults in both modes', () => {
    expect(checkContrast(resolveTheme(undefined))).toEqual([]);
  });
  it('reports a failing pair with mode, ratio and requirement', () => {
    const t = resolveTheme({ defaultMode: 'light', dark: { color: { text: { muted: '#333333' } } } });
    const f = checkContrast(t);
    expect(f.length).toBeGreaterThan(0);
    expect(f[0]).toMatchObject({ mode: 'dark', pair: { fg: 'text.muted' }, required: 4.5 });
  });
  it('holds a UI pair to 3:1 only', () => {
    const t = resolveTheme({ defaultMode: 'light', light: { color: { border: { strong: '#8a8a8a' } } } });
    expect(checkContrast(t).some((f) => f.pair.fg === 'border.strong')).toBe(false);
  });
});
