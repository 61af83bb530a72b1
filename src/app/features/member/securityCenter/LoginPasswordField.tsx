import type { ReactNode } from 'react';
import { FormattedMessage } from 'react-intl';
import { TextField } from '../../../../ui/index.ts';
import { paymentMessages as m } from './paymentMessages.ts';

/**
 * The login password asked again before a change of where withdrawals go (the server's step-up). Typing clears a
 * refusal the server gave for the last try, so the field never shows a stale "incorrect".
 */
export function LoginPasswordField({
  value,
  onChange,
  error,
  withHint = true,
  testId,
}: {
  value: string;
  onChange: (value: string) => void;
  error: ReactNode | undefined;
  /** The hint saying why it is asked; a short confirm form leaves it out. */
  withHint?: boolean;
  testId: string;
}): ReactNode {
  return (
    <TextField
      label={<FormattedMessage {...m.loginPassword} />}
      type="password"
      autoComplete="current-password"
      {...(withHint ? { hint: <FormattedMessage {...m.loginPasswordHint} /> } : {})}
      value={value}
      onChange={(e) => onChange(e.target.value)}
      error={error}
      data-testid={testId}
    />
  );
}
