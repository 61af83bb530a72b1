// @vitest-environment node
import {
  existsSync,
  mkdtempSync,
  readFileSync,
  rmSync,
  writeFileSync,
} from "node:fs";
import { tmpdir } from "node:os";
import { join } from "node:path";
import { afterEach, describe, expect, it } from "vitest";
import {
  baselineNameOf,
  findBaseline,
  isBaselineFile,
  WEBP_MAX_SIDE,
} from "../../../../scripts/visual/baseline-format-names.ts";
import {
  decodeImage,
  encodeBaseline,
  writeBaseline,
} from "../../../../scripts/visual/baseline-format.ts";
import { noise, pngOf, rgbaOf } from "./images.ts";

const isWebp = (b: Buffer): boolean =>
  b.subarray(0, 4).toString("latin1") === "RIFF" &&
  b.subarray(8, 12).toString("latin1") === "WEBP";

describe("encodeBaseline", () => {
  it("writes WebP that decodes to exactly the PNG’s RGBA, opaque or not", async () => {
    for (const alpha of [false, true]) {
      const png = noise(97, 61, alpha);
      const { bytes, extension } = await encodeBaseline(png);
      expect(extension).toBe(".webp");
      expect(isWebp(bytes)).toBe(true);
      const back = await decodeImage(bytes);
      expect([back.width, back.height]).toEqual([97, 61]);
      expect(back.data.equals(rgbaOf(png))).toBe(true);
    }
  });

  it("keeps the colour of fully transparent pixels (their RGB is compared too)", async () => {
    const png = pngOf(8, 8, (x) =>
      x < 4 ? [200, 10, 30, 0] : [5, 250, 90, 0],
    );
    const back = await decodeImage((await encodeBaseline(png)).bytes);
    expect(back.data.equals(rgbaOf(png))).toBe(true);
  });

  it("gives the same bytes for the same screenshot (a re-capture of unchanged pixels changes no file)", async () => {
    const png = noise(64, 48, false);
    expect(
      (await encodeBaseline(png)).bytes.equals(
        (await encodeBaseline(png)).bytes,
      ),
    ).toBe(true);
  });

  it("is smaller than the PNG for a page-like image", async () => {
    const page = pngOf(200, 120, (x, y) =>
      y % 20 < 12 && x % 9 < 6
        ? [30, 30, 30]
        : y < 40
          ? [240, 200, 60]
          : [255, 255, 255],
    );
    expect((await encodeBaseline(page)).bytes.length).toBeLessThan(page.length);
  });

  it("keeps a shot taller than WebP allows as its PNG", async () => {
    const tall = pngOf(1, WEBP_MAX_SIDE + 1, (_, y) => [y % 256, 0, 0]);
    const { bytes, extension } = await encodeBaseline(tall);
    expect(extension).toBe(".png");
    expect(bytes.equals(tall)).toBe(true);
  });
});

describe("baseline files", () => {
  let dir = "";
  afterEach(() => rmSync(dir, { recursive: true, force: true }));

  it("writes a WebP under the baseline name and removes an older PNG of the same shot", async () => {
    dir = mkdtempSync(join(tmpdir(), "baseline-format-"));
    const name = join(dir, "aurora/light/story.webp");
    await writeBaseline(
      join(dir, "aurora/light/story.webp"),
      noise(10, 10, false),
    );
    writeFileSync(join(dir, "aurora/light/story.png"), noise(10, 10, false));
    const file = await writeBaseline(name, noise(12, 10, false));
    expect(file).toBe(name);
    expect(existsSync(join(dir, "aurora/light/story.png"))).toBe(false);
    expect(findBaseline(name)).toBe(name);
    expect((await decodeImage(readFileSync(name))).width).toBe(12);
  });

  it("finds an oversize shot’s PNG by its WebP name, and drops the WebP it replaces", async () => {
    dir = mkdtempSync(join(tmpdir(), "baseline-format-"));
    const name = join(dir, "long.webp");
    await writeBaseline(name, noise(4, 4, false));
    const file = await writeBaseline(
      name,
      pngOf(1, WEBP_MAX_SIDE + 1, () => [1, 2, 3]),
    );
    expect(file).toBe(join(dir, "long.png"));
    expect(existsSync(name)).toBe(false);
    expect(findBaseline(name)).toBe(file);
    expect(baselineNameOf(file)).toBe(name);
    expect(findBaseline(join(dir, "none.webp"))).toBeUndefined();
  });

  it("counts only images as baselines, not the records beside them", () => {
    expect(
      ["a.webp", "a.png", "environment.json", "fingerprints.json"].map(
        isBaselineFile,
      ),
    ).toEqual([true, true, false, false]);
  });
});
