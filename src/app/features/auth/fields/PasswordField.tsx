import type { ReactNode } from 'react';
import type { FieldRule } from '../../../../generated/types.ts';
import { TextField, type TextFieldProps } from '../../../../ui/index.ts';
import { RuleField, type RuleFieldProps } from './RuleField.tsx';

type PlainProps = Omit<TextFieldProps, 'type' | 'revealable'> & { rule?: undefined };
type RuledProps = Omit<RuleFieldProps, 'type' | 'revealable' | 'rule'> & { rule: FieldRule };

export type PasswordFieldProps = PlainProps | RuledProps;

/**
 * A password input with a show/hide toggle. With a register `rule` it validates like a RuleField (registration,
 * new passwords); without one it is a plain field (the login form checks its own static rule).
 * `autoComplete` defaults to `current-password`; pass `new-password` where a password is being chosen.
 */
export function PasswordField(props: PasswordFieldProps): ReactNode {
  const autoComplete = props.autoComplete ?? 'current-password';
  if (props.rule) return <RuleField {...props} rule={props.rule} type="password" autoComplete={autoComplete} />;
  return <TextField {...props} type="password" autoComplete={autoComplete} />;
}
