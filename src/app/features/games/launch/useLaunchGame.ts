import { useCallback } from 'react';
import { useIntl } from 'react-intl';
import { useLocation, useNavigate } from 'react-router-dom';
import { launchDecision, type LaunchTarget, type Visitor } from '../../../../engine/games/launch.ts';
import { useToast } from '../../../../ui/index.ts';
import { useApi } from '../../../api/ApiContext.tsx';
import { ApiError } from '../../../api/client.ts';
import { gamesApi, launchUrlOf, type GameItem, type VendorCard } from '../../../api/games.ts';
import { usePreferences } from '../../../state/preferences.ts';
import { useSession, whenRestored } from '../../../state/session.ts';
import { gamesMessages } from '../messages.ts';
import { useProviderPopup } from './providerPopup.ts';
import { ErrorCode } from '../../../../generated/constants.ts';

export type Launchable = GameItem | VendorCard;

function isGame(target: Launchable): target is GameItem {
  return 'nodeId' in target;
}

function visitorOf(state: { isLogin: boolean; isTrial: boolean }): Visitor {
  if (!state.isLogin) return 'guest';
  return state.isTrial ? 'trial' : 'member';
}

/** What the game launch rules look at; a vendor card has no game code. */
function targetOf(target: Launchable): LaunchTarget {
  return {
    vassalage: target.vassalage,
    gameType: target.gameType,
    isGame: target.isGame,
    maintenance: target.maintenance,
    ...(isGame(target) ? { gameCode: target.gameCode } : {}),
  };
}

/**
 * Starts a game or a vendor by the game launch rules (engine/games/launch.ts): lottery vendors open their
 * screen, VASSALAGE tiles the provider popup, list vendors their list; a guest gets the login modal, a trial member
 * in_need_true_account, a vendor under maintenance 'Game maintenance'; a member launches (GLS) and plays in
 * /seamless. Needs GamesScope above it (toasts, provider popup).
 */
export function useLaunchGame(): (game: Launchable) => void {
  const api = useApi();
  const navigate = useNavigate();
  const location = useLocation();
  const toast = useToast();
  const intl = useIntl();
  const openPopup = useProviderPopup((s) => s.open);

  const start = useCallback(
    async (target: Launchable) => {
      const here = location.pathname + location.search;
      const language = usePreferences.getState().language;
      try {
        // a vendor card (sports, e-sports…) starts the vendor's own game: its lobby, first in the catalog
        const game = isGame(target)
          ? target
          : (await gamesApi.gameList(api, { gameType: target.gameType, vassalage: target.vassalage, pageSize: 1 }, language)).games[0];
        if (!game) throw new ApiError('Game not found', ErrorCode.gameNotFound, 404);
        const value = await gamesApi.launchGame(api, {
          gameType: game.gameType,
          vassalage: game.vassalage,
          gameCode: game.gameCode,
          gameId: game.gameId,
          nodeId: game.nodeId,
          platform: 'html5-desktop',
          launchMode: 'GLS',
          accountType: 1,
          language,
          backUrl: here,
        });
        const url = launchUrlOf(value);
        // our own in-house games are app pages: open them in place, not framed in /seamless
        if (url.startsWith('/inhouse/')) navigate(url);
        else navigate('/seamless', { state: { gameUrl: url, backUrl: here } });
      } catch (e) {
        if (!(e instanceof ApiError)) throw e;
        if (e.errorCode === ErrorCode.gameTrialNotAllowed) useSession.getState().openModal('trialPrompt');
        else if (e.errorCode === ErrorCode.gameMaintenance) toast.show(intl.formatMessage(gamesMessages.maintenance), { tone: 'warning' });
        // a dead session already opened the login modal (ApiContext)
        else if (e.status !== 401) toast.show(intl.formatMessage(gamesMessages.launchFailed, { reason: e.message }), { tone: 'danger' });
      }
    },
    [api, navigate, location.pathname, location.search, toast, intl],
  );

  const decide = useCallback(
    (target: Launchable) => {
      const session = useSession.getState();
      const decision = launchDecision(targetOf(target), visitorOf(session));
      switch (decision.kind) {
        case 'maintenance':
          toast.show(intl.formatMessage(gamesMessages.maintenance), { tone: 'warning' });
          return;
        case 'route':
          navigate(decision.to);
          return;
        case 'providerPopup':
          openPopup({ vassalage: target.vassalage, gameType: target.gameType, displayName: target.displayName });
          return;
        case 'login':
          session.openLoginFor(location.pathname + location.search);
          return;
        case 'trialRefused':
          session.openModal('trialPrompt');
          return;
        case 'launch':
          void start(target);
      }
    },
    [toast, intl, navigate, openPopup, location.pathname, location.search, start],
  );
  // a guest or a member is known only once a stored session has been restored
  return useCallback((target: Launchable) => whenRestored(() => decide(target)), [decide]);
}
