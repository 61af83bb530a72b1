// How a visual baseline is stored: lossless WebP, about a third of Chromium's PNG for the same pixels (every full
// re-capture adds its bytes to every clone for good). WebP cannot hold an image taller or wider than 16,383 px, so
// such a shot (a very long phone page) stays a PNG beside the others under the same name. Only pixels count:
// the comparer decodes a baseline, never compares its bytes with a screenshot's.
import { mkdirSync, rmSync, writeFileSync } from "node:fs";
import { dirname } from "node:path";
import sharp from "sharp";
import {
  BASELINE_EXTENSION,
  OVERSIZE_EXTENSION,
  WEBP_MAX_SIDE,
  withExtension,
} from "./baseline-format-names.ts";

/** Decoded pixels: 8-bit RGBA, row by row. */
export interface RawImage {
  width: number;
  height: number;
  data: Buffer;
}

/** Any image sharp reads (PNG, WebP) as 8-bit RGBA; an opaque image gets alpha 255, as pngjs gives it. */
export async function decodeImage(image: Buffer): Promise<RawImage> {
  const { data, info } = await sharp(image)
    .ensureAlpha()
    .raw({ depth: "uchar" })
    .toBuffer({ resolveWithObject: true });
  return { width: info.width, height: info.height, data };
}

export function encodePng(image: RawImage): Promise<Buffer> {
  return sharp(image.data, {
    raw: { width: image.width, height: image.height, channels: 4 },
  })
    .png()
    .toBuffer();
}

/** Whether an image of this size fits in WebP. */
export const fitsWebp = (image: { width: number; height: number }): boolean =>
  image.width <= WEBP_MAX_SIDE && image.height <= WEBP_MAX_SIDE;

/**
 * A screenshot's baseline bytes and extension: lossless WebP (effort 4: effort 6 saves no more on these shots
 * and takes twice as long; `exact` keeps the colour of fully transparent pixels), decoded again and compared
 * with the screenshot's pixels, so a baseline can never hold other pixels than the shot.
 */
export async function encodeBaseline(
  png: Buffer,
): Promise<{ bytes: Buffer; extension: string }> {
  const source = await decodeImage(png);
  if (!fitsWebp(source)) return { bytes: png, extension: OVERSIZE_EXTENSION };
  const bytes = await sharp(png)
    .webp({ lossless: true, effort: 4, exact: true })
    .toBuffer();
  const back = await decodeImage(bytes);
  if (
    back.width !== source.width ||
    back.height !== source.height ||
    !back.data.equals(source.data)
  )
    throw new Error("lossless WebP gave other pixels than its PNG");
  return { bytes, extension: BASELINE_EXTENSION };
}

/** Write a screenshot as the baseline named `path`, removing the file of the other format; returns the file. */
export async function writeBaseline(
  path: string,
  png: Buffer,
): Promise<string> {
  const { bytes, extension } = await encodeBaseline(png);
  const file = withExtension(path, extension);
  mkdirSync(dirname(file), { recursive: true });
  writeFileSync(file, bytes);
  rmSync(
    withExtension(
      path,
      extension === BASELINE_EXTENSION
        ? OVERSIZE_EXTENSION
        : BASELINE_EXTENSION,
    ),
    { force: true },
  );
  return file;
}
