import { useState, type ReactNode } from 'react';
import { FormattedMessage } from 'react-intl';
import type { FieldRule } from '../../../../generated/types.ts';
import { PasswordField } from '../fields/PasswordField.tsx';
import { checkConfirmation } from '../fields/validation.ts';
import { passwordMessages } from './messages.ts';
import type { PasswordProblems } from './passwordForm.ts';

export interface NewPasswordFieldsProps {
  /** The brand's `password` register rule (required). */
  rule: FieldRule;
  newPassword: string;
  confirmation: string;
  onNewPassword: (value: string) => void;
  onConfirmation: (value: string) => void;
  showErrors: boolean;
  problems: PasswordProblems;
  /** data-testid prefix, e.g. "change" → change-newPassword, change-confirmNewPassword. */
  testIdPrefix: string;
}

/** New password (the brand's password rule, live after touch) and its confirmation (must be equal). */
export function NewPasswordFields(props: NewPasswordFieldsProps): ReactNode {
  const { rule, newPassword, confirmation, onNewPassword, onConfirmation, showErrors, problems, testIdPrefix } = props;
  const [confirmTouched, setConfirmTouched] = useState(false);
  const mismatch = (showErrors || confirmTouched) && confirmation !== '' ? checkConfirmation(newPassword, confirmation) : null;
  return (
    <>
      <PasswordField
        name="newPassword"
        rule={rule}
        required
        label={<FormattedMessage {...passwordMessages.newPassword} />}
        value={newPassword}
        onChange={onNewPassword}
        showErrors={showErrors}
        problem={problems.newPassword ?? null}
        autoComplete="new-password"
        data-testid={`${testIdPrefix}-newPassword`}
      />
      <PasswordField
        name="confirmNewPassword"
        rule={rule}
        required
        label={<FormattedMessage {...passwordMessages.confirmNewPassword} />}
        value={confirmation}
        onChange={onConfirmation}
        showErrors={showErrors}
        problem={problems.confirmNewPassword ?? mismatch}
        autoComplete="new-password"
        onBlur={() => setConfirmTouched(true)}
        data-testid={`${testIdPrefix}-confirmNewPassword`}
      />
    </>
  );
}
