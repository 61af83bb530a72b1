/** Selection types of a game list (docs/spec/entities.md): NEW, FAV, ALL, HOT, RECENT. */
export const GAME_TAGS = ['ALL', 'HOT', 'NEW', 'FAV', 'RECENT'] as const;
export type GameTag = (typeof GAME_TAGS)[number];

/** FAV and RECENT are the member's own lists (favourites are loaded only after login). */
export function tagNeedsLogin(tag: GameTag): boolean {
  return tag === 'FAV' || tag === 'RECENT';
}

/** The tag a URL asks for, or ALL for anything unknown. */
export function parseTag(value: string | null): GameTag {
  const upper = (value ?? '').toUpperCase();
  return (GAME_TAGS as readonly string[]).includes(upper) ? (upper as GameTag) : 'ALL';
}

/** Where a tag's games come from: the catalog filtered by tag, or the member's favourites / recent games. */
export type TagSource = { from: 'catalog'; tag: 'ALL' | 'HOT' | 'NEW' } | { from: 'favorites' } | { from: 'recent' };

export function tagSource(tag: GameTag): TagSource {
  if (tag === 'FAV') return { from: 'favorites' };
  if (tag === 'RECENT') return { from: 'recent' };
  return { from: 'catalog', tag };
}

/** Case-insensitive name match over every name a game shows (a member's own lists are filtered on the page). */
export function matchesName(names: readonly string[], query: string): boolean {
  const q = query.trim().toLocaleLowerCase();
  return q === '' || names.some((n) => n.toLocaleLowerCase().includes(q));
}
