import { matchesName, tagSource } from '../../../../engine/games/tags.ts';
import { useFavoriteList, useGameList, useRecentGames, type GameItem } from '../../../api/games.ts';
import type { ListParams } from './useListParams.ts';

export interface ListGames {
  games: GameItem[];
  total: number;
  status: 'pending' | 'error' | 'success';
  hasMore: boolean;
  loadingMore: boolean;
  loadMore: () => void;
  retry: () => void;
}

const own = (games: GameItem[], params: ListParams): GameItem[] =>
  games.filter(
    (g) => (params.vassalage === '' || g.vassalage === params.vassalage) && matchesName([g.gameName, g.nodeName], params.name),
  );

/**
 * The games a list shows for its filters: the catalog (paged by 20, load more appends) for ALL/HOT/NEW, or the
 * member's favourites / recent games of the category, narrowed here to the chosen provider and name.
 */
export function useListGames(params: ListParams): ListGames {
  const source = tagSource(params.tag);
  const catalog = useGameList(
    {
      gameType: params.gameType,
      ...(params.vassalage ? { vassalage: params.vassalage } : {}),
      tag: source.from === 'catalog' ? source.tag : 'ALL',
      ...(params.name ? { name: params.name } : {}),
    },
    source.from === 'catalog',
  );
  const favorites = useFavoriteList(params.gameType, source.from === 'favorites');
  const recent = useRecentGames(params.gameType, source.from === 'recent');
  if (source.from === 'catalog') {
    const pages = catalog.data?.pages ?? [];
    return {
      games: pages.flatMap((p) => p.games),
      total: pages.at(-1)?.totalCount ?? 0,
      status: catalog.status,
      hasMore: catalog.hasNextPage,
      loadingMore: catalog.isFetchingNextPage,
      loadMore: () => void catalog.fetchNextPage(),
      retry: () => void catalog.refetch(),
    };
  }
  const query = source.from === 'favorites' ? favorites : recent;
  const games = own(query.data?.content ?? [], params);
  return {
    games,
    total: games.length,
    status: query.status,
    hasMore: false,
    loadingMore: false,
    loadMore: () => {},
    retry: () => void query.refetch(),
  };
}
