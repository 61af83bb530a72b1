import pixelmatch from "pixelmatch";
import { decodeImage, encodePng } from "./baseline-format.ts";

export type Comparison =
  | { equal: true }
  | { equal: false; reason: string; mismatched: number; diff?: Buffer };

/**
 * Strict comparison of a baseline (lossless WebP, or PNG) with a screenshot (PNG) by their decoded pixels:
 * pixelmatch with threshold 0 and includeAA (anti-aliased pixels count too, so a 4px → 6px radius change cannot
 * hide), zero mismatched pixels allowed. Different sizes are a mismatch. The diff image is a PNG.
 */
export async function compareImages(
  expected: Buffer,
  actual: Buffer,
): Promise<Comparison> {
  if (expected.equals(actual)) return { equal: true };
  const [a, b] = await Promise.all([
    decodeImage(expected),
    decodeImage(actual),
  ]);
  if (a.width !== b.width || a.height !== b.height)
    return {
      equal: false,
      reason: `size ${a.width}×${a.height} → ${b.width}×${b.height}`,
      mismatched: -1,
    };
  // the usual case: the same pixels, found without pixelmatch's per-pixel work
  if (a.data.equals(b.data)) return { equal: true };
  const diff = Buffer.alloc(a.data.length);
  const mismatched = pixelmatch(a.data, b.data, diff, a.width, a.height, {
    threshold: 0,
    includeAA: true,
    alpha: 0.2,
  });
  if (mismatched === 0) return { equal: true };
  return {
    equal: false,
    reason: `${mismatched} pixels differ`,
    mismatched,
    diff: await encodePng({ width: a.width, height: a.height, data: diff }),
  };
}

const PNG_SIGNATURE = Buffer.from([
  0x89, 0x50, 0x4e, 0x47, 0x0d, 0x0a, 0x1a, 0x0a,
]);

/** An image as PNG, for the failure files a person opens next to the diff (a PNG is returned as it is). */
export async function asPng(image: Buffer): Promise<Buffer> {
  if (image.subarray(0, PNG_SIGNATURE.length).equals(PNG_SIGNATURE))
    return image;
  return encodePng(await decodeImage(image));
}
