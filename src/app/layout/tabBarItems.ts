import type { Flags } from '../../engine/flags.ts';
import { laneRoute, type GameLane, type GameType } from '../../engine/games/lanes.ts';

/** What a tab does; `category` carries its game type. */
export type TabKind = 'home' | 'promotions' | 'account' | 'favorite' | 'recent' | 'pointMall' | 'menu' | 'category';

export interface TabItem {
  /** Unique per bar: the config entry (`home`, `category:RNG`). */
  key: string;
  kind: TabKind;
  /** Where the tab links; none for `menu` (opens the drawer) and `account` (depends on the session). */
  to?: string;
  type?: GameType;
}

export const MAX_TABS = 5;

const PAGES: Partial<Record<TabKind, { to: string; flag?: keyof Flags }>> = {
  home: { to: '/' },
  promotions: { to: '/promotions' },
  favorite: { to: '/favorite', flag: 'favoriteGames' },
  recent: { to: '/recent', flag: 'recentGames' },
  pointMall: { to: '/pointMall', flag: 'pointsMall' },
};

/** The engine's bar when a brand sets none: home, the first two categories the brand shows, promotions, account. */
export function defaultTabBar(lanes: readonly GameLane[]): string[] {
  return ['home', ...lanes.slice(0, 2).map((l) => `category:${l.type}`), 'promotions', 'account'];
}

/**
 * The brand's tab bar (layout.tabBar, or the default) as the player gets it: an item whose feature flag is off or
 * whose category has no vendors is dropped, duplicates too, and at most MAX_TABS remain.
 */
export function tabBarItems(config: readonly string[] | undefined, lanes: readonly GameLane[], flags: Flags): TabItem[] {
  const out: TabItem[] = [];
  for (const entry of config ?? defaultTabBar(lanes)) {
    if (out.length === MAX_TABS) break;
    if (out.some((t) => t.key === entry)) continue;
    const item = resolve(entry, lanes, flags);
    if (item) out.push(item);
  }
  return out;
}

function resolve(entry: string, lanes: readonly GameLane[], flags: Flags): TabItem | null {
  if (entry.startsWith('category:')) {
    const lane = lanes.find((l) => `category:${l.type}` === entry);
    return lane ? { key: entry, kind: 'category', type: lane.type, to: laneRoute(lane.type) } : null;
  }
  if (entry === 'menu' || entry === 'account') return { key: entry, kind: entry };
  const page = PAGES[entry as TabKind];
  if (!page || (page.flag && !flags[page.flag])) return null;
  return { key: entry, kind: entry as TabKind, to: page.to };
}
