import type { GameType } from './lanes.ts';

/** What the launch rules need to know about a tile: a game of a list, or a vendor card of a lane. */
export interface LaunchTarget {
  vassalage: string;
  gameType: GameType;
  isGame: 'GAME' | 'VASSALAGE';
  maintenance: boolean;
  /** Set for a game; a vendor card has none. */
  gameCode?: string;
}

export type Visitor = 'guest' | 'trial' | 'member';

/** One outcome of the game launch rules (by vassalage, docs/spec/entities.md), in the order they are checked. */
export type LaunchDecision =
  | { kind: 'maintenance' }
  | { kind: 'route'; to: string }
  | { kind: 'providerPopup' }
  | { kind: 'login' }
  | { kind: 'trialRefused' }
  | { kind: 'launch' };

/** Lottery vendors and the screen each opens; LOTT/ELOTT also match by game type. */
const LOTTERY_ROUTES: Record<string, string> = { TCG_LOTTO_VN: '/vnLottery', TCG_SEA: '/seaLottery', LOTT: '/lottery', ELOTT: '/lottery' };

/** Game types whose vendor card opens the game list filtered to the vendor (/rng?vassalage=X; docs/spec/routes.md). */
const LIST_TYPES: ReadonlySet<GameType> = new Set<GameType>(['RNG', 'FISH', 'LIVE', 'PVP', 'BGS', 'INHOUSE']);

/** The lottery screen of a target, or null: TCG_LOTTO_VN → VN, TCG_SEA → SEA, LOTT and ELOTT → /lottery. */
export function lotteryRoute(target: Pick<LaunchTarget, 'vassalage' | 'gameType'>): string | null {
  return LOTTERY_ROUTES[target.vassalage] ?? (target.gameType === 'LOTT' || target.gameType === 'ELOTT' ? '/lottery' : null);
}

/**
 * Game launch rules (docs/spec/entities.md): a vendor under maintenance is refused ('Game maintenance'); lottery
 * vendors open their screen (whose route guard asks guests to log in); a VASSALAGE tile opens the provider popup; a
 * vendor card of a list category opens that list for the vendor (RNG page with vassalage; in-house games are
 * /rng?vassalage=INHOUSE); then a guest gets the login modal, a trial member in_need_true_account, and a member
 * starts the game.
 */
export function launchDecision(target: LaunchTarget, visitor: Visitor): LaunchDecision {
  if (target.maintenance) return { kind: 'maintenance' };
  const lottery = lotteryRoute(target);
  if (lottery) {
    const query = target.gameCode ? `?gameCode=${encodeURIComponent(target.gameCode)}` : '';
    return { kind: 'route', to: lottery + query };
  }
  if (target.isGame === 'VASSALAGE') return { kind: 'providerPopup' };
  if (target.gameCode === undefined && LIST_TYPES.has(target.gameType)) {
    const path = target.gameType === 'INHOUSE' ? 'rng' : target.gameType.toLowerCase();
    return { kind: 'route', to: `/${path}?vassalage=${encodeURIComponent(target.vassalage)}` };
  }
  if (visitor === 'guest') return { kind: 'login' };
  if (visitor === 'trial') return { kind: 'trialRefused' };
  return { kind: 'launch' };
}
