import { defineMessages } from '../../../../i18n/defineMessages.ts';
import type { ContractKind, ContractPeriod } from '../../../api/agent.ts';

/** Contracts as the agent and its downline read them (offers, tiers, periods, termination, the contract popup). */
export const contractMessages = defineMessages({
  tiers: { id: 'agent.contract.tiers', defaultMessage: 'Tiers' },
  tier: { id: 'agent.contract.tier', defaultMessage: 'Tier {n, number}' },
  minValidBet: { id: 'agent.contract.minValidBet', defaultMessage: 'Team valid bet from' },
  minActiveMembers: { id: 'agent.contract.minActiveMembers', defaultMessage: 'Active members from' },
  minLoss: { id: 'agent.contract.minLoss', defaultMessage: 'Team loss from' },
  rate: { id: 'agent.contract.rate', defaultMessage: 'Rate (%)' },
  topRate: { id: 'agent.contract.topRate', defaultMessage: 'Top rate {rate}' },
  upline: { id: 'agent.contract.upline', defaultMessage: 'From {name}' },
  operator: { id: 'agent.contract.operator', defaultMessage: 'From the site' },
  downline: { id: 'agent.contract.downline', defaultMessage: 'To {name}' },
  period: { id: 'agent.contract.period', defaultMessage: 'Period' },
  // the offer popup
  popupTitle: { id: 'agent.contract.popupTitle', defaultMessage: 'Contract offer' },
  popupIntro: {
    id: 'agent.contract.popupIntro',
    defaultMessage: '{count, plural, one {Your upline offers you a contract.} other {Your upline offers you # contracts.}} Accepting replaces your current contract of the same kind.',
  },
  accept: { id: 'agent.contract.accept', defaultMessage: 'Accept' },
  reject: { id: 'agent.contract.reject', defaultMessage: 'Reject' },
  later: { id: 'agent.contract.later', defaultMessage: 'Decide later' },
  close: { id: 'agent.contract.close', defaultMessage: 'Close' },
  // terminating, from the team page, my contracts and the member center; the ids predate the move here
  terminate: { id: 'agent.team.terminate', defaultMessage: 'Terminate' },
  terminateTitle: { id: 'agent.team.terminateTitle', defaultMessage: 'Terminate contract' },
  terminateQuestion: { id: 'agent.team.terminateQuestion', defaultMessage: 'Terminate the {kind} contract with {name}? It stops paying from now on.' },
  terminated: { id: 'agent.team.terminated', defaultMessage: 'Contract terminated.' },
  cancel: { id: 'agent.contract.cancel', defaultMessage: 'Cancel' },
});

export const kindLabels = defineMessages({
  dividend: { id: 'agent.contract.kind.dividend', defaultMessage: 'Dividend' },
  daily: { id: 'agent.contract.kind.daily', defaultMessage: 'Daily salary' },
  hourly: { id: 'agent.contract.kind.hourly', defaultMessage: 'Hourly salary' },
  realtime: { id: 'agent.contract.kind.realtime', defaultMessage: 'Real-time salary' },
} satisfies Record<ContractKind, unknown>);

export const periodLabels = defineMessages({
  Daily: { id: 'agent.contract.period.daily', defaultMessage: 'Daily' },
  Weekly: { id: 'agent.contract.period.weekly', defaultMessage: 'Weekly' },
  Semimonthly: { id: 'agent.contract.period.semimonthly', defaultMessage: 'Half-monthly' },
  Monthly: { id: 'agent.contract.period.monthly', defaultMessage: 'Monthly' },
} satisfies Record<ContractPeriod, unknown>);

export const statusLabels = defineMessages({
  offered: { id: 'agent.contract.status.offered', defaultMessage: 'Offered' },
  active: { id: 'agent.contract.status.active', defaultMessage: 'Active' },
  rejected: { id: 'agent.contract.status.rejected', defaultMessage: 'Rejected' },
  terminated: { id: 'agent.contract.status.terminated', defaultMessage: 'Terminated' },
});

/** The tiers editor's problems: unreadable input, then the engine's tierProblem codes. */
export const tierProblemMessages = defineMessages({
  input: { id: 'agent.contract.problem.input', defaultMessage: 'Tier {n, number}: enter a valid number here.' },
  empty: { id: 'agent.contract.problem.empty', defaultMessage: 'Add at least one tier.' },
  tooMany: { id: 'agent.contract.problem.tooMany', defaultMessage: 'At most {max, number} tiers.' },
  rateRange: { id: 'agent.contract.problem.rateRange', defaultMessage: 'Tier {n, number}: the rate must be between 0 and 100 %.' },
  notAscending: { id: 'agent.contract.problem.notAscending', defaultMessage: 'Tier {n, number}: the valid bet must be higher than the tier before.' },
  rateFalls: { id: 'agent.contract.problem.rateFalls', defaultMessage: 'Tier {n, number}: the rate may not be lower than the tier before.' },
  lossOnlyForDividend: { id: 'agent.contract.problem.lossOnlyForDividend', defaultMessage: 'Tier {n, number}: a loss threshold is for dividends only.' },
  negative: { id: 'agent.contract.problem.negative', defaultMessage: 'Tier {n, number}: amounts and counts cannot be negative.' },
});
