// A visual baseline's file names. Kept apart from the codec (baseline-format.ts) so the matrix's naming does not
// load an image library.
import { existsSync } from "node:fs";

/** A baseline's file extension; `baselinePath` names every shot with it. */
export const BASELINE_EXTENSION = ".webp";
/** The extension of a shot too large for WebP (kept as the PNG Chromium gave). */
export const OVERSIZE_EXTENSION = ".png";
/** WebP's largest width or height. */
export const WEBP_MAX_SIDE = 16_383;

/** The other name a baseline may have: `x.webp` ⇄ `x.png`. */
export function withExtension(path: string, extension: string): string {
  return path.slice(0, path.length - BASELINE_EXTENSION.length) + extension;
}

/** The file holding the baseline named `path` (from `baselinePath`): the WebP, or an oversize shot's PNG. */
export function findBaseline(path: string): string | undefined {
  if (existsSync(path)) return path;
  const oversize = withExtension(path, OVERSIZE_EXTENSION);
  return existsSync(oversize) ? oversize : undefined;
}

/** Whether a file under the baselines folder is a baseline image (not environment.json or other records). */
export const isBaselineFile = (file: string): boolean =>
  file.endsWith(BASELINE_EXTENSION) || file.endsWith(OVERSIZE_EXTENSION);

/** The `baselinePath` name of a baseline file: an oversize PNG goes by its WebP name. */
export const baselineNameOf = (file: string): string =>
  file.endsWith(OVERSIZE_EXTENSION)
    ? file.slice(0, file.length - OVERSIZE_EXTENSION.length) +
      BASELINE_EXTENSION
    : file;
