// npx tsx scripts/visual/convert-baselines.ts [--delete] [dir]
//
// Turns PNG visual baselines into lossless WebP (baseline-format.ts) beside them, and proves every one lossless:
// the WebP, decoded by sharp, must give byte for byte the RGBA that pngjs (another decoder) reads from the PNG.
// --delete then removes each proven PNG. A shot too large for WebP keeps its PNG. Safe to run again: an existing
// WebP is checked, not rewritten. Exits non-zero if any file is not proven.
import {
  existsSync,
  readdirSync,
  readFileSync,
  rmSync,
  statSync,
  writeFileSync,
} from "node:fs";
import { join, relative } from "node:path";
import { PNG } from "pngjs";
import {
  BASELINE_EXTENSION,
  OVERSIZE_EXTENSION,
} from "./baseline-format-names.ts";
import { decodeImage, encodeBaseline } from "./baseline-format.ts";

const ROOT = join(import.meta.dirname, "..", "..");
const args = process.argv.slice(2);
const deletePngs = args.includes("--delete");
const dir =
  args.find((a) => !a.startsWith("--")) ?? join(ROOT, "tests/visual/baselines");
/** Two at a time: this machine has two cores and sharp's work runs off the main thread. */
const PARALLEL = 2;

type Result = {
  kind: "converted" | "oversize" | "failed";
  pngBytes: number;
  webpBytes: number;
  message?: string;
};

async function convert(pngFile: string): Promise<Result> {
  const png = readFileSync(pngFile);
  const reference = PNG.sync.read(png);
  const webpFile =
    pngFile.slice(0, -OVERSIZE_EXTENSION.length) + BASELINE_EXTENSION;
  let webp: Buffer;
  if (existsSync(webpFile)) webp = readFileSync(webpFile);
  else {
    const encoded = await encodeBaseline(png);
    if (encoded.extension !== BASELINE_EXTENSION)
      return { kind: "oversize", pngBytes: png.length, webpBytes: 0 };
    webp = encoded.bytes;
  }
  const decoded = await decodeImage(webp);
  if (
    decoded.width !== reference.width ||
    decoded.height !== reference.height ||
    !decoded.data.equals(reference.data)
  )
    return {
      kind: "failed",
      pngBytes: png.length,
      webpBytes: webp.length,
      message: "WebP pixels differ from the PNG",
    };
  if (!existsSync(webpFile)) writeFileSync(webpFile, webp);
  if (deletePngs) rmSync(pngFile);
  return {
    kind: "converted",
    pngBytes: png.length,
    webpBytes: statSync(webpFile).size,
  };
}

const files = readdirSync(dir, { recursive: true, encoding: "utf8" })
  .filter((f) => f.endsWith(OVERSIZE_EXTENSION))
  .sort()
  .map((f) => join(dir, f));
const totals = {
  converted: 0,
  oversize: 0,
  failed: 0,
  pngBytes: 0,
  webpBytes: 0,
  oversizeBytes: 0,
};
const started = performance.now();
let next = 0;
async function worker(): Promise<void> {
  while (next < files.length) {
    const file = files[next++]!;
    const r = await convert(file).catch((e: unknown): Result => ({
      kind: "failed",
      pngBytes: 0,
      webpBytes: 0,
      message: String(e),
    }));
    totals[r.kind]++;
    if (r.kind === "oversize") totals.oversizeBytes += r.pngBytes;
    else {
      totals.pngBytes += r.pngBytes;
      totals.webpBytes += r.webpBytes;
    }
    if (r.kind !== "converted")
      console.log(
        `  ${r.kind}: ${relative(ROOT, file)}${r.message ? ` (${r.message})` : ""}`,
      );
    const done = totals.converted + totals.oversize + totals.failed;
    if (done % 500 === 0) console.log(`  ${done}/${files.length}`);
  }
}
await Promise.all(Array.from({ length: PARALLEL }, worker));
const mb = (n: number): string => `${(n / 1e6).toFixed(1)} MB`;
console.log(
  `convert-baselines: ${totals.converted} proven lossless (${mb(totals.pngBytes)} PNG → ${mb(totals.webpBytes)} WebP), ` +
    `${totals.oversize} too large for WebP kept as PNG (${mb(totals.oversizeBytes)}), ${totals.failed} failed` +
    `${deletePngs ? ", proven PNGs deleted" : ""} in ${((performance.now() - started) / 1000).toFixed(0)} s`,
);
if (totals.failed) process.exitCode = 1;
