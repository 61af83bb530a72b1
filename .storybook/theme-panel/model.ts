// The theme panel's logic, free of React and Storybook: which tokens there are, how edits turn into a brand
// `theme` block, the CSS that previews it, the contrast pairs it breaks and the export the schema accepts.
import { ajvProblems, type BrandProblem } from '../../src/engine/brand/errors.ts';
import { CONTRAST_PAIRS, checkContrast, type ContrastPair } from '../../src/engine/theme/contrast.ts';
import { themeCss } from '../../src/engine/theme/css.ts';
import { DEFAULT_THEME } from '../../src/engine/theme/defaults.ts';
import { resolveTheme } from '../../src/engine/theme/resolve.ts';
import { tokenVar } from '../../src/engine/theme/token.ts';
import type { ColorMode, CompleteTheme } from '../../src/engine/theme/types.ts';
import type { ThemeTokens } from '../../src/generated/types.ts';
import { validateThemeTokens } from '../../src/generated/validators.js';

/** Token path inside the `theme` block, dotted: 'base.palette.primary.500', 'dark.color.bg.page', 'light.gameCard.0.from'. */
export type TokenPath = string;

/** A designer's edits: token path → the value as typed (kept even when invalid, so the field can say why). */
export type Edits = Readonly<Record<TokenPath, string>>;

/**
 * What a field accepts: 'hex' (palette: #rrggbb only), 'color' (semantic roles and game cards: #rrggbb or a
 * {palette.x.y} reference), or a free text the schema checks (lengths, fonts, weights, shadows, durations).
 */
export type FieldKind = 'hex' | 'color' | 'length' | 'font' | 'weight' | 'shadow' | 'duration';

export type SectionId = 'palette' | ColorMode | 'radius' | 'font' | 'shadow' | 'space' | 'motion' | 'breakpoint';

/** Panel order: colours first (what designers tune most), then shape and type. */
export const SECTIONS: readonly SectionId[] = ['palette', 'light', 'dark', 'radius', 'font', 'shadow', 'space', 'motion', 'breakpoint'];

export interface TokenField {
  path: TokenPath;
  section: SectionId;
  kind: FieldKind;
  /** The CSS custom property the engine emits for it, e.g. --color-bg-page. */
  cssVar: string;
  /** As declared (edit, else brand, else engine default): may be a {palette.x.y} reference. */
  declared: string;
  /** Resolved value the preview shows (#rrggbb for colours). */
  value: string;
  edited: boolean;
  /** Why the typed value is rejected (schema message), when it is. */
  problem?: string;
}

export interface ContrastIssue {
  mode: ColorMode;
  pair: ContrastPair;
  fgValue: string;
  bgValue: string;
  /** Rounded down to two decimals, so 4.499 never reads as passing 4.5. */
  ratio: number;
  required: number;
}

export interface ThemeExport {
  theme: ThemeTokens;
  /** brand.json-ready text (2-space JSON, trailing newline). */
  json: string;
  /** Schema problems (pointer relative to the theme block); empty when the export may be offered. */
  problems: BrandProblem[];
}

type Json = Record<string, unknown>;
const isObject = (v: unknown): v is Json => typeof v === 'object' && v !== null && !Array.isArray(v);

function lookup(root: unknown, path: TokenPath): unknown {
  let v = root;
  for (const part of path.split('.')) v = isObject(v) || Array.isArray(v) ? (v as Json)[part] : undefined;
  return v;
}

function sectionOf(path: TokenPath): SectionId {
  const [tier, group] = path.split('.');
  if (tier === 'light' || tier === 'dark') return tier;
  return group as SectionId;
}

function kindOf(path: TokenPath): FieldKind {
  const section = sectionOf(path);
  if (section === 'palette') return 'hex';
  if (section === 'light' || section === 'dark') return 'color';
  if (section === 'shadow') return 'shadow';
  if (section === 'motion') return 'duration';
  if (path.startsWith('base.font.family.')) return 'font';
  if (path.startsWith('base.font.weight.')) return 'weight';
  return 'length';
}

/** The CSS variable name the engine's themeCss gives a path (base.* and mode paths drop their tier). */
export function cssVarOf(path: TokenPath): string {
  return tokenVar(path.split('.').slice(1).join('.'));
}

function leaves(value: unknown, prefix: string, out: TokenPath[]): TokenPath[] {
  if (Array.isArray(value)) value.forEach((v, i) => leaves(v, `${prefix}.${i}`, out));
  else if (isObject(value)) for (const [k, v] of Object.entries(value)) leaves(v, `${prefix}.${k}`, out);
  else out.push(prefix);
  return out;
}

/** Every editable token path of a complete theme, in the engine's own order (the defaults' key order). */
export function tokenPaths(theme: CompleteTheme = DEFAULT_THEME): TokenPath[] {
  const paths = [...leaves(theme.base, 'base', []), ...leaves(theme.light, 'light', []), ...leaves(theme.dark, 'dark', [])];
  return paths.sort((a, b) => SECTIONS.indexOf(sectionOf(a)) - SECTIONS.indexOf(sectionOf(b)));
}

/** Weights are integers in the schema; everything else is a string. */
function typed(path: TokenPath, raw: string): string | number {
  return kindOf(path) === 'weight' && /^\d+$/.test(raw.trim()) ? Number(raw.trim()) : raw;
}

/**
 * The brand's `theme` block with the edits written in. A game-card edit copies the mode's six cards first
 * when the brand inherits them (arrays replace wholesale in the merge, and the schema wants all six).
 */
export function applyEdits(source: ThemeTokens, edits: Edits): ThemeTokens {
  const out = structuredClone(source) as unknown as Json;
  for (const [path, raw] of Object.entries(edits)) {
    const parts = path.split('.');
    if ((parts[0] === 'light' || parts[0] === 'dark') && parts[1] === 'gameCard') {
      const mode = (out[parts[0]] ??= {}) as Json;
      mode.gameCard ??= structuredClone(lookup(source, `${parts[0]}.gameCard`) ?? DEFAULT_THEME[parts[0]].gameCard);
    }
    let node = out;
    for (const part of parts.slice(0, -1)) {
      const next = node[part];
      node = (isObject(next) || Array.isArray(next) ? next : (node[part] = {})) as Json;
    }
    node[parts.at(-1)!] = typed(path, raw);
  }
  return out as unknown as ThemeTokens;
}

/** Schema problems of a theme block, keyed by token path (the pointer /light/color/bg/page → light.color.bg.page). */
export function problemsByPath(theme: ThemeTokens): Map<TokenPath, string> {
  const out = new Map<TokenPath, string>();
  if (validateThemeTokens(theme)) return out;
  for (const p of ajvProblems('theme', validateThemeTokens.errors)) {
    const path = p.pointer.slice(1).replaceAll('/', '.');
    if (!out.has(path)) out.set(path, p.message);
  }
  return out;
}

/** Edits the schema accepts, alone: the preview and the contrast check never see a half-typed value. */
export function validEdits(source: ThemeTokens, edits: Edits): Edits {
  const problems = problemsByPath(applyEdits(source, edits));
  return Object.fromEntries(Object.entries(edits).filter(([path]) => ![...problems.keys()].some((p) => path === p || path.startsWith(`${p}.`))));
}

/** The complete theme the preview shows: the brand with its valid edits, merged over the defaults, resolved. */
export function editedTheme(source: ThemeTokens, edits: Edits): CompleteTheme {
  return resolveTheme(applyEdits(source, validEdits(source, edits)));
}

/**
 * Record one edit. Typing the brand's own value back removes the edit, so "edited" means "differs from
 * brand.json" and the export stays minimal.
 */
export function setEdit(source: ThemeTokens, edits: Edits, path: TokenPath, raw: string): Edits {
  const { [path]: _previous, ...rest } = edits;
  const declared = lookup(source, path) ?? lookup(DEFAULT_THEME, path);
  return String(declared) === raw ? rest : { ...rest, [path]: raw };
}

/** Every field of the panel, with what the brand declares, what the preview shows and why an edit is refused. */
export function tokenFields(source: ThemeTokens, edits: Edits): TokenField[] {
  const theme = editedTheme(source, edits);
  const problems = problemsByPath(applyEdits(source, edits));
  const declaredTheme = applyEdits(source, validEdits(source, edits));
  return tokenPaths(theme).map((path) => {
    const edited = path in edits;
    const declared = edited ? edits[path]! : String(lookup(declaredTheme, path) ?? lookup(DEFAULT_THEME, path));
    const problem = edited ? problems.get(path) : undefined;
    return {
      path,
      section: sectionOf(path),
      kind: kindOf(path),
      cssVar: cssVarOf(path),
      declared,
      value: String(lookup(theme, path)),
      edited,
      ...(problem ? { problem } : {}),
    };
  });
}

/**
 * CSS that previews the edits: the engine's own [data-brand][data-mode] blocks for the edited theme. Placed
 * after style#brand-tokens it wins on source order (same selectors), so the story updates without a render.
 */
export function overrideCss(brandId: string, source: ThemeTokens, edits: Edits): string {
  return Object.keys(validEdits(source, edits)).length ? themeCss(brandId, editedTheme(source, edits)) : '';
}

/** Every declared contrast pair below WCAG AA in the edited theme, both modes (the rules of brands:check). */
export function contrastIssues(theme: CompleteTheme): ContrastIssue[] {
  return checkContrast(theme).map(({ mode, pair, fgValue, bgValue, ratio, required }) => ({
    mode,
    pair,
    fgValue,
    bgValue,
    ratio: Math.floor(ratio * 100) / 100,
    required,
  }));
}

/** How many pairs the check covers (for "n of m pairs pass"). */
export const CONTRAST_PAIR_COUNT = CONTRAST_PAIRS.length * 2;

/** The `theme` block to paste into brands/<id>/brand.json, with the schema's verdict on it. */
export function exportTheme(source: ThemeTokens, edits: Edits): ThemeExport {
  const theme = applyEdits(source, edits);
  const problems = validateThemeTokens(theme) ? [] : ajvProblems('theme', validateThemeTokens.errors);
  return { theme, json: `${JSON.stringify(theme, null, 2)}\n`, problems };
}
