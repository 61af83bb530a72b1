// @vitest-environment node
import { describe, expect, it } from "vitest";
import {
  decodeImage,
  encodeBaseline,
} from "../../../../scripts/visual/baseline-format.ts";
import { asPng, compareImages } from "../../../../scripts/visual/compare.ts";
import { pngOf, rgbaOf } from "./images.ts";

const flat = (height = 16) => pngOf(16, height, () => [200, 100, 50]);
const webp = async (png: Buffer): Promise<Buffer> =>
  (await encodeBaseline(png)).bytes;

describe("compareImages (strict: threshold 0, includeAA, zero differing pixels)", () => {
  it("a WebP baseline equals a PNG screenshot of the same pixels", async () => {
    const baseline = await webp(flat());
    expect(baseline.equals(flat())).toBe(false);
    expect(await compareImages(baseline, flat())).toEqual({ equal: true });
  });

  it("a PNG baseline (a shot too large for WebP) compares the same way", async () => {
    expect(await compareImages(flat(), flat())).toEqual({ equal: true });
  });

  it("a single pixel off by one level fails (threshold 0), with a PNG diff of the shot’s size", async () => {
    const actual = pngOf(16, 16, (x, y) =>
      x === 3 && y === 4 ? [201, 100, 50] : [200, 100, 50],
    );
    const r = await compareImages(await webp(flat()), actual);
    expect(r).toMatchObject({
      equal: false,
      mismatched: 1,
      reason: "1 pixels differ",
    });
    if (r.equal || !r.diff) throw new Error("expected a diff image");
    expect(r.diff.subarray(1, 4).toString("latin1")).toBe("PNG");
    const diff = await decodeImage(r.diff);
    expect([diff.width, diff.height]).toEqual([16, 16]);
  });

  it("anti-aliased-looking edge pixels count too (includeAA)", async () => {
    const edge = (shift: number) =>
      pngOf(16, 16, (x) =>
        x < 8 + shift
          ? [0, 0, 0]
          : x === 8 + shift
            ? [128, 128, 128]
            : [255, 255, 255],
      );
    expect((await compareImages(await webp(edge(0)), edge(1))).equal).toBe(
      false,
    );
  });

  it("a different size fails with the sizes in the reason", async () => {
    expect(await compareImages(await webp(flat()), flat(17))).toMatchObject({
      equal: false,
      reason: "size 16×16 → 16×17",
      mismatched: -1,
    });
  });
});

describe("asPng", () => {
  it("turns a WebP baseline into a PNG of the same pixels, for the failure files", async () => {
    const png = pngOf(9, 7, (x, y) => [x * 20, y * 30, 77]);
    const again = await asPng(await webp(png));
    expect(again.subarray(1, 4).toString("latin1")).toBe("PNG");
    expect(rgbaOf(again).equals(rgbaOf(png))).toBe(true);
  });

  it("returns a PNG as it is", async () => {
    const png = flat();
    expect(await asPng(png)).toBe(png);
  });
});
