/** Debian's Chromium and the launch flags every browser tier on these machines uses (never a downloaded browser). */
export const CHROMIUM_PATH = process.env.CHROMIUM_PATH ?? '/usr/bin/chromium';

export const CHROMIUM_ARGS = [
  '--headless',
  '--no-sandbox',
  '--disable-gpu',
  '--disable-quic',
  '--no-first-run',
  '--disable-background-networking',
  '--disable-component-update',
  '--disable-sync',
];

/**
 * Extra flags for screenshots only: rasterise whole tiles (partial re-raster after a focus change gave ±1
 * anti-aliasing differences between runs), no font hinting and a fixed colour profile (same pixels on
 * every machine with this Chromium and these fonts).
 */
export const SCREENSHOT_ARGS = ['--disable-partial-raster', '--font-render-hinting=none', '--force-color-profile=srgb'];
