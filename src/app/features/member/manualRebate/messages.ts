import { defineMessages } from '../../../../i18n/defineMessages.ts';

/** Manual rebate (manualRebate): valid bet since the last claim and the rebate it makes. */
export const rebateMessages = defineMessages({
  available: { id: 'member.rebate.available', defaultMessage: 'Rebate to claim' },
  since: { id: 'member.rebate.since', defaultMessage: 'Valid bet since {date}' },
  sinceStart: { id: 'member.rebate.sinceStart', defaultMessage: 'Valid bet since you joined' },
  minimum: { id: 'member.rebate.minimum', defaultMessage: 'A claim pays at least {amount}.' },
  claim: { id: 'member.rebate.claim', defaultMessage: 'Claim rebate' },
  claimed: { id: 'member.rebate.claimed', defaultMessage: 'Rebate claimed: {amount}' },
  gameType: { id: 'member.rebate.gameType', defaultMessage: 'Game type' },
  validBet: { id: 'member.rebate.validBet', defaultMessage: 'Valid bet' },
  rate: { id: 'member.rebate.rate', defaultMessage: 'Rate' },
  ratePercent: { id: 'member.rebate.ratePercent', defaultMessage: '{rate} %' },
  rebate: { id: 'member.rebate.rebate', defaultMessage: 'Rebate' },
  noBets: { id: 'member.rebate.noBets', defaultMessage: 'No valid bets since your last claim' },
  history: { id: 'member.rebate.history', defaultMessage: 'Past claims' },
  historyEmpty: { id: 'member.rebate.historyEmpty', defaultMessage: 'No claims yet' },
  historyRow: { id: 'member.rebate.historyRow', defaultMessage: '{date} · valid bet {bet}' },
  loadFailed: { id: 'member.rebate.loadFailed', defaultMessage: 'The rebate could not be loaded. Please try again.' },
  retry: { id: 'member.rebate.retry', defaultMessage: 'Try again' },
});
