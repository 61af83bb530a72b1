import { describe, expect, it } from 'vitest';
import { checkContrast, luminance } from '../../../../src/engine/theme/contrast.ts';
import { completeSeeds, derivePalette, deriveTheme, isHexColour, tonalScale } from '../../../../src/engine/theme/palette.ts';
import { resolveTheme } from '../../../../src/engine/theme/resolve.ts';

const EXTREMES = ['#ffff00', '#000000', '#ffffff', '#808080', '#ff0000', '#e11d48', '#b91c1c', '#0000ff', '#1d4ed8', '#00ff00', '#00ffff', '#ff00ff', '#0e7490', '#fefefe', '#010101'];

/** Deterministic spread of seeds: hue × lightness × saturation in HSL, so the test never depends on luck. */
function seedGrid(): string[] {
  const out: string[] = [];
  const hex = (n: number): string => Math.round(n * 255).toString(16).padStart(2, '0');
  for (let h = 0; h < 360; h += 30)
    for (const l of [0.1, 0.3, 0.5, 0.7, 0.9])
      for (const s of [0.15, 0.6, 1]) {
        const a = s * Math.min(l, 1 - l);
        const f = (k0: number): number => {
          const k = (k0 + h / 30) % 12;
          return l - a * Math.max(-1, Math.min(k - 3, 9 - k, 1));
        };
        out.push(`#${hex(f(0))}${hex(f(8))}${hex(f(4))}`);
      }
  return out;
}

const failuresOf = (seeds: Parameters<typeof deriveTheme>[0]): string[] =>
  checkContrast(resolveTheme(deriveTheme(seeds))).map((f) => `${seeds.primary} ${f.mode} ${f.pair.fg}/${f.pair.bg} ${f.ratio.toFixed(2)}`);

describe('palette derivation from seed colours (brand:new, WCAG AA contrast)', () => {
  it.each(EXTREMES)('every contrast pair passes AA in both modes for the extreme seed %s', (primary) => {
    expect(failuresOf({ primary })).toEqual([]);
  });

  it('every contrast pair passes for 180 seeds across hue, lightness and saturation', () => {
    const grid = seedGrid();
    expect(grid).toHaveLength(180);
    expect(grid.flatMap((primary) => failuresOf({ primary }))).toEqual([]);
  });

  it('every contrast pair passes with a given secondary (and accent) of any lightness', () => {
    const pairs = EXTREMES.flatMap((primary, i) => [
      { primary, secondary: EXTREMES[(i + 1) % EXTREMES.length]! },
      { primary, secondary: EXTREMES[(i + 3) % EXTREMES.length]!, accent: EXTREMES[(i + 5) % EXTREMES.length]! },
    ]);
    expect(pairs.flatMap(failuresOf)).toEqual([]);
  });

  it('keeps the seed itself in its scale and orders every scale from light to dark', () => {
    for (const seed of [...EXTREMES, ...seedGrid()]) {
      const palette = derivePalette({ primary: seed });
      expect(Object.values(palette.primary)).toContain(seed);
      for (const scale of [palette.primary, palette.secondary, palette.accent]) {
        const lum = ['100', '300', '500', '700', '900'].map((s) => luminance((scale as Record<string, string>)[s]!));
        expect(lum, `${seed}: ${JSON.stringify(scale)}`).toEqual([...lum].sort((a, b) => b - a));
      }
      const neutral = ['0', '50', '100', '200', '400', '600', '800', '900', '950', '1000'].map((s) =>
        luminance((palette.neutral as Record<string, string>)[s]!),
      );
      expect(neutral).toEqual([...neutral].sort((a, b) => b - a));
    }
  });

  it('uses the given secondary seed and derives a secondary and an accent otherwise', () => {
    expect(Object.values(derivePalette({ primary: '#0e7490', secondary: '#7c3aed' }).secondary)).toContain('#7c3aed');
    const derived = completeSeeds({ primary: '#0e7490' });
    expect(isHexColour(derived.secondary) && isHexColour(derived.accent)).toBe(true);
    expect(derived.accent).not.toBe(derived.primary);
  });

  it('makes every palette entry a #rrggbb colour the schema accepts', () => {
    const scale = tonalScale('#ff00ff');
    expect(Object.values(scale).every(isHexColour)).toBe(true);
    const theme = deriveTheme({ primary: '#ffff00' });
    const refs = JSON.stringify([theme.light, theme.dark]).match(/"(#[^"]*|\{palette[^"]*\})"/g) ?? [];
    for (const r of refs) expect(r).toMatch(/^"(#[0-9a-f]{6}|\{palette\.(primary|secondary|accent|neutral)\.[0-9]+\})"$/);
  });

  it('rejects a seed that is not #rrggbb', () => {
    expect(() => deriveTheme({ primary: 'blue' })).toThrow('primary must be a colour like #0e7490 (got "blue")');
    expect(() => deriveTheme({ primary: '#000000', secondary: '#fff' })).toThrow('secondary must be a colour');
  });
});
