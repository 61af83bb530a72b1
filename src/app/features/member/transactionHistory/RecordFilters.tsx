import type { ReactNode } from 'react';
import { FormattedMessage, useIntl } from 'react-intl';
import { Select, TextField } from '../../../../ui/index.ts';
import { Row } from '../transferFund/styles.ts';
import { RECORD_TYPES, type RecordFilter, type RecordType } from './api.ts';
import { recordMessages as m, typeMessages } from './messages.ts';

export interface RecordFiltersProps {
  value: RecordFilter;
  onChange: (f: RecordFilter) => void;
  rangeError?: string | undefined;
}

/** Date range (days of the brand's time zone, both included) and type; any change goes back to page 1. */
export function RecordFilters({ value, onChange, rangeError }: RecordFiltersProps): ReactNode {
  const intl = useIntl();
  const options = [
    { value: '', label: intl.formatMessage(m.allTypes) },
    ...RECORD_TYPES.map((t) => ({ value: t, label: intl.formatMessage(typeMessages[t]) })),
  ];
  return (
    <Row role="group" aria-label={intl.formatMessage(m.caption)} data-testid="records-filters">
      <TextField
        label={<FormattedMessage {...m.startDate} />}
        type="date"
        value={value.startDate}
        max={value.endDate || undefined}
        onChange={(e) => onChange({ ...value, startDate: e.target.value })}
        data-testid="records-start"
      />
      <TextField
        label={<FormattedMessage {...m.endDate} />}
        type="date"
        value={value.endDate}
        min={value.startDate || undefined}
        onChange={(e) => onChange({ ...value, endDate: e.target.value })}
        error={rangeError}
        data-testid="records-end"
      />
      <Select
        label={<FormattedMessage {...m.type} />}
        options={options}
        value={value.type}
        onChange={(e) => onChange({ ...value, type: e.target.value as RecordType | '' })}
        data-testid="records-type"
      />
    </Row>
  );
}
