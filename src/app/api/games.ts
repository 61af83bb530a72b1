// Game catalog, favourites, recent games, launch and lottery endpoints (docs/games-contract.md). `gamesApi` holds one typed function per endpoint (the request function of `useApi()` first,
// so hooks, stories with canned answers and tests share them); the hooks below are react-query over them.
import { useInfiniteQuery, useQuery, type UseInfiniteQueryResult, type UseQueryResult } from '@tanstack/react-query';
import { GAME_PAGE_SIZE, FAVORITE_PAGE_SIZE } from '../../engine/games/cards.ts';
import type { GameType } from '../../engine/games/lanes.ts';
import type {
  GameItem,
  GameItemPage,
  GameListValue,
  GameListTag,
  HotGamesValue,
  LaunchGameRequest,
  LaunchGameValue,
  LottoMenusRequest,
  LottoMenusValue,
  OpenedNumero,
  RankListValue,
  VendorLanesValue,
  VnLottoMenuGroups,
} from '../../generated/types.ts';
import { usePreferences } from '../state/preferences.ts';
import { useSession } from '../state/session.ts';
import { useApi } from './ApiContext.tsx';
import type { ApiRequest } from './client.ts';

export type {
  GameItem,
  GameItemPage,
  GameListValue,
  Lane,
  LaunchGameRequest,
  LottoMenu,
  OpenedNumero,
  VendorCard,
  VendorLanesValue,
  WinnerEntry,
} from '../../generated/types.ts';

/** Prize modes of the lottery calls: LOTT, ZY, ELOTT, SEA. */
export type PrizeMode = NonNullable<LottoMenusRequest['prizeMode']>;

/** The web client's platform and client type (docs/spec/api.md). */
const PLATFORM = 'html5-desktop';
const CLIENT_TYPE = 3;

export interface GameListQuery {
  gameType: GameType;
  vassalage?: string;
  tag?: GameListTag;
  name?: string;
  pageNo?: number;
  pageSize?: number;
}

const signalOf = (signal?: AbortSignal) => (signal ? { signal } : {});

export const gamesApi = {
  /** GET GCSGAME_newGameVendor: the brand's vendor lanes (not split; see splitCardLanes). */
  vendorLanes: (api: ApiRequest, merchantCode: string, signal?: AbortSignal) =>
    api<VendorLanesValue>('/wps/relay/GCSGAME_newGameVendor', { query: { platform: PLATFORM, merchantCode }, ...signalOf(signal) }),

  /** GET GCSGAME_gameList (token?): a page of a category, filtered by vendor, tag and name. */
  gameList: (api: ApiRequest, q: GameListQuery, language: string, signal?: AbortSignal) =>
    api<GameListValue>('/wps/relay/GCSGAME_gameList', {
      query: {
        gameType: q.gameType,
        vassalage: q.vassalage,
        tag: q.tag,
        name: q.name || undefined,
        pageNo: q.pageNo ?? 1,
        pageSize: q.pageSize ?? GAME_PAGE_SIZE,
        language,
        clientType: CLIENT_TYPE,
        platform: PLATFORM,
      },
      ...signalOf(signal),
    }),

  /** GET GCSGAME_hotGamesV2: up to 24 hot games of the brand's vendors. */
  hotGames: (api: ApiRequest, merchantCode: string, language: string, signal?: AbortSignal) =>
    api<HotGamesValue>('/wps/relay/GCSGAME_hotGamesV2', {
      query: { merchantCode, isPlatform: 2, platform: PLATFORM, language },
      ...signalOf(signal),
    }),

  /** GET GCSGAME_getRankList: the winner board (at most 20, docs/spec/rules.md). */
  winners: (api: ApiRequest, language: string, gameCategory = 'ALL', limitNum = 20, signal?: AbortSignal) =>
    api<RankListValue>('/wps/relay/GCSGAME_getRankList', { query: { gameCategory, language, limitNum }, ...signalOf(signal) }),

  /** GET MCSFE_getFavoriteGames (token): the member's favourite nodeIds. */
  favoriteIds: (api: ApiRequest, signal?: AbortSignal) => api<number[]>('/wps/relay/MCSFE_getFavoriteGames', signalOf(signal)),

  /** GET MCSFE_getFavoriteGamesList (token): favourite games, newest first (one page of 999, docs/spec/rules.md). */
  favoriteList: (api: ApiRequest, language: string, gameType?: GameType, signal?: AbortSignal) =>
    api<GameItemPage>('/wps/relay/MCSFE_getFavoriteGamesList', {
      query: { pageNo: 1, pageSize: FAVORITE_PAGE_SIZE, gameType, language, clientType: CLIENT_TYPE, platform: 'flash' },
      ...signalOf(signal),
    }),

  /** POST MCSFE_addFavoriteGameV2 (token, idempotent). */
  addFavorite: (api: ApiRequest, game: Pick<GameItem, 'nodeId' | 'vassalage' | 'gameType'>) =>
    api<boolean>('/wps/relay/MCSFE_addFavoriteGameV2', {
      method: 'POST',
      body: { nodeId: game.nodeId, vendor: game.vassalage, gameType: game.gameType },
    }),

  /** DELETE MCSFE_removeFavoriteGameV2 (token, idempotent). */
  removeFavorite: (api: ApiRequest, game: Pick<GameItem, 'nodeId' | 'vassalage' | 'gameType'>) =>
    api<boolean>('/wps/relay/MCSFE_removeFavoriteGameV2', {
      method: 'DELETE',
      body: { nodeId: game.nodeId, vendor: game.vassalage, gameType: game.gameType },
    }),

  /** GET GCS_recentGame (token): games the member launched, last first. */
  recentGames: (api: ApiRequest, language: string, gameType?: GameType, pageNo = 1, signal?: AbortSignal) =>
    api<GameItemPage>('/wps/relay/GCS_recentGame', {
      query: { pageNo, pageSize: GAME_PAGE_SIZE, gameType, language, clientType: CLIENT_TYPE },
      ...signalOf(signal),
    }),

  /** GET /wps/game/launchGame (token): the vendor's game URL (also records the game as recent). */
  launchGame: (api: ApiRequest, request: LaunchGameRequest) =>
    api<LaunchGameValue>('/wps/game/launchGame', { query: { ...request } }),

  /** GET /lgw/games/game_menus: lottery games of a prize mode. */
  lottoMenus: (api: ApiRequest, prizeMode: PrizeMode, signal?: AbortSignal) =>
    api<LottoMenusValue>('/lgw/games/game_menus', { query: { prizeMode }, ...signalOf(signal) }),

  /** GET /lgw/vn/games/game_menu: VN lottery games grouped by gameGroupCode. */
  vnLottoMenus: (api: ApiRequest, prizeMode: PrizeMode, signal?: AbortSignal) =>
    api<VnLottoMenuGroups>('/lgw/vn/games/game_menu', { query: { prizeMode, device: 'WEB' }, ...signalOf(signal) }),

  /** GET /lgw/vn/numeros/opened/game: the latest draw of each lottery game (or of one). */
  openedNumeros: (api: ApiRequest, gameCode?: string, signal?: AbortSignal) =>
    api<OpenedNumero[]>('/lgw/vn/numeros/opened/game', { query: { gameCode }, ...signalOf(signal) }),
};

/** Launch URL of a launch answer (original builds read content.game_url or url). */
export function launchUrlOf(value: LaunchGameValue): string {
  return value.content?.game_url || value.url;
}

// ── Query keys ──────────────────────────────────────────────────────────────────────────────────────────────
// Member data sits under 'session' so logout and session expiry remove it (sessionKeys.all).

export const gamesKeys = {
  lanes: (merchantCode: string) => ['public', 'games', 'lanes', merchantCode] as const,
  list: (q: Omit<GameListQuery, 'pageNo'>, language: string, isLogin: boolean) =>
    ['public', 'games', 'list', q, language, isLogin] as const,
  hot: (language: string) => ['public', 'games', 'hot', language] as const,
  winners: (language: string, category: string) => ['public', 'games', 'winners', language, category] as const,
  favoriteIds: ['session', 'games', 'favoriteIds'] as const,
  favoriteList: (language: string, gameType?: GameType) => ['session', 'games', 'favoriteList', language, gameType ?? 'ALL'] as const,
  favoriteLists: ['session', 'games', 'favoriteList'] as const,
  recent: (language: string, gameType?: GameType) => ['session', 'games', 'recent', language, gameType ?? 'ALL'] as const,
  recentAll: ['session', 'games', 'recent'] as const,
  lottoMenus: (prizeMode: string, vn: boolean) => ['public', 'lotto', 'menus', prizeMode, vn] as const,
  openedNumeros: ['public', 'lotto', 'opened'] as const,
};

function useLanguage(): string {
  return usePreferences((s) => s.language);
}

// ── Hooks ───────────────────────────────────────────────────────────────────────────────────────────────────

/** The brand's vendor lanes (cached like the original's session cache: the answer is public, max-age 60). */
export function useVendorLanes(merchantCode: string): UseQueryResult<VendorLanesValue> {
  const api = useApi();
  return useQuery({
    queryKey: gamesKeys.lanes(merchantCode),
    queryFn: ({ signal }) => gamesApi.vendorLanes(api, merchantCode, signal),
    staleTime: 5 * 60_000,
  });
}

/** A category's games, 20 a page, more appended by fetchNextPage (load more). */
export function useGameList(q: Omit<GameListQuery, 'pageNo'>, enabled = true): UseInfiniteQueryResult<{ pages: GameListValue[] }> {
  const api = useApi();
  const language = useLanguage();
  const isLogin = useSession((s) => s.isLogin);
  return useInfiniteQuery({
    queryKey: gamesKeys.list(q, language, isLogin),
    queryFn: ({ pageParam, signal }) => gamesApi.gameList(api, { ...q, pageNo: pageParam }, language, signal),
    initialPageParam: 1,
    getNextPageParam: (last) => (last.pageNo < last.totalPages ? last.pageNo + 1 : undefined),
    enabled,
  });
}

/** Hot games of the brand (home carousel). */
export function useHotGames(merchantCode: string): UseQueryResult<HotGamesValue> {
  const api = useApi();
  const language = useLanguage();
  return useQuery({
    queryKey: gamesKeys.hot(language),
    queryFn: ({ signal }) => gamesApi.hotGames(api, merchantCode, language, signal),
  });
}

/** The winner board (20 entries, all categories unless one is given; docs/spec/rules.md). */
export function useWinners(gameCategory = 'ALL'): UseQueryResult<RankListValue> {
  const api = useApi();
  const language = useLanguage();
  return useQuery({
    queryKey: gamesKeys.winners(language, gameCategory),
    queryFn: ({ signal }) => gamesApi.winners(api, language, gameCategory, 20, signal),
  });
}

/** The member's favourite nodeIds; loaded only after login. */
export function useFavoriteIds(): UseQueryResult<number[]> {
  const api = useApi();
  const isLogin = useSession((s) => s.isLogin);
  return useQuery({
    queryKey: gamesKeys.favoriteIds,
    queryFn: ({ signal }) => gamesApi.favoriteIds(api, signal),
    enabled: isLogin,
  });
}

/** The member's favourite games (one page of 999), optionally of one category; only after login. */
export function useFavoriteList(gameType?: GameType, enabled = true): UseQueryResult<GameItemPage> {
  const api = useApi();
  const language = useLanguage();
  const isLogin = useSession((s) => s.isLogin);
  return useQuery({
    queryKey: gamesKeys.favoriteList(language, gameType),
    queryFn: ({ signal }) => gamesApi.favoriteList(api, language, gameType, signal),
    enabled: isLogin && enabled,
  });
}

/** The member's recently launched games (first page of 20); only after login. */
export function useRecentGames(gameType?: GameType, enabled = true): UseQueryResult<GameItemPage> {
  const api = useApi();
  const language = useLanguage();
  const isLogin = useSession((s) => s.isLogin);
  return useQuery({
    queryKey: gamesKeys.recent(language, gameType),
    queryFn: ({ signal }) => gamesApi.recentGames(api, language, gameType, 1, signal),
    enabled: isLogin && enabled,
  });
}
