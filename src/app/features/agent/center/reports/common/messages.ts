import { defineMessages } from '../../../../../../i18n/defineMessages.ts';

/** The report frame shared by every report page of the agent center. */
export const frameMessages = defineMessages({
  period: { id: 'agent.reports.period', defaultMessage: 'Period' },
  today: { id: 'agent.reports.preset.today', defaultMessage: 'Today' },
  yesterday: { id: 'agent.reports.preset.yesterday', defaultMessage: 'Yesterday' },
  last7: { id: 'agent.reports.preset.last7', defaultMessage: 'Last 7 days' },
  thisMonth: { id: 'agent.reports.preset.thisMonth', defaultMessage: 'This month' },
  lastMonth: { id: 'agent.reports.preset.lastMonth', defaultMessage: 'Last month' },
  custom: { id: 'agent.reports.preset.custom', defaultMessage: 'Custom' },
  from: { id: 'agent.reports.from', defaultMessage: 'From' },
  to: { id: 'agent.reports.to', defaultMessage: 'To' },
  username: { id: 'agent.reports.username', defaultMessage: 'Username' },
  search: { id: 'agent.reports.search', defaultMessage: 'Search' },
  all: { id: 'agent.reports.all', defaultMessage: 'All' },
  filters: { id: 'agent.reports.filters', defaultMessage: 'Report filters' },
  totals: { id: 'agent.reports.totals', defaultMessage: 'Totals' },
  empty: { id: 'agent.reports.empty', defaultMessage: 'Nothing in this period' },
  loadFailed: { id: 'agent.reports.loadFailed', defaultMessage: 'The report could not be loaded.' },
  retry: { id: 'agent.reports.retry', defaultMessage: 'Try again' },
  pages: { id: 'agent.reports.pages', defaultMessage: 'Report pages' },
  rangeMissing: { id: 'agent.reports.range.missing', defaultMessage: 'Choose both dates' },
  rangeOrder: { id: 'agent.reports.range.order', defaultMessage: 'The start date must not be after the end date' },
  rangeTooLong: { id: 'agent.reports.range.tooLong', defaultMessage: 'At most {days} days at a time' },
  rowCount: { id: 'agent.reports.rowCount', defaultMessage: '{count, plural, one {# row} other {# rows}}' },
});
