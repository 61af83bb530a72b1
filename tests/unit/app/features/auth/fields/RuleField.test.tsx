import { cleanup, fireEvent, render, screen } from '@testing-library/react';
import { useState, type ReactNode } from 'react';
import { IntlProvider } from 'react-intl';
import { afterEach, describe, expect, it } from 'vitest';
import { PasswordField } from '../../../../../../src/app/features/auth/fields/PasswordField.tsx';
import { RuleField } from '../../../../../../src/app/features/auth/fields/RuleField.tsx';
import { checkConfirmation, checkRule } from '../../../../../../src/app/features/auth/fields/validation.ts';
import type { FieldRule } from '../../../../../../src/generated/types.ts';

afterEach(cleanup);

const digits: FieldRule = { acceptedPattern: '^[0-9]+$', minLength: 10, maxLength: 11, patternId: 6, enabled: true, required: true };
const exact: FieldRule = { ...digits, minLength: 4, maxLength: 4 };
const optional: FieldRule = { acceptedPattern: '*', minLength: 2, maxLength: 5, patternId: 99, enabled: true, required: false };

// The catalog's shape for reg_pattern_N (the real texts come from src/app/i18n/registerPatternMessages.ts).
const messages = { reg_pattern_6: 'Only numbers allowed, {range} digits', reg_pattern_4: '{min} to {max} letters or numbers' };

function wrap(ui: ReactNode): ReactNode {
  return (
    <IntlProvider locale="en" messages={messages} onError={() => undefined}>
      {ui}
    </IntlProvider>
  );
}

function Controlled(props: { rule: FieldRule; showErrors?: boolean; required?: boolean }): ReactNode {
  const [v, setV] = useState('');
  return <RuleField name="mobileNum" label="Mobile number" value={v} onChange={setV} {...props} />;
}

describe('checkRule: register rules with the engine compileFieldRule', () => {
  it('an empty required field is "required"; an empty optional field is fine', () => {
    expect(checkRule('mobileNum', digits, '')).toEqual({ kind: 'required' });
    expect(checkRule('x', optional, '')).toBeNull();
    expect(checkRule('x', optional, '', true)).toEqual({ kind: 'required' });
  });
  it('reports reg_pattern_{patternId} with min, max and range; a single number when min = max', () => {
    expect(checkRule('mobileNum', digits, '12ab')).toEqual({
      kind: 'rule',
      violation: { key: 'reg_pattern_6', values: { min: 10, max: 11, range: '10 - 11' } },
    });
    const p = checkRule('captcha', exact, '123');
    expect(p).toMatchObject({ kind: 'rule', violation: { values: { range: '4' } } });
    expect(checkRule('captcha', exact, '1234')).toBeNull();
  });
  it('confirmation must equal the password', () => {
    expect(checkConfirmation('abc123', 'abc123')).toBeNull();
    expect(checkConfirmation('abc123', '')).toEqual({ kind: 'required' });
    expect(checkConfirmation('abc123', 'abc124')).toMatchObject({ kind: 'message', message: { defaultMessage: 'Confirmation password is not correct.' } });
  });
});

describe('RuleField: live after touch, on submit', () => {
  it('shows the label with the required marker and no message before it is touched', () => {
    render(wrap(<Controlled rule={digits} />));
    const input = screen.getByLabelText(/Mobile number/);
    expect(input).toBeRequired();
    expect(screen.getByText('*')).toBeInTheDocument();
    fireEvent.change(input, { target: { value: '12' } });
    expect(input).not.toHaveAttribute('aria-invalid');
  });
  it('validates live once the field was left: required, then the pattern message, then valid', () => {
    render(wrap(<Controlled rule={digits} />));
    const input = screen.getByLabelText(/Mobile number/);
    fireEvent.blur(input);
    expect(screen.getByText('Input cannot be empty')).toBeInTheDocument();
    fireEvent.change(input, { target: { value: '12x' } });
    expect(screen.getByText('Only numbers allowed, 10 - 11 digits')).toBeInTheDocument();
    expect(input).toHaveAttribute('aria-invalid', 'true');
    expect(input).toHaveAccessibleDescription('Only numbers allowed, 10 - 11 digits');
    fireEvent.change(input, { target: { value: '01712345678' } });
    expect(input).not.toHaveAttribute('aria-invalid');
  });
  it('min = max shows one number', () => {
    render(wrap(<Controlled rule={exact} showErrors />));
    fireEvent.change(screen.getByLabelText(/Mobile number/), { target: { value: '1' } });
    expect(screen.getByText('Only numbers allowed, 4 digits')).toBeInTheDocument();
  });
  it('shows every verdict after a submit even when untouched', () => {
    render(wrap(<Controlled rule={digits} showErrors />));
    expect(screen.getByText('Input cannot be empty')).toBeInTheDocument();
  });
  it('a patternId without a catalog text falls back to the generic message with the range', () => {
    render(wrap(<Controlled rule={optional} showErrors />));
    fireEvent.change(screen.getByLabelText(/Mobile number/), { target: { value: 'toolong' } });
    expect(screen.getByText('Please enter a valid value (2 - 5 characters)')).toBeInTheDocument();
    expect(screen.queryByText('*')).toBeNull();
  });
  it('shows a server problem when the rule passes', () => {
    render(
      wrap(<RuleField name="username" label="Username" rule={digits} value="01712345678" onChange={() => undefined} problem={{ kind: 'text', text: 'Taken' }} />),
    );
    expect(screen.getByText('Taken')).toBeInTheDocument();
  });
});

describe('PasswordField', () => {
  it('toggles between hidden and shown', () => {
    render(wrap(<PasswordField label="Password" value="secret1" onChange={() => undefined} />));
    const input = screen.getByLabelText('Password');
    expect(input).toHaveAttribute('type', 'password');
    expect(input).toHaveAttribute('autocomplete', 'current-password');
    fireEvent.click(screen.getByRole('button', { name: 'Show password' }));
    expect(input).toHaveAttribute('type', 'text');
    fireEvent.click(screen.getByRole('button', { name: 'Hide password' }));
    expect(input).toHaveAttribute('type', 'password');
  });
  it('with a rule it validates like a RuleField', () => {
    render(wrap(<PasswordField name="password" label="Password" rule={{ ...digits, patternId: 4, minLength: 6, maxLength: 12 }} value="1" onChange={() => undefined} showErrors autoComplete="new-password" />));
    expect(screen.getByText('6 to 12 letters or numbers')).toBeInTheDocument();
    expect(screen.getByLabelText(/Password/, { selector: 'input' })).toHaveAttribute('autocomplete', 'new-password');
  });
});
