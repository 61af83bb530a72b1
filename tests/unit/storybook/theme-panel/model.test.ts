import { describe, expect, it } from 'vitest';
import {
  CONTRAST_PAIR_COUNT,
  applyEdits,
  contrastIssues,
  cssVarOf,
  editedTheme,
  exportTheme,
  overrideCss,
  setEdit,
  tokenFields,
  tokenPaths,
  validEdits,
} from '../../../../.storybook/theme-panel/model.ts';
import { checkContrast } from '../../../../src/engine/theme/contrast.ts';
import { DEFAULT_THEME } from '../../../../src/engine/theme/defaults.ts';
import { resolveTheme } from '../../../../src/engine/theme/resolve.ts';
import type { ThemeTokens } from '../../../../src/generated/types.ts';
import { validateThemeTokens } from '../../../../src/generated/validators.js';

/** A brand-like partial: one palette step, one role by reference, one role by hex. */
const SOURCE: ThemeTokens = {
  defaultMode: 'light',
  base: { palette: { primary: { '500': '#2255aa' } }, radius: { md: '6px' } },
  light: { color: { action: { primary: '{palette.primary.500}' }, text: { muted: '#4b5563' } } },
};

describe('theme panel model', () => {
  it('lists every token of the complete theme, palette first, with the engine CSS variable names', () => {
    const paths = tokenPaths();
    expect(paths[0]).toBe('base.palette.primary.100');
    for (const p of ['light.color.bg.page', 'dark.color.focus.ring', 'light.gameCard.5.text', 'base.radius.pill', 'base.font.family.base', 'base.shadow.lg'])
      expect(paths).toContain(p);
    expect(paths.filter((p) => p.startsWith('dark.gameCard.'))).toHaveLength(18);
    expect(cssVarOf('light.color.bg.page')).toBe('--color-bg-page');
    expect(cssVarOf('base.palette.neutral.0')).toBe('--palette-neutral-0');
    expect(cssVarOf('dark.gameCard.2.from')).toBe('--gameCard-2-from');
  });

  it('shows declared values (references kept) and resolved ones, and follows palette edits through references', () => {
    const byPath = (edits: Record<string, string>) => new Map(tokenFields(SOURCE, edits).map((f) => [f.path, f]));
    const before = byPath({});
    expect(before.get('light.color.action.primary')).toMatchObject({ declared: '{palette.primary.500}', value: '#2255aa', edited: false, kind: 'color' });
    expect(before.get('base.palette.primary.500')).toMatchObject({ kind: 'hex', value: '#2255aa' });
    const after = byPath({ 'base.palette.primary.500': '#aa2255' });
    expect(after.get('base.palette.primary.500')).toMatchObject({ edited: true, value: '#aa2255' });
    expect(after.get('light.color.action.primary')).toMatchObject({ edited: false, value: '#aa2255' });
  });

  it('keeps an invalid edit with the schema message but out of the preview', () => {
    const edits = { 'base.radius.md': '6 px', 'light.color.bg.page': '#123456' };
    const field = tokenFields(SOURCE, edits).find((f) => f.path === 'base.radius.md')!;
    expect(field.problem).toMatch(/CSS length/);
    expect(field.value).toBe('6px');
    expect(validEdits(SOURCE, edits)).toEqual({ 'light.color.bg.page': '#123456' });
    expect(editedTheme(SOURCE, edits).light.color.bg.page).toBe('#123456');
  });

  it('drops an edit that types the brand value back', () => {
    let edits = setEdit(SOURCE, {}, 'base.radius.md', '10px');
    expect(edits).toEqual({ 'base.radius.md': '10px' });
    edits = setEdit(SOURCE, edits, 'base.radius.md', '6px');
    expect(edits).toEqual({});
    expect(setEdit(SOURCE, {}, 'base.radius.lg', DEFAULT_THEME.base.radius.lg)).toEqual({});
  });

  it('copies the six inherited game cards before editing one', () => {
    const theme = applyEdits(SOURCE, { 'dark.gameCard.3.from': '#000000' });
    expect(theme.dark?.gameCard).toHaveLength(6);
    expect(theme.dark?.gameCard?.[3]).toEqual({ ...DEFAULT_THEME.dark.gameCard[3], from: '#000000' });
    expect(theme.dark?.gameCard?.[0]).toEqual(DEFAULT_THEME.dark.gameCard[0]);
    expect(SOURCE.dark).toBeUndefined();
  });

  it('writes font weights as integers', () => {
    expect(applyEdits(SOURCE, { 'base.font.weight.bold': '800' }).base?.font?.weight?.bold).toBe(800);
  });

  it('previews edits with the engine CSS blocks for the brand, none without valid edits', () => {
    expect(overrideCss('acme', SOURCE, {})).toBe('');
    expect(overrideCss('acme', SOURCE, { 'base.radius.md': 'x' })).toBe('');
    const css = overrideCss('acme', SOURCE, { 'dark.color.bg.page': '#101010' });
    expect(css).toContain('[data-brand="acme"][data-mode="dark"]{');
    expect(css).toMatch(/\[data-mode="dark"\]\{[^}]*--color-bg-page:#101010/);
    expect(css).toContain('--palette-primary-500:#2255aa');
  });

  it('flags the same contrast pairs as brands:check, with the ratio rounded down', () => {
    expect(contrastIssues(resolveTheme(SOURCE))).toEqual([]);
    const theme = editedTheme(SOURCE, { 'light.color.text.muted': '#9ca3af' });
    const issues = contrastIssues(theme);
    expect(issues.length).toBe(checkContrast(theme).length);
    expect(issues.map((i) => `${i.mode}:${i.pair.fg}/${i.pair.bg}`)).toEqual(['light:text.muted/bg.page', 'light:text.muted/bg.surface']);
    expect(issues[0]!.ratio).toBeLessThan(4.5);
    expect(issues[0]!.ratio).toBe(Math.floor(issues[0]!.ratio * 100) / 100);
    expect(CONTRAST_PAIR_COUNT).toBeGreaterThan(40);
  });

  it('exports a theme block the schema accepts, or says what is wrong', () => {
    const ok = exportTheme(SOURCE, { 'base.palette.accent.300': '#ffcc00', 'dark.gameCard.0.text': '#fafafa' });
    expect(ok.problems).toEqual([]);
    expect(validateThemeTokens(JSON.parse(ok.json))).toBe(true);
    expect(ok.theme.base?.palette?.accent?.['300']).toBe('#ffcc00');
    expect(ok.theme.base?.radius?.md).toBe('6px');
    expect(ok.json.endsWith('}\n')).toBe(true);
    const bad = exportTheme(SOURCE, { 'light.color.bg.page': 'blue' });
    expect(bad.problems).toEqual([{ file: 'theme', pointer: '/light/color/bg/page', message: expect.stringMatching(/^must be a colour like #1a2b3c .*\(got "blue"\)$/) }]);
  });
});
