import { defineMessages } from '../../../i18n/defineMessages.ts';
import type { MemberPageId } from './menu.ts';

/** The member center overlay. */
export const memberMessages = defineMessages({
  title: { id: 'member.center.title', defaultMessage: 'Member center' },
  close: { id: 'member.center.close', defaultMessage: 'Close the member center' },
  menu: { id: 'member.center.menu', defaultMessage: 'Member center menu' },
  unread: { id: 'member.center.unread', defaultMessage: '{count, plural, one {# unread message} other {# unread messages}}' },
  loadFailed: { id: 'member.center.loadFailed', defaultMessage: 'This page could not be loaded. Please try again.' },
  retry: { id: 'member.center.retry', defaultMessage: 'Try again' },
  pointsBalance: { id: 'member.center.pointsBalance', defaultMessage: '{points, plural, one {# point} other {# points}}' },
});

/** Menu labels of the member center, one per page id. */
export const pageTitles = defineMessages({
  securityCenter: { id: 'member.page.securityCenter', defaultMessage: 'My account' },
  transferFund: { id: 'member.page.transferFund', defaultMessage: 'My wallet' },
  depositv2: { id: 'member.page.depositv2', defaultMessage: 'Deposit' },
  withdraw: { id: 'member.page.withdraw', defaultMessage: 'Withdrawal' },
  transferUpline: { id: 'member.page.transferUpline', defaultMessage: 'Transfer to upline' },
  contracts: { id: 'member.page.contracts', defaultMessage: 'My contracts' },
  personalHistoryCopy: { id: 'member.page.personalHistoryCopy', defaultMessage: 'Betting record' },
  transactionHistory: { id: 'member.page.transactionHistory', defaultMessage: 'Account record' },
  personalProfit: { id: 'member.page.personalProfit', defaultMessage: 'Personal loss' },
  bonusDetails: { id: 'member.page.bonusDetails', defaultMessage: 'Bonus details' },
  rewardCenter: { id: 'member.page.rewardCenter', defaultMessage: 'Reward center' },
  referral: { id: 'member.page.referral', defaultMessage: 'Invite friends' },
  missionLeaderboard: { id: 'member.page.missionLeaderboard', defaultMessage: 'Mission activity' },
  messageV2: { id: 'member.page.messageV2', defaultMessage: 'Platform information' },
  manualRebate: { id: 'member.page.manualRebate', defaultMessage: 'Manual rebate' },
} satisfies Record<MemberPageId, unknown>);
