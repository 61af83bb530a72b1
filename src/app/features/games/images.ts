import { useMemo } from 'react';
import { pickCdn } from '../../../engine/games/cdn.ts';
import type { ImageSource } from '../../../ui/LazyImage/imageSource.tsx';
import { useBoot } from '../../boot/BootContext.tsx';

// One image CDN is picked at random per page load, not per render or per image.
const picked = new Map<string, string>();

/** The image CDN of this page load (random among status.info.imageCDNs) and the brand's icon as fallback. */
export function useGameImages(random: () => number = Math.random): ImageSource {
  const { brand, status } = useBoot();
  const cdns = status.info.imageCDNs;
  return useMemo(() => {
    const key = `${brand.id}|${cdns.join(',')}`;
    let base = picked.get(key);
    if (base === undefined) picked.set(key, (base = pickCdn(cdns, random)));
    return { base, fallbackSrc: brand.assets.appIcon ?? brand.assets.favicon };
  }, [brand, cdns, random]);
}
