import { defineMessages } from '../../../../i18n/defineMessages.ts';
import type { RecordType } from './api.ts';

/** Account record (transactionHistory). */
export const recordMessages = defineMessages({
  caption: { id: 'member.records.caption', defaultMessage: 'Account records, newest first' },
  startDate: { id: 'member.records.startDate', defaultMessage: 'From' },
  endDate: { id: 'member.records.endDate', defaultMessage: 'To' },
  type: { id: 'member.records.type', defaultMessage: 'Type' },
  allTypes: { id: 'member.records.allTypes', defaultMessage: 'All types' },
  time: { id: 'member.records.time', defaultMessage: 'Time' },
  wallet: { id: 'member.records.wallet', defaultMessage: 'Wallet' },
  amount: { id: 'member.records.amount', defaultMessage: 'Amount' },
  balanceAfter: { id: 'member.records.balanceAfter', defaultMessage: 'Balance after' },
  reference: { id: 'member.records.reference', defaultMessage: 'Reference' },
  main: { id: 'member.records.main', defaultMessage: 'Main' },
  bonusWallet: { id: 'member.records.bonusWallet', defaultMessage: 'Bonus' },
  holdWallet: { id: 'member.records.holdWallet', defaultMessage: 'On hold' },
  empty: { id: 'member.records.empty', defaultMessage: 'No records for these filters' },
  badRange: { id: 'member.records.badRange', defaultMessage: 'The start date must not be after the end date' },
  loadFailed: { id: 'member.records.loadFailed', defaultMessage: 'Records could not be loaded. Please try again.' },
  retry: { id: 'member.records.retry', defaultMessage: 'Try again' },
  pages: { id: 'member.records.pages', defaultMessage: 'Record pages' },
});

/** One label per ledger reason. */
export const typeMessages = defineMessages({
  deposit: { id: 'member.records.type.deposit', defaultMessage: 'Deposit' },
  withdraw_hold: { id: 'member.records.type.withdrawHold', defaultMessage: 'Withdrawal requested' },
  withdraw_release: { id: 'member.records.type.withdrawRelease', defaultMessage: 'Withdrawal returned' },
  withdraw_paid: { id: 'member.records.type.withdrawPaid', defaultMessage: 'Withdrawal paid' },
  vendor_in: { id: 'member.records.type.vendorIn', defaultMessage: 'To game wallet' },
  vendor_out: { id: 'member.records.type.vendorOut', defaultMessage: 'From game wallet' },
  upline: { id: 'member.records.type.upline', defaultMessage: 'Transfer to upline' },
  bet: { id: 'member.records.type.bet', defaultMessage: 'Bet' },
  win: { id: 'member.records.type.win', defaultMessage: 'Win' },
  refund: { id: 'member.records.type.refund', defaultMessage: 'Refund' },
  rollback: { id: 'member.records.type.rollback', defaultMessage: 'Bet cancelled' },
  bonus: { id: 'member.records.type.bonus', defaultMessage: 'Bonus' },
  downline: { id: 'member.records.type.downline', defaultMessage: 'Transfer to downline' },
  salary: { id: 'member.records.type.salary', defaultMessage: 'Salary' },
  dividend: { id: 'member.records.type.dividend', defaultMessage: 'Dividend' },
  reward: { id: 'member.records.type.reward', defaultMessage: 'Reward' },
  bonus_release: { id: 'member.records.type.bonusRelease', defaultMessage: 'Bonus released' },
  points: { id: 'member.records.type.points', defaultMessage: 'Points converted' },
  adjustment: { id: 'member.records.type.adjustment', defaultMessage: 'Adjustment' },
} satisfies Record<RecordType, unknown>);
