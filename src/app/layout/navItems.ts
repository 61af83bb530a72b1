import type { MessageDescriptor } from 'react-intl';
import { laneRoute, type GameLane } from '../../engine/games/lanes.ts';
import { laneMessage, navMessages } from '../i18n/navMessages.ts';

export interface NavItem {
  key: string;
  to: string;
  label: MessageDescriptor;
  vendorCount?: number;
  /** A count shown beside the label when above 0, and what it counts (for assistive technology). */
  badge?: { count: number; label: MessageDescriptor };
}

/** HOME, then each game category that has vendors, then PROMOTIONS (badged with the member's availablePromoCount). */
export function navItems(lanes: GameLane[], availablePromoCount = 0): NavItem[] {
  return [
    { key: 'HOME', to: '/', label: navMessages.home },
    ...lanes.map((l) => ({ key: l.type, to: laneRoute(l.type), label: laneMessage(l.type), vendorCount: l.vendors.length })),
    { key: 'PROMO', to: '/promotions', label: navMessages.promotions, badge: { count: availablePromoCount, label: navMessages.promotionsAvailable } },
  ];
}

/** The home page answers on these paths too. */
const HOME_ALIASES = new Set(['/', '/index', '/index.html', '/home']);

function normalPath(path: string): string {
  const p = path.toLowerCase();
  return HOME_ALIASES.has(p) ? '/' : p;
}

/**
 * The key of the item the location is on, or null. An item matches when its path is the location's and every
 * query parameter of its link is in the location's; the item with the most matched parameters wins, so
 * /rng?vassalage=INHOUSE is in-house games only, not slots as well.
 */
export function activeNavKey(items: readonly { key: string; to: string }[], pathname: string, search: string): string | null {
  const here = new URLSearchParams(search);
  const path = normalPath(pathname);
  let best: { key: string; score: number } | null = null;
  for (const item of items) {
    const [itemPath = '', query = ''] = item.to.split('?');
    if (normalPath(itemPath) !== path) continue;
    const wanted = [...new URLSearchParams(query)];
    if (!wanted.every(([k, v]) => here.get(k) === v)) continue;
    if (!best || wanted.length > best.score) best = { key: item.key, score: wanted.length };
  }
  return best?.key ?? null;
}
