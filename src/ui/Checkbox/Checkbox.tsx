import { css } from '@emotion/react';
import type { InputHTMLAttributes, ReactNode, Ref } from 'react';
import { layout } from '../../engine/theme/layout.ts';
import { token } from '../../engine/theme/token.ts';
import { FieldMessages, hintStyle, RequiredMark, useFieldIds } from '../internal/field.tsx';
import { baseText } from '../styles.ts';

export interface CheckboxProps extends Omit<InputHTMLAttributes<HTMLInputElement>, 'type' | 'size'> {
  label: ReactNode;
  /** Smaller text under the label. */
  description?: ReactNode;
  error?: ReactNode;
  ref?: Ref<HTMLInputElement>;
}

const row = css`
  ${baseText};
  display: grid;
  grid-template-columns: auto 1fr;
  column-gap: ${token('space.sm')};
  row-gap: 2px;
  align-items: start;
`;

const box = css`
  width: 20px;
  height: 20px;
  /* level with the first line of the label, which is padded up to a touch target below desktop */
  margin: calc(2px + max(0px, (${layout('touch.floor')} - 24px) / 2)) 0 0;
  accent-color: ${token('color.action.primary')};
  cursor: pointer;
  &:focus-visible {
    outline: 2px solid ${token('color.focus.ring')};
    outline-offset: 2px;
  }
  &:disabled {
    cursor: not-allowed;
  }
`;

const labelText = css`
  cursor: pointer;
  padding-block: max(0px, (${layout('touch.floor')} - 24px) / 2);
  [data-disabled] > & {
    opacity: 0.55;
    cursor: not-allowed;
  }
`;

/** A native checkbox in the brand's action colour, with a clickable label, description and error. */
export function Checkbox({ label, description, error, id, required, disabled, ref, ...rest }: CheckboxProps): ReactNode {
  const ids = useFieldIds(id, description, error);
  return (
    <div css={row} data-disabled={disabled ? '' : undefined}>
      <input
        ref={ref}
        type="checkbox"
        id={ids.inputId}
        required={required}
        disabled={disabled}
        aria-invalid={error ? true : undefined}
        aria-describedby={ids.describedBy}
        css={box}
        {...rest}
      />
      <label htmlFor={ids.inputId} css={labelText}>
        {label}
        {required && <RequiredMark />}
      </label>
      {(description || error) && (
        <div css={[{ gridColumn: 2, display: 'flex', flexDirection: 'column', gap: 2 }, hintStyle]}>
          <FieldMessages ids={ids} hint={description} error={error} />
        </div>
      )}
    </div>
  );
}
