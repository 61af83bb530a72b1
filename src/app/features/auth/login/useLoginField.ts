import { useState } from 'react';
import { useIntl } from 'react-intl';
import type { LoginRule, LoginRuleName } from '../../../../engine/accounts/login-rules.ts';
import { checkLoginField, formatLoginProblem } from './loginRules.ts';

export interface LoginField {
  value: string;
  setValue(value: string): void;
  /** The rule's verdict in words, once the field was left or the form submitted (live validation). */
  error: string | undefined;
  onBlur(): void;
  /** Checks now (submit): true when valid; shows the error otherwise. */
  validate(): boolean;
}

export function useLoginField(rules: Record<LoginRuleName, LoginRule>, name: LoginRuleName, initial = ''): LoginField {
  const intl = useIntl();
  const [value, setValue] = useState(initial);
  const [shown, setShown] = useState(false);
  const problem = checkLoginField(rules, name, value);
  return {
    value,
    setValue,
    error: shown && problem ? formatLoginProblem(intl, problem) : undefined,
    onBlur: () => setShown(true),
    validate: () => {
      setShown(true);
      return problem === null;
    },
  };
}
