import { useQueryClient } from '@tanstack/react-query';
import { useCallback, useRef } from 'react';
import { useIntl } from 'react-intl';
import { FAVORITE_TOGGLE_MS } from '../../../../engine/games/cards.ts';
import { keyThrottle, toggledFavorites, withFavorite, withoutFavorite } from '../../../../engine/games/favorites.ts';
import { useToast } from '../../../../ui/index.ts';
import { useApi } from '../../../api/ApiContext.tsx';
import { gamesApi, gamesKeys, useFavoriteIds, type GameItem, type GameItemPage } from '../../../api/games.ts';
import { gamesMessages } from '../messages.ts';

export type FavoriteGame = Pick<GameItem, 'nodeId' | 'vassalage' | 'gameType'>;

export interface FavoriteToggle {
  isFavorite: (nodeId: number) => boolean;
  /** Adds or removes at once (optimistic); the server call follows and a failure rolls back with a toast. */
  toggle: (game: FavoriteGame) => void;
}

/**
 * Favourites: the ids load only after login; a toggle changes the local ids (and, on removal, the
 * loaded favourite lists) first, then calls add/remove; a refused call restores them and shows the error. Toggles
 * of one game are throttled to one per 1000 ms (monotonic clock, injectable for tests).
 */
export function useFavoriteToggle(now: () => number = () => performance.now()): FavoriteToggle {
  const client = useQueryClient();
  const api = useApi();
  const toast = useToast();
  const intl = useIntl();
  const ids = useFavoriteIds().data;
  const allow = useRef<((key: number) => boolean) | null>(null);
  allow.current ??= keyThrottle(FAVORITE_TOGGLE_MS, now);

  const toggle = useCallback(
    (game: FavoriteGame) => {
      if (!allow.current!(game.nodeId)) return;
      const before = client.getQueryData<number[]>(gamesKeys.favoriteIds) ?? [];
      const { ids: next, adding } = toggledFavorites(before, game.nodeId);
      // a load in flight would overwrite the change: drop it without reverting (the change is newer)
      void client.cancelQueries({ queryKey: gamesKeys.favoriteIds }, { revert: false });
      client.setQueryData(gamesKeys.favoriteIds, next);
      const lists = client.getQueriesData<GameItemPage>({ queryKey: gamesKeys.favoriteLists });
      if (!adding)
        client.setQueriesData<GameItemPage>({ queryKey: gamesKeys.favoriteLists }, (page) =>
          page ? { ...page, content: page.content.filter((g) => g.nodeId !== game.nodeId), totalCount: Math.max(0, page.totalCount - 1) } : page,
        );
      const call = adding ? gamesApi.addFavorite(api, game) : gamesApi.removeFavorite(api, game);
      call.then(
        () => void client.invalidateQueries({ queryKey: gamesKeys.favoriteLists }),
        (e: unknown) => {
          // undo only this game's change: toggles of other games since then stay
          client.setQueryData<number[]>(gamesKeys.favoriteIds, (cur = []) =>
            adding ? withoutFavorite(cur, game.nodeId) : withFavorite(cur, game.nodeId),
          );
          for (const [key, page] of lists) client.setQueryData(key, page);
          const reason = e instanceof Error ? e.message : String(e);
          toast.show(intl.formatMessage(gamesMessages.favoriteFailed, { reason }), { tone: 'danger' });
        },
      );
    },
    [client, api, toast, intl],
  );

  const isFavorite = useCallback((nodeId: number) => (ids ?? []).includes(nodeId), [ids]);
  return { isFavorite, toggle };
}
