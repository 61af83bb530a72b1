// The member center's page registry: page id → its lazily loaded page. The menu shows a page only
// once it is registered here, so a helper adds its page with one line and nothing else changes.
// Each page is `src/app/features/member/<pageId>/<Name>Page.tsx` with a default export and no required props.
import { lazy, type ComponentType, type LazyExoticComponent } from 'react';
import type { MemberPageId } from './menu.ts';

export type MemberPage = LazyExoticComponent<ComponentType>;

export const MEMBER_PAGES: Partial<Record<MemberPageId, MemberPage>> = {
  securityCenter: lazy(() => import('./securityCenter/SecurityCenterPage.tsx')),
  messageV2: lazy(() => import('./messageV2/MessageV2Page.tsx')),
  transferFund: lazy(() => import('./transferFund/TransferFundPage.tsx')),
  transferUpline: lazy(() => import('./transferUpline/TransferUplinePage.tsx')),
  transactionHistory: lazy(() => import('./transactionHistory/TransactionHistoryPage.tsx')),
  personalHistoryCopy: lazy(() => import('./personalHistoryCopy/BetRecordsPage.tsx')),
  personalProfit: lazy(() => import('./personalProfit/ProfitPage.tsx')),
  depositv2: lazy(() => import('./depositv2/DepositV2Page.tsx')),
  withdraw: lazy(() => import('./withdraw/WithdrawPage.tsx')),
  bonusDetails: lazy(() => import('./bonusDetails/BonusDetailsPage.tsx')),
  rewardCenter: lazy(() => import('./rewardCenter/RewardCenterPage.tsx')),
  manualRebate: lazy(() => import('./manualRebate/ManualRebatePage.tsx')),
  referral: lazy(() => import('./referral/ReferralPage.tsx')),
  missionLeaderboard: lazy(() => import('./missionLeaderboard/MissionLeaderboardPage.tsx')),
  contracts: lazy(() => import('./contracts/ContractsPage.tsx')),
  // one line per page: pageId: lazy(() => import('./<pageId>/<Name>Page.tsx')),
};
