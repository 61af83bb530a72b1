import type { ReactNode } from 'react';
import { FormattedMessage, useIntl } from 'react-intl';
import { Select, TextField } from '../../../../ui/index.ts';
import { countryLabel, useCountries } from './countries.ts';
import { fieldMessages } from './messages.ts';

export interface DialingCodeSelectProps {
  /** Dialing code without the plus, e.g. "880". */
  value: string;
  onChange: (value: string) => void;
  /** DISABLEDMOBILEICC3: the code is shown but cannot be changed. */
  readOnly?: boolean;
  id?: string;
  error?: ReactNode;
  disabled?: boolean;
}

/**
 * The country dialing-code picker of mobile inputs (shown by UPDATEMOBILEICC3): options from /wps/system/country,
 * country names in the page's language. Read-only (DISABLEDMOBILEICC3) it is a read-only text field, which assistive
 * technology announces as such (a disabled select would read as unavailable).
 */
export function DialingCodeSelect({ value, onChange, readOnly = false, id, error, disabled }: DialingCodeSelectProps): ReactNode {
  const intl = useIntl();
  const list = useCountries();
  const label = <FormattedMessage {...fieldMessages.countryDialingCode} />;
  const options = (list.data?.countries ?? []).map((c) => ({
    value: c.countryDialingCode,
    label: countryLabel(c.countryDialingCode, c.countryCode, c.name, intl.locale),
  }));
  // several countries share a code (+1, +7): one option per code, the first country's name
  const unique = options.filter((o, i) => options.findIndex((x) => x.value === o.value) === i);
  if (value && !unique.some((o) => o.value === value)) unique.unshift({ value, label: `+${value}` });
  const current = unique.find((o) => o.value === value);

  if (readOnly)
    return (
      <TextField
        id={id}
        name="countryDialingCode"
        label={label}
        value={current?.label ?? (value ? `+${value}` : '')}
        readOnly
        data-testid="dialing-code"
      />
    );
  return (
    <Select
      id={id}
      name="countryDialingCode"
      label={label}
      value={value}
      options={unique}
      disabled={disabled}
      error={error ?? (list.isError ? intl.formatMessage(fieldMessages.countriesFailed) : undefined)}
      data-testid="dialing-code"
      onChange={(e) => onChange(e.currentTarget.value)}
    />
  );
}
