import { useCallback } from 'react';
import { useLocation, useSearchParams } from 'react-router-dom';
import type { GameType } from '../../../../engine/games/lanes.ts';
import { parseTag, type GameTag } from '../../../../engine/games/tags.ts';

export interface ListParams {
  /** Category from the path; /rng?vassalage=INHOUSE is the in-house category. */
  gameType: GameType;
  vassalage: string;
  tag: GameTag;
  name: string;
}

/** Path → category of the game list centers (/live, /fish, /rng, /pvp, /bgs). */
const PATH_TYPES: Record<string, GameType> = { '/live': 'LIVE', '/fish': 'FISH', '/rng': 'RNG', '/pvp': 'PVP', '/bgs': 'BGS' };

/** The list's state lives in the URL (?vassalage=&tag=&name=): shareable, and back/forward restore it. */
export function useListParams(): [ListParams, (change: Partial<Omit<ListParams, 'gameType'>>) => void] {
  const { pathname } = useLocation();
  const [search, setSearch] = useSearchParams();
  const vassalage = search.get('vassalage') ?? '';
  const base = PATH_TYPES[pathname.toLowerCase()] ?? 'RNG';
  const params: ListParams = {
    gameType: base === 'RNG' && vassalage === 'INHOUSE' ? 'INHOUSE' : base,
    vassalage,
    tag: parseTag(search.get('tag')),
    name: search.get('name') ?? '',
  };
  const update = useCallback(
    (change: Partial<Omit<ListParams, 'gameType'>>) =>
      setSearch((prev) => {
        const next = new URLSearchParams(prev);
        for (const [k, v] of Object.entries(change)) {
          if (v === '' || (k === 'tag' && v === 'ALL')) next.delete(k);
          else next.set(k, String(v));
        }
        return next;
      }),
    [setSearch],
  );
  return [params, update];
}
