// Which catalog vendors a brand shows: the vendors of its brand.json games.categories, with the brand's display
// name and maintenance flag (games contract: "Brands filter the catalog by their configured vendors").
import type { GameType } from '../../../generated/types.ts';
import type { LoadedBrand } from '../../../engine/brand/loaded.ts';

export interface BrandVendor {
  code: string;
  /** The brand's display name of the vendor (GameItem.displayName). */
  name: string;
  maintenance: boolean;
  /** The brand category that lists it first. */
  category: GameType;
}

const cache = new WeakMap<LoadedBrand, Map<string, BrandVendor>>();

/** The brand's vendors by code (a loaded brand never changes: a reload makes a new object). */
export function brandVendors(brand: LoadedBrand): Map<string, BrandVendor> {
  let map = cache.get(brand);
  if (!map) {
    map = new Map();
    for (const cat of brand.config.games?.categories ?? [])
      for (const v of cat.vendors)
        if (!map.has(v.code)) map.set(v.code, { code: v.code, name: v.name, maintenance: v.maintenance === true, category: cat.type });
    cache.set(brand, map);
  }
  return map;
}

/** The vendor codes as a JSON parameter for `vendor IN (SELECT jsonb_array_elements_text($n::jsonb))`. */
export function vendorParam(brand: LoadedBrand): string {
  return JSON.stringify([...brandVendors(brand).keys()]);
}
