import type { GameCategory, Games, Vendor } from '../../generated/types.ts';

export type GameType = GameCategory['type'];

export interface GameLane {
  type: GameType;
  vendors: Vendor[];
}

/**
 * The brand's categories as the player sees them (vendor lanes, docs/spec/api.md): SPORTS vendors listed in
 * esportsVendors move to an ESPORTS lane and those in cockfightVendors to a COCKFIGHT lane; lanes keep the
 * brand's order (a split lane appears right after SPORTS unless the brand lists it itself) and only lanes
 * with vendors remain.
 */
export function gameLanes(games: Games): GameLane[] {
  const esports = new Set(games.esportsVendors ?? []);
  const cockfight = new Set(games.cockfightVendors ?? []);
  const lanes = new Map<GameType, Vendor[]>();
  const order: GameType[] = [];
  const push = (type: GameType, vendors: Vendor[]): void => {
    if (!lanes.has(type)) {
      lanes.set(type, []);
      order.push(type);
    }
    const list = lanes.get(type)!;
    for (const v of vendors) if (!list.some((x) => x.code === v.code)) list.push(v);
  };
  for (const cat of games.categories) {
    if (cat.type === 'SPORTS') {
      push('SPORTS', cat.vendors.filter((v) => !esports.has(v.code) && !cockfight.has(v.code)));
      push('ESPORTS', cat.vendors.filter((v) => esports.has(v.code)));
      push('COCKFIGHT', cat.vendors.filter((v) => cockfight.has(v.code)));
    } else push(cat.type, cat.vendors);
  }
  return order.map((type) => ({ type, vendors: lanes.get(type)! })).filter((l) => l.vendors.length > 0);
}

/** A lane of vendor cards as the app shows it (the server's lanes after the split of gameLanes). */
export interface CardLane<C> {
  type: GameType;
  cards: C[];
}

/**
 * The server's vendor lanes (GCSGAME_newGameVendor, brand order, not split) split like gameLanes: SPORTS cards of
 * the brand's esportsVendors form ESPORTS and those of cockfightVendors form COCKFIGHT.
 */
export function splitCardLanes<C extends { vassalage: string }>(
  lanes: readonly { title: GameType; cards: readonly C[] }[],
  games: Pick<Games, 'esportsVendors' | 'cockfightVendors'>,
): CardLane<C>[] {
  const esports = new Set(games.esportsVendors ?? []);
  const cockfight = new Set(games.cockfightVendors ?? []);
  const out = new Map<GameType, C[]>();
  const push = (type: GameType, cards: readonly C[]): void => {
    const list = out.get(type) ?? [];
    for (const c of cards) if (!list.some((x) => x.vassalage === c.vassalage)) list.push(c);
    out.set(type, list);
  };
  for (const lane of lanes) {
    if (lane.title === 'SPORTS') {
      push('SPORTS', lane.cards.filter((c) => !esports.has(c.vassalage) && !cockfight.has(c.vassalage)));
      push('ESPORTS', lane.cards.filter((c) => esports.has(c.vassalage)));
      push('COCKFIGHT', lane.cards.filter((c) => cockfight.has(c.vassalage)));
    } else push(lane.title, lane.cards);
  }
  return [...out].map(([type, cards]) => ({ type, cards })).filter((l) => l.cards.length > 0);
}

/** Route of a game type (docs/spec/routes.md): the lower-cased type; in-house games live on /rng?vassalage=INHOUSE. */
export function laneRoute(type: GameType): string {
  return type === 'INHOUSE' ? '/rng?vassalage=INHOUSE' : `/${type.toLowerCase()}`;
}

/** Header game menu switches to its large layout above 10 vendors (docs/spec/rules.md). */
export const LARGE_MENU_ABOVE = 10;

/** Whether a header game menu of this many vendors uses the large layout. */
export function isLargeMenu(vendorCount: number): boolean {
  return vendorCount > LARGE_MENU_ABOVE;
}

/** Prize mode (docs/spec/entities.md): ELOTT when the ELOTT lane has TCG_LOTTO_VN or LOTT, else LOTT. */
export function prizeMode(lanes: GameLane[]): 'ELOTT' | 'LOTT' {
  const elott = lanes.find((l) => l.type === 'ELOTT');
  return elott?.vendors.some((v) => v.code === 'TCG_LOTTO_VN' || v.code === 'LOTT') ? 'ELOTT' : 'LOTT';
}
