import pixelmatch from 'pixelmatch';
import { PNG } from 'pngjs';

export type Comparison =
  | { equal: true }
  | { equal: false; reason: string; mismatched: number; diff?: Buffer };

/**
 * Strict comparison: pixelmatch with threshold 0 and includeAA (anti-aliased pixels count too, so a 4px → 6px
 * radius change cannot hide), zero mismatched pixels allowed. Different sizes are a mismatch.
 */
export function comparePng(expected: Buffer, actual: Buffer): Comparison {
  if (expected.equals(actual)) return { equal: true };
  const a = PNG.sync.read(expected);
  const b = PNG.sync.read(actual);
  if (a.width !== b.width || a.height !== b.height)
    return { equal: false, reason: `size ${a.width}×${a.height} → ${b.width}×${b.height}`, mismatched: -1 };
  const diff = new PNG({ width: a.width, height: a.height });
  const mismatched = pixelmatch(a.data, b.data, diff.data, a.width, a.height, {
    threshold: 0,
    includeAA: true,
    alpha: 0.2,
  });
  if (mismatched === 0) return { equal: true };
  return { equal: false, reason: `${mismatched} pixels differ`, mismatched, diff: PNG.sync.write(diff) };
}
