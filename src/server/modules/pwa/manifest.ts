// The web app manifest of a brand: its name, its colours (resolved tokens of its default mode) and its icons.
import type { LoadedBrand } from '../../../engine/brand/loaded.ts';
import { themeColor } from './head.ts';
import { ICON_SIZES, iconAsset } from './icons.ts';

export interface ManifestIcon {
  src: string;
  sizes: string;
  type: string;
  purpose?: string;
}

export interface WebManifest {
  id: string;
  name: string;
  short_name: string;
  lang: string;
  start_url: string;
  scope: string;
  display: 'standalone';
  theme_color: string;
  background_color: string;
  icons: ManifestIcon[];
}

const TYPES: Record<string, string> = { svg: 'image/svg+xml', png: 'image/png', webp: 'image/webp', ico: 'image/x-icon' };

/** Home-screen labels are cut after ~12 characters: the brand name's first word when it is longer. */
function shortName(name: string): string {
  return name.length <= 12 ? name : (name.split(/\s+/)[0] ?? name).slice(0, 12);
}

export function webManifest(brand: LoadedBrand): WebManifest {
  const mode = brand.theme.defaultMode;
  const asset = iconAsset(brand);
  const ext = asset.slice(asset.lastIndexOf('.') + 1).toLowerCase();
  const icons: ManifestIcon[] = [{ src: `/brands/${brand.id}/${asset}`, sizes: 'any', type: TYPES[ext] ?? 'image/svg+xml' }];
  if (ext === 'svg') for (const size of ICON_SIZES) icons.push({ src: `/pwa/icon-${size}.png`, sizes: `${size}x${size}`, type: 'image/png' });
  return {
    id: '/',
    name: brand.config.name,
    short_name: shortName(brand.config.name),
    lang: brand.config.languages.default.toLowerCase(),
    start_url: '/',
    scope: '/',
    display: 'standalone',
    theme_color: themeColor(brand, mode),
    background_color: brand.theme[mode].color.bg.page,
    icons,
  };
}
