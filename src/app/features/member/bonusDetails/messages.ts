import { defineMessages } from '../../../../i18n/defineMessages.ts';

/** Bonus details (bonusDetails): the bonus wallet and its turnover requirements. */
export const bonusMessages = defineMessages({
  wallet: { id: 'member.bonus.wallet', defaultMessage: 'Bonus wallet' },
  walletHint: { id: 'member.bonus.walletHint', defaultMessage: 'Bonus money moves to your main wallet once its turnover is played through.' },
  active: { id: 'member.bonus.active', defaultMessage: 'In progress' },
  released: { id: 'member.bonus.released', defaultMessage: 'Released' },
  progress: { id: 'member.bonus.progress', defaultMessage: 'Valid bet {played} of {required}' },
  releasedOn: { id: 'member.bonus.releasedOn', defaultMessage: 'Released {date}' },
  startedOn: { id: 'member.bonus.startedOn', defaultMessage: 'Since {date}' },
  noneActive: { id: 'member.bonus.noneActive', defaultMessage: 'No turnover in progress' },
  noneReleased: { id: 'member.bonus.noneReleased', defaultMessage: 'Nothing released yet' },
  loadFailed: { id: 'member.bonus.loadFailed', defaultMessage: 'Bonus details could not be loaded. Please try again.' },
  retry: { id: 'member.bonus.retry', defaultMessage: 'Try again' },
});
