import { PNG } from 'pngjs';
import { describe, expect, it } from 'vitest';
import { comparePng } from '../../../scripts/visual/compare.ts';

function png(width: number, height: number, paint: (x: number, y: number) => [number, number, number]): Buffer {
  const p = new PNG({ width, height });
  for (let y = 0; y < height; y++)
    for (let x = 0; x < width; x++) {
      const [r, g, b] = paint(x, y);
      const i = (y * width + x) * 4;
      p.data[i] = r;
      p.data[i + 1] = g;
      p.data[i + 2] = b;
      p.data[i + 3] = 255;
    }
  return PNG.sync.write(p);
}

describe('visual comparison (DESIGN §6: strict, includeAA, zero mismatch)', () => {
  const base = png(16, 16, () => [200, 100, 50]);

  it('equal images pass', () => {
    expect(comparePng(base, png(16, 16, () => [200, 100, 50]))).toEqual({ equal: true });
  });

  it('a single pixel off by one level fails (threshold 0)', () => {
    const r = comparePng(base, png(16, 16, (x, y) => (x === 3 && y === 4 ? [201, 100, 50] : [200, 100, 50])));
    expect(r.equal).toBe(false);
    if (!r.equal) expect(r.mismatched).toBe(1);
  });

  it('anti-aliased-looking edge pixels count too (includeAA)', () => {
    const edge = (shift: number) =>
      png(16, 16, (x) => (x < 8 + shift ? [0, 0, 0] : x === 8 + shift ? [128, 128, 128] : [255, 255, 255]));
    const r = comparePng(edge(0), edge(1));
    expect(r.equal).toBe(false);
  });

  it('a different size fails with the sizes in the reason', () => {
    const r = comparePng(base, png(16, 17, () => [200, 100, 50]));
    expect(r).toMatchObject({ equal: false, reason: 'size 16×16 → 16×17' });
  });
});
