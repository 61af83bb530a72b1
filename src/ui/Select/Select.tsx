import { css } from '@emotion/react';
import type { ReactNode, Ref, SelectHTMLAttributes } from 'react';
import { token } from '../../engine/theme/token.ts';
import { ChevronDownIcon } from '../icons.tsx';
import { bareInput, controlBox, FieldLabel, FieldMessages, fieldStack, useFieldIds } from '../internal/field.tsx';

export interface SelectOption {
  value: string;
  label: string;
  disabled?: boolean;
}

export interface SelectProps extends Omit<SelectHTMLAttributes<HTMLSelectElement>, 'size' | 'children'> {
  label: ReactNode;
  options: SelectOption[];
  /** A first, empty choice ("Choose…"); selecting it yields "". */
  placeholder?: string;
  error?: ReactNode;
  hint?: ReactNode;
  ref?: Ref<HTMLSelectElement>;
}

const select = css`
  ${bareInput};
  appearance: none;
  padding-inline-end: 36px;
  cursor: pointer;
  & option {
    background: ${token('color.bg.surface')};
    color: ${token('color.text.primary')};
  }
`;

const chevron = css`
  position: absolute;
  inset-inline-end: ${token('space.sm')};
  pointer-events: none;
  color: ${token('color.text.muted')};
`;

/** A native select (keyboard, mobile pickers and screen readers for free) in the field chrome. */
export function Select({ label, options, placeholder, error, hint, id, required, disabled, ref, ...rest }: SelectProps): ReactNode {
  const ids = useFieldIds(id, hint, error);
  const invalid = Boolean(error);
  return (
    <div css={fieldStack}>
      <FieldLabel htmlFor={ids.inputId} required={required}>
        {label}
      </FieldLabel>
      <div
        css={[controlBox, { position: 'relative' }]}
        data-invalid={invalid ? '' : undefined}
        data-disabled={disabled ? '' : undefined}
      >
        <select
          ref={ref}
          id={ids.inputId}
          required={required}
          disabled={disabled}
          aria-invalid={invalid || undefined}
          aria-describedby={ids.describedBy}
          css={select}
          {...rest}
        >
          {placeholder !== undefined && <option value="">{placeholder}</option>}
          {options.map((o) => (
            <option key={o.value} value={o.value} disabled={o.disabled}>
              {o.label}
            </option>
          ))}
        </select>
        <ChevronDownIcon css={chevron} size={18} />
      </div>
      <FieldMessages ids={ids} hint={hint} error={error} />
    </div>
  );
}
