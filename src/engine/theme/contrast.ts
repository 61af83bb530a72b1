import type { ColorMode, CompleteModeTokens, CompleteTheme } from './types.ts';

/** WCAG 2.x relative luminance of #rrggbb. */
export function luminance(hex: string): number {
  const n = Number.parseInt(hex.slice(1), 16);
  const channel = (c: number): number => {
    const s = c / 255;
    return s <= 0.03928 ? s / 12.92 : ((s + 0.055) / 1.055) ** 2.4;
  };
  return 0.2126 * channel((n >> 16) & 255) + 0.7152 * channel((n >> 8) & 255) + 0.0722 * channel(n & 255);
}

export function contrastRatio(a: string, b: string): number {
  const [hi, lo] = [luminance(a), luminance(b)].sort((x, y) => y - x) as [number, number];
  return (hi + 0.05) / (lo + 0.05);
}

type ColorPath = `${keyof CompleteModeTokens['color'] & string}.${string}`;

export interface ContrastPair {
  fg: ColorPath | `gameCard.${number}.text`;
  bg: ColorPath | `gameCard.${number}.${'from' | 'to'}`;
  /** 'text': 4.5:1 (body text); 'ui': 3:1 (large text, icons, borders, focus rings). */
  kind: 'text' | 'ui';
}

/** Every foreground/background pair the components actually use. Adding a component pairing means adding it here. */
export const CONTRAST_PAIRS: ContrastPair[] = [
  { fg: 'text.primary', bg: 'bg.page', kind: 'text' },
  { fg: 'text.primary', bg: 'bg.surface', kind: 'text' },
  { fg: 'text.primary', bg: 'bg.raised', kind: 'text' },
  { fg: 'text.primary', bg: 'bg.sunken', kind: 'text' },
  { fg: 'text.primary', bg: 'bg.sidebar', kind: 'text' },
  { fg: 'text.muted', bg: 'bg.page', kind: 'text' },
  { fg: 'text.muted', bg: 'bg.surface', kind: 'text' },
  { fg: 'text.link', bg: 'bg.page', kind: 'text' },
  { fg: 'text.link', bg: 'bg.surface', kind: 'text' },
  { fg: 'text.onHeader', bg: 'bg.header', kind: 'text' },
  { fg: 'text.onFooter', bg: 'bg.footer', kind: 'text' },
  { fg: 'text.onAction', bg: 'action.primary', kind: 'text' },
  { fg: 'text.onAction', bg: 'action.primaryHover', kind: 'text' },
  { fg: 'text.onAction', bg: 'action.secondary', kind: 'text' },
  { fg: 'text.onAccent', bg: 'action.accent', kind: 'text' },
  { fg: 'status.danger', bg: 'bg.surface', kind: 'text' },
  { fg: 'status.success', bg: 'bg.surface', kind: 'text' },
  { fg: 'action.primary', bg: 'bg.page', kind: 'ui' },
  { fg: 'action.primary', bg: 'bg.surface', kind: 'ui' },
  { fg: 'border.strong', bg: 'bg.surface', kind: 'ui' },
  { fg: 'focus.ring', bg: 'bg.page', kind: 'ui' },
  { fg: 'focus.ring', bg: 'bg.surface', kind: 'ui' },
  ...[0, 1, 2, 3, 4, 5].flatMap((i): ContrastPair[] => [
    { fg: `gameCard.${i}.text`, bg: `gameCard.${i}.from`, kind: 'text' },
    { fg: `gameCard.${i}.text`, bg: `gameCard.${i}.to`, kind: 'text' },
  ]),
];

export interface ContrastFailure {
  mode: ColorMode;
  pair: ContrastPair;
  fgValue: string;
  bgValue: string;
  ratio: number;
  required: number;
}

function lookup(mode: CompleteModeTokens, path: string): string {
  const root: unknown = path.startsWith('gameCard.') ? mode : mode.color;
  let v: unknown = root;
  for (const part of path.split('.')) v = (v as Record<string, unknown>)[part];
  if (typeof v !== 'string') throw new Error(`no colour token ${path}`);
  return v;
}

/** Check every declared pair in both modes against WCAG AA (4.5:1 text, 3:1 UI). */
export function checkContrast(theme: CompleteTheme): ContrastFailure[] {
  const failures: ContrastFailure[] = [];
  for (const mode of ['light', 'dark'] as const) {
    for (const pair of CONTRAST_PAIRS) {
      const fgValue = lookup(theme[mode], pair.fg);
      const bgValue = lookup(theme[mode], pair.bg);
      const ratio = contrastRatio(fgValue, bgValue);
      const required = pair.kind === 'text' ? 4.5 : 3;
      if (ratio < required) failures.push({ mode, pair, fgValue, bgValue, ratio, required });
    }
  }
  return failures;
}
