import { useState, type ReactNode } from 'react';
import { useIntl } from 'react-intl';
import type { FieldRule } from '../../../../generated/types.ts';
import { TextField, type TextFieldProps } from '../../../../ui/index.ts';
import { checkRule, formatProblem, type FieldProblem } from './validation.ts';

export interface RuleFieldProps extends Omit<TextFieldProps, 'value' | 'onChange' | 'required' | 'label'> {
  /** The register field this is (username, email, mobileNum…): the name sent to the server. */
  name: string;
  rule: FieldRule;
  label: ReactNode;
  value: string;
  onChange: (value: string) => void;
  /** Overrides the rule's `required` (e.g. mobileNum on the mobile tab). */
  required?: boolean;
  /** Show the rule's verdict before the field was touched (the form was submitted). */
  showErrors?: boolean;
  /**
   * A problem found elsewhere: the server's `register.invalid_field` for this field, or a cross-field check like the
   * password confirmation. Shown when the rule itself passes.
   */
  problem?: FieldProblem | null;
  /** Text shown when neither the rule nor `problem` has anything to say (a message already in words). */
  error?: ReactNode;
}

/**
 * A TextField driven by one register FieldRule: the label, `*` when required, and the rule's message
 * (`reg_pattern_{patternId}` with min/max) live once the field was left the first time, or after a submit.
 */
export function RuleField({
  name,
  rule,
  label,
  value,
  onChange,
  required = rule.required,
  showErrors = false,
  problem,
  error,
  onBlur,
  type,
  ...rest
}: RuleFieldProps): ReactNode {
  const intl = useIntl();
  const [touched, setTouched] = useState(false);
  const own = touched || showErrors ? checkRule(name, rule, value, required) : null;
  const shown = own ?? problem ?? null;
  const message = shown ? formatProblem(intl, shown) : error;
  return (
    <TextField
      {...rest}
      name={name}
      label={label}
      type={type ?? rule.type ?? 'text'}
      value={value}
      required={required}
      error={message || undefined}
      onChange={(e) => onChange(e.currentTarget.value)}
      onBlur={(e) => {
        setTouched(true);
        onBlur?.(e);
      }}
    />
  );
}
