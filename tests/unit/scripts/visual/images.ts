// Small test images for the baseline format and the comparer, built pixel by pixel with pngjs (the decoder the
// comparer does not use, so a test does not check sharp against itself).
import { PNG } from "pngjs";

export type Rgba = [number, number, number, number];

export function pngOf(
  width: number,
  height: number,
  paint: (x: number, y: number) => Rgba | [number, number, number],
): Buffer {
  const p = new PNG({ width, height });
  for (let y = 0; y < height; y++)
    for (let x = 0; x < width; x++) {
      const [r, g, b, a = 255] = paint(x, y);
      const i = (y * width + x) * 4;
      p.data[i] = r;
      p.data[i + 1] = g;
      p.data[i + 2] = b;
      p.data[i + 3] = a;
    }
  return PNG.sync.write(p);
}

/** The RGBA pngjs reads from a PNG. */
export const rgbaOf = (png: Buffer): Buffer => PNG.sync.read(png).data;

/** A busy image: a different colour (and, when `alpha`, opacity) at every pixel, as text and gradients are. */
export const noise = (width: number, height: number, alpha: boolean): Buffer =>
  pngOf(width, height, (x, y) => {
    const v = (x * 73 + y * 151 + ((x * y) % 17) * 29) % 256;
    return [
      v,
      (v * 3 + y) % 256,
      (255 - v + x) % 256,
      alpha ? ((x + y) % 4 === 0 ? 0 : (v * 7) % 256) : 255,
    ];
  });
