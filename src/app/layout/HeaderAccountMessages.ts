import { defineMessages } from '../../i18n/defineMessages.ts';

/** The logged-in part of the header. */
export const headerAccountMessages = defineMessages({
  balance: { id: 'auth.header.balance', defaultMessage: 'Balance' },
  balanceUnavailable: { id: 'auth.header.balanceUnavailable', defaultMessage: 'Balance unavailable' },
  deposit: { id: 'auth.header.deposit', defaultMessage: 'Deposit' },
  withdraw: { id: 'auth.header.withdraw', defaultMessage: 'Withdraw' },
  menu: { id: 'auth.header.menu', defaultMessage: 'Account menu for {name}' },
  memberCenter: { id: 'auth.header.memberCenter', defaultMessage: 'Member center' },
  agentCenter: { id: 'auth.header.agentCenter', defaultMessage: 'Agent center' },
  logout: { id: 'auth.header.logout', defaultMessage: 'Log out' },
  trialBadge: { id: 'auth.header.trialBadge', defaultMessage: 'Trial' },
  refreshBalance: { id: 'auth.header.refreshBalance', defaultMessage: 'Refresh balance' },
  unread: { id: 'auth.header.unread', defaultMessage: '{count, plural, one {# unread message} other {# unread messages}}' },
});
