import type { ThemeTokens } from '../../generated/types.ts';
import { DEFAULT_THEME } from './defaults.ts';
import type { ColorMode, CompleteModeTokens, CompleteTheme } from './types.ts';

type Json = Record<string, unknown>;

function isObject(v: unknown): v is Json {
  return typeof v === 'object' && v !== null && !Array.isArray(v);
}

/** Deep-merge a brand's partial over a complete default. Arrays (gameCard) replace wholesale. */
function mergeDeep<T>(base: T, over: unknown): T {
  if (!isObject(base) || !isObject(over)) return (over === undefined ? base : over) as T;
  const out: Json = { ...base };
  for (const [k, v] of Object.entries(over)) out[k] = mergeDeep((base as Json)[k], v);
  return out as T;
}

const PALETTE_REF = /^\{palette\.([a-z]+)\.([0-9]+)\}$/;

/** Replace {palette.x.y} references by the palette's hex value, throughout one mode's tokens. */
function resolveRefs(mode: CompleteModeTokens, palette: CompleteTheme['base']['palette']): CompleteModeTokens {
  const walk = (v: unknown): unknown => {
    if (typeof v === 'string') {
      const m = PALETTE_REF.exec(v);
      if (!m) return v;
      const scale = (palette as unknown as Record<string, Record<string, string>>)[m[1]!];
      const hex = scale?.[m[2]!];
      if (!hex) throw new Error(`unknown palette reference ${v}`);
      return hex;
    }
    if (Array.isArray(v)) return v.map(walk);
    if (isObject(v)) return Object.fromEntries(Object.entries(v).map(([k, x]) => [k, walk(x)]));
    return v;
  };
  return walk(mode) as CompleteModeTokens;
}

/** A brand's complete theme: its partial merged over the defaults, palette references resolved to hex. */
export function resolveTheme(partial: ThemeTokens | undefined): CompleteTheme {
  const merged = mergeDeep(DEFAULT_THEME, partial ?? {});
  const modes: ColorMode[] = ['light', 'dark'];
  const out = { ...merged };
  for (const mode of modes) out[mode] = resolveRefs(merged[mode], merged.base.palette);
  return out;
}
