import { describe, expect, it } from 'vitest';
import { themeCss } from '../../../../src/engine/theme/css.ts';
import { DEFAULT_THEME } from '../../../../src/engine/theme/defaults.ts';
import { resolveTheme } from '../../../../src/engine/theme/resolve.ts';
import { token, tokenVar } from '../../../../src/engine/theme/token.ts';

describe('theme tokens: three tiers (base scales, semantic roles, component variables)', () => {
  it('merges a partial over the complete defaults', () => {
    const t = resolveTheme({ defaultMode: 'dark', base: { radius: { md: '2px' } }, light: { color: { bg: { page: '#101010' } } } });
    expect(t.defaultMode).toBe('dark');
    expect(t.base.radius.md).toBe('2px');
    expect(t.base.radius.lg).toBe(DEFAULT_THEME.base.radius.lg);
    expect(t.light.color.bg.page).toBe('#101010');
    expect(t.light.color.bg.surface).toBe('#ffffff');
  });
  it('resolves palette references to the brand palette', () => {
    const t = resolveTheme({
      defaultMode: 'light',
      base: { palette: { primary: { '500': '#123456' } } },
    });
    expect(t.light.color.action.primary).toBe('#123456');
  });
  it('replaces the six game-card themes wholesale', () => {
    const six = Array.from({ length: 6 }, () => ({ from: '#000000', to: '#111111', text: '#ffffff' }));
    expect(resolveTheme({ defaultMode: 'light', dark: { gameCard: six as never } }).dark.gameCard).toEqual(six);
  });
  it('emits one base block and one block per mode, scoped by data-brand and data-mode', () => {
    const css = themeCss('acme', resolveTheme({ defaultMode: 'light' }));
    const [base, light, dark] = css.split('\n');
    expect(base).toMatch(/^\[data-brand="acme"\]\{.*--palette-primary-500:#4f46e5/);
    expect(light).toMatch(/^\[data-brand="acme"\]\[data-mode="light"\]\{--color-bg-page:#f8fafc/);
    expect(dark).toMatch(/^\[data-brand="acme"\]\[data-mode="dark"\]\{/);
    expect(css).toContain('[data-brand="acme"][data-mode="dark"]{--color-bg-page:');
    expect(css).toContain('color-scheme:dark');
    expect(css).toContain('--gameCard-5-text:#ffffff');
  });
  it('refuses an id that could break out of the selector', () => {
    expect(() => themeCss('x"]{}body{', DEFAULT_THEME)).toThrow();
  });
  it('token() references the CSS variable, never the value', () => {
    expect(token('color.action.primary')).toBe('var(--color-action-primary)');
    expect(tokenVar('gameCard.0.from')).toBe('--gameCard-0-from');
  });
});
