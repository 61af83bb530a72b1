import type { ConsolidatedFunds } from '../../../generated/types.ts';
import type { Flags } from '../../../engine/flags.ts';
import type { MemberPage } from './pages.tsx';

/** Page ids of the member center menu, in menu order (docs/spec/routes.md). */
export const MEMBER_MENU = [
  'securityCenter',
  'transferFund',
  'depositv2',
  'withdraw',
  'transferUpline',
  'contracts',
  'personalHistoryCopy',
  'transactionHistory',
  'personalProfit',
  'bonusDetails',
  'rewardCenter',
  'referral',
  'missionLeaderboard',
  'messageV2',
  'manualRebate',
] as const;

export type MemberPageId = (typeof MEMBER_MENU)[number];

export const DEFAULT_MEMBER_PAGE: MemberPageId = 'securityCenter';

/** Pages that need a whitelabel flag besides being registered. */
const FLAG_OF: Partial<Record<MemberPageId, keyof Flags>> = {
  messageV2: 'inbox',
  manualRebate: 'manualRebate',
  referral: 'referral',
  rewardCenter: 'rewardCenter',
  missionLeaderboard: 'rewardCenter',
  // the bonus wallet holds only claimed reward-center rewards; its endpoint is REWCEN3's
  bonusDetails: 'rewardCenter',
  contracts: 'agentPolicy',
};

/**
 * Contract management, like every salary and contract feature, follows the consolidated data: the member holds a
 * contract of some kind (an *info flag) or is offered one (a *req flag). Agents have every *info flag of an enabled
 * kind, so they see their own contracts here too.
 */
export function contractsApply(c: Partial<ConsolidatedFunds> | undefined): boolean {
  if (!c) return false;
  return Boolean(
    c.divtypereq ||
      c.dailysalreqtype ||
      c.contracthoursalreq ||
      c.realtimesalreqtype ||
      c.divtypeinfo ||
      c.dailysalinfotype ||
      c.contracthoursalinfo ||
      c.contractmrdailysalinfotype,
  );
}

/** Pages that show only when the member's consolidated data say they apply. */
const CONSOLIDATED_OF: Partial<Record<MemberPageId, (c: Partial<ConsolidatedFunds> | undefined) => boolean>> = {
  contracts: contractsApply,
};

export function isMemberPageId(id: string | null): id is MemberPageId {
  return id !== null && (MEMBER_MENU as readonly string[]).includes(id);
}

/**
 * The menu the member sees: registered pages (the registry decides) whose flag, if any, is on, and whose
 * consolidated condition, if any, holds (no consolidated answer yet, or a trial account that never asks: hidden).
 */
export function visibleMenu(
  pages: Partial<Record<MemberPageId, MemberPage>>,
  flags: Partial<Flags>,
  consolidated?: Partial<ConsolidatedFunds>,
): MemberPageId[] {
  return MEMBER_MENU.filter((id) => {
    if (pages[id] === undefined) return false;
    const flag = FLAG_OF[id];
    if (flag !== undefined && flags[flag] !== true) return false;
    const applies = CONSOLIDATED_OF[id];
    return applies === undefined || applies(consolidated);
  });
}

/** Entries of the member center menu that lead to a route of their own, after the pages, each under its flag. */
export const MEMBER_LINKS = [
  // /pointMall (PTSYS3): until now only its route and the tab bar led there
  { id: 'pointMall', to: '/pointMall', flag: 'pointsMall' },
] as const satisfies readonly { id: string; to: string; flag: keyof Flags }[];

export type MemberLink = (typeof MEMBER_LINKS)[number];

export function visibleLinks(flags: Partial<Flags>): MemberLink[] {
  return MEMBER_LINKS.filter((l) => flags[l.flag] === true);
}

/** The page a `?page=` deep link opens: the asked one when it is visible, otherwise the default (or the first). */
export function resolvePage(asked: string | null, menu: readonly MemberPageId[]): MemberPageId | undefined {
  if (isMemberPageId(asked) && menu.includes(asked)) return asked;
  return menu.includes(DEFAULT_MEMBER_PAGE) ? DEFAULT_MEMBER_PAGE : menu[0];
}
