// Derive a brand's palette and contrast-safe semantic roles from one to three seed colours. Pure (no Node,
// no DOM): `npm run brand:new` uses it, and a Storybook theme panel can run it live in the browser.
import { converter, formatHex, modeOklch, modeRgb, toGamut, useMode as registerMode } from 'culori/fn';
import type { ThemeTokens } from '../../generated/types.ts';
import { checkContrast, contrastRatio } from './contrast.ts';
import { resolveTheme } from './resolve.ts';
import type { ColorMode, CompleteBaseTokens } from './types.ts';

// culori/fn registers nothing by itself (tree-shaking): only the two spaces used here.
registerMode(modeRgb);
registerMode(modeOklch);
const toOklch = converter('oklch');
/** CSS Color 4 gamut mapping: reduce chroma at constant lightness and hue until sRGB can show it. */
const intoSrgb = toGamut('rgb', 'oklch');

export type Palette = CompleteBaseTokens['palette'];
type ScaleName = 'primary' | 'secondary' | 'accent';
const SCALE_STEPS = ['100', '300', '500', '700', '900'] as const;
type ScaleStep = (typeof SCALE_STEPS)[number];
type NeutralStep = keyof Palette['neutral'];

/** Seed colours as #rrggbb. Secondary and accent default to hues related to the primary. */
export interface PaletteSeeds {
  primary: string;
  secondary?: string;
  accent?: string;
}

const HEX = /^#[0-9a-fA-F]{6}$/;
export function isHexColour(value: string): boolean {
  return HEX.test(value);
}

/** OKLCH lightness of each step and how much of the seed's chroma it keeps (pale and deep steps are calmer). */
const SCALE_SHAPE: Record<ScaleStep, { l: number; chroma: number }> = {
  '100': { l: 0.95, chroma: 0.3 },
  '300': { l: 0.83, chroma: 0.7 },
  '500': { l: 0.64, chroma: 1 },
  '700': { l: 0.48, chroma: 0.85 },
  '900': { l: 0.3, chroma: 0.6 },
};

/** Neutrals: lightness ladder with a faint tint of the primary hue (more tint in the dark steps, as in print). */
const NEUTRAL_SHAPE: Record<NeutralStep, { l: number; c: number }> = {
  '0': { l: 1, c: 0 },
  '50': { l: 0.985, c: 0.004 },
  '100': { l: 0.965, c: 0.006 },
  '200': { l: 0.925, c: 0.008 },
  '400': { l: 0.72, c: 0.014 },
  '600': { l: 0.5, c: 0.018 },
  '800': { l: 0.3, c: 0.02 },
  '900': { l: 0.22, c: 0.018 },
  '950': { l: 0.17, c: 0.014 },
  '1000': { l: 0, c: 0 },
};

/** Below this OKLCH chroma a seed counts as grey: its hue means nothing. */
const GREY_CHROMA = 0.02;
/** Hue used for a derived accent when the primary is grey (a warm amber reads as "accent" on any grey). */
const GREY_ACCENT_HUE = 70;
const MIN_ACCENT_CHROMA = 0.12;

interface Lch {
  l: number;
  c: number;
  h: number;
}

function lchOf(hex: string): Lch {
  const c = toOklch(hex);
  if (!c) throw new Error(`not a colour: ${hex}`);
  return { l: c.l, c: c.c, h: c.h ?? 0 };
}

function hexOf({ l, c, h }: Lch): string {
  return formatHex(intoSrgb({ mode: 'oklch', l, c, h }));
}

/** A five-step tonal scale around a seed; the step nearest the seed's lightness is the seed itself. */
export function tonalScale(seed: string): Palette['primary'] {
  const lch = lchOf(seed);
  const nearest = SCALE_STEPS.reduce((a, b) => (Math.abs(SCALE_SHAPE[b].l - lch.l) < Math.abs(SCALE_SHAPE[a].l - lch.l) ? b : a));
  return Object.fromEntries(
    SCALE_STEPS.map((step) => [
      step,
      step === nearest ? seed.toLowerCase() : hexOf({ l: SCALE_SHAPE[step].l, c: lch.c * SCALE_SHAPE[step].chroma, h: lch.h }),
    ]),
  ) as Palette['primary'];
}

/** The step of a scale that holds the seed (see tonalScale). */
function seedStep(scale: Palette['primary'], seed: string): ScaleStep {
  return SCALE_STEPS.find((s) => scale[s] === seed.toLowerCase()) ?? '500';
}

function rotate(seed: Lch, degrees: number, chroma: number): string {
  return hexOf({ l: seed.l, c: chroma, h: (seed.h + degrees + 360) % 360 });
}

/** Fill in secondary (analogous, a little calmer) and accent (opposite hue, never grey) when not given. */
export function completeSeeds(seeds: PaletteSeeds): Required<PaletteSeeds> {
  const p = lchOf(seeds.primary);
  const grey = p.c < GREY_CHROMA;
  return {
    primary: seeds.primary.toLowerCase(),
    secondary: (seeds.secondary ?? rotate(p, 40, p.c * 0.8)).toLowerCase(),
    accent: (
      seeds.accent ??
      (grey
        ? hexOf({ l: 0.64, c: MIN_ACCENT_CHROMA, h: GREY_ACCENT_HUE })
        : rotate({ ...p, l: Math.max(p.l, 0.55) }, 180, Math.max(p.c, MIN_ACCENT_CHROMA)))
    ).toLowerCase(),
  };
}

export function derivePalette(seeds: PaletteSeeds): Palette {
  const all = completeSeeds(seeds);
  const hue = lchOf(all.primary);
  const neutral = Object.fromEntries(
    (Object.keys(NEUTRAL_SHAPE) as NeutralStep[]).map((step) => [
      step,
      hexOf({ l: NEUTRAL_SHAPE[step].l, c: hue.c < GREY_CHROMA ? 0 : NEUTRAL_SHAPE[step].c, h: hue.h }),
    ]),
  ) as Palette['neutral'];
  return { primary: tonalScale(all.primary), secondary: tonalScale(all.secondary), accent: tonalScale(all.accent), neutral };
}

type Ref = `{palette.${string}.${string}}`;
const ref = (scale: ScaleName | 'neutral', step: string): Ref => `{palette.${scale}.${step}}`;

/** Picks semantic roles for one palette, trying candidates in order of preference and keeping the first that meets AA. */
class RolePicker {
  constructor(private readonly palette: Palette) {}

  hex(r: string): string {
    const m = /^\{palette\.([a-z]+)\.([0-9]+)\}$/.exec(r);
    if (!m) return r;
    return (this.palette as unknown as Record<string, Record<string, string>>)[m[1]!]![m[2]!]!;
  }

  meets(fg: string, bg: string, ratio: number): boolean {
    return contrastRatio(this.hex(fg), this.hex(bg)) >= ratio;
  }

  /** First candidate for which `ok` holds; the last candidate is the safe fallback every caller supplies. */
  first<T>(candidates: T[], ok: (c: T) => boolean): T {
    return candidates.find(ok) ?? candidates[candidates.length - 1]!;
  }
}

const TEXT = 4.5;
const UI = 3;
/** Status colours that read on both the default and every derived neutral surface (checked, not assumed). */
const STATUS: Record<ColorMode, Record<'success' | 'warning' | 'danger' | 'info', string>> = {
  light: { success: '#15803d', warning: '#a16207', danger: '#b91c1c', info: '#1d4ed8' },
  dark: { success: '#4ade80', warning: '#facc15', danger: '#f87171', info: '#60a5fa' },
};

/** Scale steps ordered by distance from `from`, e.g. 500 → 500, 300, 700, 100, 900; darker first on ties. */
function byDistance(from: ScaleStep, prefer: 'darker' | 'lighter'): ScaleStep[] {
  const i = SCALE_STEPS.indexOf(from);
  return [...SCALE_STEPS].sort((a, b) => {
    const da = Math.abs(SCALE_STEPS.indexOf(a) - i);
    const db = Math.abs(SCALE_STEPS.indexOf(b) - i);
    if (da !== db) return da - db;
    const darkerFirst = SCALE_STEPS.indexOf(b) - SCALE_STEPS.indexOf(a);
    return prefer === 'darker' ? darkerFirst : -darkerFirst;
  });
}

/** A hover step next to `step`, away from the text colour (darker under light text, lighter under dark text). */
function hoverCandidates(scale: ScaleName, step: ScaleStep, lightText: boolean): Ref[] {
  const i = SCALE_STEPS.indexOf(step);
  const away = SCALE_STEPS[lightText ? i + 1 : i - 1];
  const toward = SCALE_STEPS[lightText ? i - 1 : i + 1];
  return [away, toward].filter((s): s is ScaleStep => s !== undefined).map((s) => ref(scale, s));
}

type ModeColors = NonNullable<NonNullable<ThemeTokens['light']>['color']>;

function modeRoles(pick: RolePicker, mode: ColorMode, seeds: Required<PaletteSeeds>, palette: Palette): ModeColors {
  const light = mode === 'light';
  const n = (step: NeutralStep): Ref => ref('neutral', step);
  const bg = light
    ? { page: n('50'), surface: n('0'), raised: n('0'), sunken: n('100'), sidebar: n('0'), footer: n('900'), overlay: n('900') }
    : { page: n('950'), surface: n('900'), raised: n('800'), sunken: n('1000'), sidebar: n('900'), footer: n('1000'), overlay: n('1000') };
  const onPageAndSurface = (fg: string, ratio: number): boolean => pick.meets(fg, bg.page, ratio) && pick.meets(fg, bg.surface, ratio);
  const textOn = [n('0'), n('1000')];

  // Header: brand colour band in light mode, quiet neutral in dark mode.
  const headers = light ? [ref('primary', '900'), ref('primary', '700'), n('900')] : [n('900')];
  const header = pick.first(headers, (h) => textOn.some((t) => pick.meets(t, h, TEXT)));
  const onHeader = pick.first([light ? n('0') : n('50'), n('1000'), n('0')], (t) => pick.meets(t, header, TEXT));

  const primarySeed = seedStep(palette.primary, seeds.primary);
  const primaryOrder = light ? byDistance(primarySeed, 'darker') : byDistance(primarySeed, 'lighter');
  // Button colour, its text and its hover are chosen together: the text colour is shared with secondary buttons.
  const action = (() => {
    for (const step of primaryOrder) {
      const primary = ref('primary', step);
      if (!onPageAndSurface(primary, UI)) continue;
      for (const onAction of textOn) {
        if (!pick.meets(onAction, primary, TEXT)) continue;
        const lightText = onAction === n('0');
        const hover = hoverCandidates('primary', step, lightText).find((h) => pick.meets(onAction, h, TEXT));
        const secondaryStep = (light ? byDistance('700', 'darker') : byDistance('300', 'lighter')).find((s) =>
          pick.meets(onAction, ref('secondary', s), TEXT),
        );
        if (!hover || !secondaryStep) continue;
        const secondaryHover = hoverCandidates('secondary', secondaryStep, lightText)[0] ?? ref('secondary', secondaryStep);
        return { primary, primaryHover: hover, secondary: ref('secondary', secondaryStep), secondaryHover, onAction };
      }
    }
    // Neutral buttons always pass: near-black on light pages, near-white on dark ones.
    return light
      ? { primary: n('900'), primaryHover: n('1000'), secondary: n('800'), secondaryHover: n('1000'), onAction: n('0') }
      : { primary: n('50'), primaryHover: n('0'), secondary: n('200'), secondaryHover: n('0'), onAction: n('1000') };
  })();

  const accentSeed = seedStep(palette.accent, seeds.accent);
  const accentPairs = byDistance(accentSeed, 'lighter').flatMap((s) =>
    [n('1000'), n('0')].map((t) => ({ accent: ref('accent', s), onAccent: t })),
  );
  const { accent, onAccent } = pick.first([...accentPairs, { accent: n('900'), onAccent: n('0') }], (p) =>
    pick.meets(p.onAccent, p.accent, TEXT),
  );

  const linkSteps = light ? byDistance('700', 'darker') : byDistance('300', 'lighter');
  const link = pick.first([...linkSteps.map((s) => ref('primary', s)), light ? n('900') : n('50')], (l) => onPageAndSurface(l, TEXT));
  const ring = pick.first([action.primary, link, light ? n('900') : n('50')], (r) => onPageAndSurface(r, UI));

  return {
    bg: { ...bg, header },
    text: {
      primary: light ? n('900') : n('50'),
      muted: light ? n('600') : n('400'),
      inverse: light ? n('0') : n('900'),
      onAction: action.onAction,
      onAccent,
      link,
      onHeader,
      onFooter: light ? n('100') : n('200'),
    },
    action: {
      primary: action.primary,
      primaryHover: action.primaryHover,
      secondary: action.secondary,
      secondaryHover: action.secondaryHover,
      accent,
    },
    border: light ? { default: n('200'), strong: n('600') } : { default: n('800'), strong: n('400') },
    focus: { ring },
    status: STATUS[mode],
  };
}

/** Six game-card gradients: the three brand scales, then the primary hue turned by 90°, 180° and 270°. */
type GameCards = NonNullable<NonNullable<ThemeTokens['light']>['gameCard']>;

function gameCards(pick: RolePicker, palette: Palette, seeds: Required<PaletteSeeds>): GameCards {
  const p = lchOf(seeds.primary);
  const chroma = Math.max(p.c, MIN_ACCENT_CHROMA);
  const turned = [90, 180, 270].map((deg) => tonalScale(rotate({ ...p, l: SCALE_SHAPE['500'].l }, deg, chroma)));
  const scales: [Palette['primary'], ScaleName | null][] = [
    [palette.primary, 'primary'],
    [palette.secondary, 'secondary'],
    [palette.accent, 'accent'],
    ...turned.map((s): [Palette['primary'], null] => [s, null]),
  ];
  const cards = scales.map(([scale, name]) => {
    const at = (step: ScaleStep): string => (name ? ref(name, step) : scale[step]);
    const candidates = [
      { from: at('700'), to: at('900'), text: ref('neutral', '0') },
      { from: at('900'), to: at('900'), text: ref('neutral', '0') },
      { from: ref('neutral', '800'), to: ref('neutral', '900'), text: ref('neutral', '0') },
    ];
    return pick.first(candidates, (c) => pick.meets(c.text, c.from, TEXT) && pick.meets(c.text, c.to, TEXT));
  });
  return cards as GameCards; // six scales in, six cards out
}

export class ContrastDerivationError extends Error {}

/**
 * A complete brand theme (palette, light and dark roles, game cards) from seed colours. Every CONTRAST_PAIRS pair
 * is verified with checkContrast before returning; a failure throws rather than yield an unreadable brand.
 */
export function deriveTheme(seeds: PaletteSeeds): ThemeTokens {
  for (const [name, value] of Object.entries(seeds))
    if (value !== undefined && !isHexColour(value)) throw new Error(`${name} must be a colour like #0e7490 (got "${value}")`);
  const all = completeSeeds(seeds);
  const palette = derivePalette(all);
  const pick = new RolePicker(palette);
  const cards = gameCards(pick, palette, all);
  const theme: ThemeTokens = {
    defaultMode: 'light',
    base: { palette },
    light: { color: modeRoles(pick, 'light', all, palette), gameCard: cards },
    dark: { color: modeRoles(pick, 'dark', all, palette), gameCard: cards },
  };
  const failures = checkContrast(resolveTheme(theme));
  if (failures.length)
    throw new ContrastDerivationError(
      `derived theme fails contrast: ${failures.map((f) => `${f.mode} ${f.pair.fg} on ${f.pair.bg} ${f.ratio.toFixed(2)}:1`).join('; ')}`,
    );
  return theme;
}
