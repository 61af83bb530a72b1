import { useQuery, type UseQueryResult } from '@tanstack/react-query';
import { prizeMode, type GameLane, type GameType } from '../../../../engine/games/lanes.ts';
import { useApi } from '../../../api/ApiContext.tsx';
import { ApiError } from '../../../api/client.ts';
import { gamesApi, gamesKeys, launchUrlOf, type LottoMenu, type OpenedNumero, type PrizeMode } from '../../../api/games.ts';
import { usePreferences } from '../../../state/preferences.ts';
import { ErrorCode } from '../../../../generated/constants.ts';

export type LotteryScreen = 'lottery' | 'vnLottery' | 'seaLottery';

export interface LotterySetup {
  screen: LotteryScreen;
  /** Prize mode of the calls: SEA for the SEA screen, else ELOTT/LOTT by the brand's ELOTT lane. */
  prizeMode: PrizeMode;
  /** The lobby's vendor and its category in the brand's lanes. */
  vassalage: string;
  gameType: GameType;
  lottoArea: string;
}

const SCREEN_VENDORS: Record<LotteryScreen, string[]> = {
  vnLottery: ['TCG_LOTTO_VN'],
  seaLottery: ['TCG_SEA'],
  lottery: ['LOTT', 'ELOTT', 'TCG_LOTTO_VN'],
};

/** What a lottery screen calls with, from the path and the brand's lanes. */
export function lotterySetup(screen: LotteryScreen, lanes: GameLane[]): LotterySetup {
  const lotteryLanes = lanes.filter((l) => l.type === 'LOTT' || l.type === 'ELOTT');
  let found: { vassalage: string; gameType: GameType } | undefined;
  for (const code of SCREEN_VENDORS[screen]) {
    const lane = lotteryLanes.find((l) => l.vendors.some((v) => v.code === code));
    if (lane) {
      found = { vassalage: code, gameType: lane.type };
      break;
    }
  }
  const fallback = lotteryLanes[0];
  return {
    screen,
    prizeMode: screen === 'seaLottery' ? 'SEA' : prizeMode(lanes),
    vassalage: found?.vassalage ?? fallback?.vendors[0]?.code ?? SCREEN_VENDORS[screen][0]!,
    gameType: found?.gameType ?? fallback?.type ?? 'LOTT',
    lottoArea: screen === 'seaLottery' ? 'SEA' : 'VN',
  };
}

/** The screen's lottery games: VN menus come grouped (flattened here), the SEA screen shows the SEA vendor's. */
export function useLottoMenus(setup: LotterySetup): UseQueryResult<LottoMenu[]> {
  const api = useApi();
  const vn = setup.screen === 'vnLottery';
  return useQuery({
    queryKey: gamesKeys.lottoMenus(setup.prizeMode, vn),
    queryFn: async ({ signal }) =>
      vn
        ? Object.values(await gamesApi.vnLottoMenus(api, setup.prizeMode, signal)).flatMap((g) => g.gameMenus)
        : (await gamesApi.lottoMenus(api, setup.prizeMode, signal)).gameMenus.filter(
            (m) => setup.screen !== 'seaLottery' || m.accountTypeName === setup.vassalage,
          ),
  });
}

/** The latest draw of every lottery game. */
export function useOpenedNumeros(): UseQueryResult<OpenedNumero[]> {
  const api = useApi();
  return useQuery({ queryKey: gamesKeys.openedNumeros, queryFn: ({ signal }) => gamesApi.openedNumeros(api, undefined, signal) });
}

/**
 * The lottery lobby's URL (launchGame, launchMode LOTT): the lottery vendor's game of the catalog, betting on a
 * chosen lottery game or else the lobby. A launch makes a one-use ticket, so it runs once per screen and game
 * (never refetched, forgotten when the screen closes).
 */
export function useLotteryLaunch(setup: LotterySetup, gameCode: string, enabled: boolean): UseQueryResult<string> {
  const api = useApi();
  return useQuery({
    queryKey: ['session', 'lotto', 'launch', setup.screen, setup.prizeMode, gameCode],
    queryFn: async ({ signal }) => {
      const language = usePreferences.getState().language;
      const lobby = (await gamesApi.gameList(api, { gameType: setup.gameType, vassalage: setup.vassalage, pageSize: 1 }, language, signal)).games[0];
      if (!lobby) throw new ApiError('Game not found', ErrorCode.gameNotFound, 404);
      const value = await gamesApi.launchGame(api, {
        gameType: lobby.gameType,
        vassalage: lobby.vassalage,
        gameCode: lobby.gameCode,
        gameId: lobby.gameId,
        nodeId: lobby.nodeId,
        platform: 'html5-desktop',
        launchMode: 'LOTT',
        accountType: 1,
        language,
        backUrl: window.location.pathname + window.location.search,
        lottoArea: setup.lottoArea,
        lottoPrizeMode: setup.prizeMode,
        ...(gameCode ? { lottoGameCode: gameCode } : {}),
        lottoView: gameCode ? 'betting' : 'lobby',
      });
      return launchUrlOf(value);
    },
    enabled,
    staleTime: Infinity,
    gcTime: 0,
    retry: false,
  });
}
