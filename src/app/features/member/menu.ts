import type { Flags } from '../../../engine/flags.ts';
import type { MemberPage } from './pages.tsx';

/** Page ids of the member center menu, in the order of seed §2. */
export const MEMBER_MENU = [
  'securityCenter',
  'transferFund',
  'depositv2',
  'withdraw',
  'transferUpline',
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

/** Pages that need a whitelabel flag besides being registered (seed §6). */
const FLAG_OF: Partial<Record<MemberPageId, keyof Flags>> = {
  messageV2: 'inbox',
  manualRebate: 'manualRebate',
  referral: 'referral',
  rewardCenter: 'rewardCenter',
  missionLeaderboard: 'rewardCenter',
  // the bonus wallet holds only claimed reward-center rewards; its endpoint is REWCEN3's (api-notes)
  bonusDetails: 'rewardCenter',
};

export function isMemberPageId(id: string | null): id is MemberPageId {
  return id !== null && (MEMBER_MENU as readonly string[]).includes(id);
}

/** The menu the member sees: registered pages (the registry decides) whose flag, if any, is on. */
export function visibleMenu(pages: Partial<Record<MemberPageId, MemberPage>>, flags: Partial<Flags>): MemberPageId[] {
  return MEMBER_MENU.filter((id) => pages[id] !== undefined && (FLAG_OF[id] === undefined || flags[FLAG_OF[id]] === true));
}

/** Entries of the member center menu that lead to a route of their own, after the pages, each under its flag. */
export const MEMBER_LINKS = [
  // seed §2 /pointMall (PTSYS3): until now only its route and the tab bar led there
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
