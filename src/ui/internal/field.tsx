import { css } from '@emotion/react';
import { useId, type ReactNode } from 'react';
import { layout } from '../../engine/theme/layout.ts';
import { token } from '../../engine/theme/token.ts';
import { baseText } from '../styles.ts';

export const fieldStack = css`
  ${baseText};
  display: flex;
  flex-direction: column;
  gap: ${token('space.xs')};
  min-width: 0;
`;

const labelStyle = css`
  font-size: ${token('font.size.sm')};
  font-weight: ${token('font.weight.medium')};
  color: ${token('color.text.primary')};
`;

export const hintStyle = css`
  margin: 0;
  font-size: ${token('font.size.sm')};
  color: ${token('color.text.muted')};
`;

export const errorStyle = css`
  margin: 0;
  font-size: ${token('font.size.sm')};
  color: ${token('color.status.danger')};
`;

/** The input box: surface background, strong border (3:1 on surface), danger border when invalid. */
export const controlBox = css`
  --field-border: ${token('color.border.strong')};
  display: flex;
  align-items: center;
  min-height: max(40px, ${layout('touch.floor')});
  background: ${token('color.bg.surface')};
  color: ${token('color.text.primary')};
  border: 1px solid var(--field-border);
  border-radius: ${token('radius.md')};
  &[data-invalid] {
    --field-border: ${token('color.status.danger')};
    box-shadow: inset 0 0 0 1px var(--field-border);
  }
  &:focus-within {
    outline: 2px solid ${token('color.focus.ring')};
    outline-offset: 1px;
  }
  &[data-disabled] {
    opacity: 0.55;
  }
`;

export const bareInput = css`
  flex: 1;
  min-width: 0;
  height: max(38px, calc(${layout('touch.floor')} - 2px));
  padding: 0 ${token('space.sm')};
  border: 0;
  background: transparent;
  color: inherit;
  font: inherit;
  outline: none;
  &::placeholder {
    color: ${token('color.text.muted')};
    opacity: 1;
  }
  &:disabled {
    cursor: not-allowed;
  }
`;

/** The visual `*`; the control itself carries `required`, which is what assistive technology announces. */
export function RequiredMark(): ReactNode {
  return (
    <span aria-hidden="true" css={{ color: token('color.status.danger'), marginInlineStart: 2 }}>
      *
    </span>
  );
}

export interface FieldIds {
  inputId: string;
  hintId: string | undefined;
  errorId: string | undefined;
  describedBy: string | undefined;
}

/** Ids that tie label, hint and error text to the control (aria-describedby lists hint then error). */
export function useFieldIds(id: string | undefined, hint: ReactNode, error: ReactNode): FieldIds {
  const auto = useId();
  const inputId = id ?? `${auto}-input`;
  const hintId = hint ? `${inputId}-hint` : undefined;
  const errorId = error ? `${inputId}-error` : undefined;
  const describedBy = [hintId, errorId].filter(Boolean).join(' ') || undefined;
  return { inputId, hintId, errorId, describedBy };
}

export function FieldMessages({ ids, hint, error }: { ids: FieldIds; hint: ReactNode; error: ReactNode }): ReactNode {
  return (
    <>
      {hint ? (
        <p id={ids.hintId} css={hintStyle}>
          {hint}
        </p>
      ) : null}
      {error ? (
        <p id={ids.errorId} css={errorStyle}>
          {error}
        </p>
      ) : null}
    </>
  );
}

/** The label above a control, with the required marker. */
export function FieldLabel({ htmlFor, required, children }: { htmlFor: string; required?: boolean | undefined; children: ReactNode }): ReactNode {
  return (
    <label htmlFor={htmlFor} css={labelStyle}>
      {children}
      {required && <RequiredMark />}
    </label>
  );
}
