import { laneRoute, type GameLane } from '../../../engine/games/lanes.ts';
import type { BannerItem } from '../../api/announcements.ts';

/** Game types whose page is a list of one vendor's games (the game list centers take ?vassalage=). */
const LIST_TYPES = new Set(['LIVE', 'FISH', 'RNG', 'PVP', 'BGS', 'INHOUSE']);

/** What clicking a banner does (the banner's linkage / linkageType). */
export type BannerTarget =
  | { kind: 'none' }
  /** A page of this site: promotions (with the promotion id), a vendor's lane, a same-origin URL. */
  | { kind: 'route'; to: string; state?: { promotionId: string } }
  /** Another site, opened in a new tab. */
  | { kind: 'external'; href: string }
  /** A vendor the brand shows: started by the game launch rules. */
  | { kind: 'vendor'; vendor: string; gameType: string; route: string };

/**
 * P → /promotions with the promotion id (query and router state); G → the vendor named by the linkage (launched
 * by the game launch rules, its lane page as the plain link); U → the URL (same origin: in the app; elsewhere: a new
 * tab); N or anything unusable → nothing.
 */
export function bannerTarget(banner: Pick<BannerItem, 'linkage' | 'linkageType'>, lanes: GameLane[], origin: string): BannerTarget {
  const linkage = banner.linkage?.trim() ?? '';
  if (!linkage) return { kind: 'none' };
  switch (banner.linkageType) {
    case 'P':
      return { kind: 'route', to: `/promotions?promotionId=${encodeURIComponent(linkage)}`, state: { promotionId: linkage } };
    case 'G': {
      const lane = lanes.find((l) => l.vendors.some((v) => v.code === linkage));
      if (!lane) return { kind: 'none' };
      const base = laneRoute(lane.type);
      const route = LIST_TYPES.has(lane.type) && !base.includes('?') ? `${base}?vassalage=${encodeURIComponent(linkage)}` : base;
      return { kind: 'vendor', vendor: linkage, gameType: lane.type, route };
    }
    case 'U': {
      let url: URL;
      try {
        url = new URL(linkage, origin);
      } catch {
        return { kind: 'none' };
      }
      if (url.protocol !== 'http:' && url.protocol !== 'https:') return { kind: 'none' };
      if (url.origin === origin) return { kind: 'route', to: url.pathname + url.search + url.hash };
      return { kind: 'external', href: url.href };
    }
    default:
      return { kind: 'none' };
  }
}
