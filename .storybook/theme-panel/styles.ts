// Inline styles for the Theme panel. The same component renders in two documents: in stories, where the brand's
// CSS variables exist (so it wears the brand like any component), and in Storybook's manager, where they do
// not (the fallbacks apply). Inline styles need no CSS-in-JS runtime in the manager bundle, whose JSX is
// classic React.createElement without Emotion's css prop.
import type { CSSProperties } from 'react';
import { tokenVar } from '../../src/engine/theme/token.ts';
import type { TokenPath } from '../../src/engine/theme/types.ts';

/** var(--token, fallback): the brand's value in a story, Storybook-like defaults in the manager. */
const v = (path: TokenPath, fallback: string): string => `var(${tokenVar(path)}, ${fallback})`;

const text = v('color.text.primary', '#1f2937');
const surface = v('color.bg.surface', '#ffffff');

export const styles = {
  root: {
    fontFamily: v('font.family.base', 'system-ui, sans-serif'),
    fontSize: v('font.size.sm', '14px'),
    color: text,
    background: surface,
    padding: v('space.md', '16px'),
    display: 'grid',
    gap: v('space.md', '16px'),
    minWidth: 0,
  },
  header: { display: 'flex', flexWrap: 'wrap', alignItems: 'center', gap: v('space.sm', '8px') },
  title: { margin: 0, fontSize: v('font.size.lg', '20px'), fontFamily: v('font.family.heading', 'system-ui, sans-serif'), flex: '1 1 auto' },
  subtitle: { margin: 0, width: '100%' },
  button: {
    font: 'inherit',
    cursor: 'pointer',
    padding: `${v('space.xs', '4px')} ${v('space.sm', '8px')}`,
    borderRadius: v('radius.sm', '4px'),
    border: `1px solid ${v('color.action.primary', '#1d4ed8')}`,
    background: v('color.action.primary', '#1d4ed8'),
    color: v('color.text.onAction', '#ffffff'),
  },
  secondaryButton: {
    font: 'inherit',
    cursor: 'pointer',
    padding: `${v('space.xs', '4px')} ${v('space.sm', '8px')}`,
    borderRadius: v('radius.sm', '4px'),
    border: `1px solid ${v('color.border.strong', '#4b5563')}`,
    background: surface,
    color: text,
  },
  disabled: { opacity: 0.6, cursor: 'not-allowed' },
  status: { margin: 0, width: '100%', minHeight: '1.4em' },
  box: {
    border: `1px solid ${v('color.border.strong', '#4b5563')}`,
    borderRadius: v('radius.md', '8px'),
    padding: v('space.sm', '8px'),
    display: 'grid',
    gap: v('space.xs', '4px'),
  },
  boxTitle: { margin: 0, fontSize: v('font.size.md', '16px') },
  danger: { color: v('color.status.danger', '#b91c1c') },
  list: { margin: 0, paddingInlineStart: '1.2em', display: 'grid', gap: v('space.xs', '4px') },
  pairRow: { display: 'flex', alignItems: 'center', gap: v('space.xs', '4px'), flexWrap: 'wrap' },
  swatch: {
    display: 'inline-block',
    width: '1.2em',
    height: '1.2em',
    borderRadius: v('radius.sm', '4px'),
    border: `1px solid ${v('color.border.strong', '#4b5563')}`,
    verticalAlign: 'middle',
  },
  section: { borderTop: `1px solid ${v('color.border.strong', '#4b5563')}`, paddingTop: v('space.sm', '8px') },
  summary: { cursor: 'pointer', fontWeight: v('font.weight.bold', '700') as CSSProperties['fontWeight'] },
  fields: { display: 'grid', gap: v('space.xs', '4px'), marginTop: v('space.sm', '8px') },
  field: {
    display: 'grid',
    gridTemplateColumns: 'minmax(10em, 14em) 2.5em minmax(8em, 16em) 1fr',
    alignItems: 'center',
    gap: v('space.sm', '8px'),
  },
  label: { overflowWrap: 'anywhere' },
  edited: { fontWeight: v('font.weight.bold', '700') as CSSProperties['fontWeight'] },
  colorInput: { width: '2.5em', height: '1.8em', padding: 0, border: `1px solid ${v('color.border.strong', '#4b5563')}`, background: surface },
  textInput: {
    font: 'inherit',
    minWidth: 0,
    padding: `2px ${v('space.xs', '4px')}`,
    color: text,
    background: surface,
    border: `1px solid ${v('color.border.strong', '#4b5563')}`,
    borderRadius: v('radius.sm', '4px'),
  },
  invalidInput: { borderColor: v('color.status.danger', '#b91c1c'), borderWidth: '2px' },
  hint: { overflowWrap: 'anywhere' },
  code: { fontFamily: 'ui-monospace, monospace' },
} satisfies Record<string, CSSProperties>;
