// PNG app icons rendered from the brand's SVG (Chrome's install prompt wants a raster icon of at least 144 px).
// Rendered once per brand version and size; a hot reload brings a new brand object and new icons.
import { readFileSync } from 'node:fs';
import { join } from 'node:path';
import { Resvg } from '@resvg/resvg-js';
import type { LoadedBrand } from '../../../engine/brand/loaded.ts';

export const ICON_SIZES = [192, 512] as const;
export type IconSize = (typeof ICON_SIZES)[number];

/** The brand's square icon: appIcon, else the favicon (both under assets/, checked by the brand loader). */
export function iconAsset(brand: LoadedBrand): string {
  return brand.config.assets.appIcon ?? brand.config.assets.favicon;
}

const rendered = new WeakMap<LoadedBrand, Map<number, Buffer>>();

/** The icon as a size × size PNG; null when the icon is not an SVG (the manifest then lists the file alone). */
export function iconPng(brand: LoadedBrand, size: IconSize): Buffer | null {
  const asset = iconAsset(brand);
  if (!asset.endsWith('.svg')) return null;
  let sizes = rendered.get(brand);
  if (!sizes) rendered.set(brand, (sizes = new Map()));
  let png = sizes.get(size);
  if (!png) {
    const svg = readFileSync(join(brand.dir, asset));
    png = new Resvg(svg, { fitTo: { mode: 'width', value: size }, font: { loadSystemFonts: false } }).render().asPng();
    sizes.set(size, png);
  }
  return png;
}
