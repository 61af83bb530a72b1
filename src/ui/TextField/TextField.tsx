import { css } from '@emotion/react';
import { useState, type InputHTMLAttributes, type ReactNode, type Ref } from 'react';
import { useIntl } from 'react-intl';
import { token } from '../../engine/theme/token.ts';
import { EyeIcon, EyeOffIcon } from '../icons.tsx';
import { IconButton } from '../IconButton/IconButton.tsx';
import { bareInput, controlBox, FieldLabel, FieldMessages, fieldStack, useFieldIds } from '../internal/field.tsx';
import { isLtrInput, ltrInputInRtl } from '../Ltr/Ltr.tsx';
import { uiMessages } from '../messages.ts';

export interface TextFieldProps extends Omit<InputHTMLAttributes<HTMLInputElement>, 'size' | 'prefix'> {
  label: ReactNode;
  /** Shown under the control in the danger colour; marks the control aria-invalid. */
  error?: ReactNode;
  /** Help text under the control (muted). */
  hint?: ReactNode;
  /** Content before the input inside the box, e.g. a dialling code. */
  prefix?: ReactNode;
  /** Password fields get a show/hide toggle unless this is false. */
  revealable?: boolean;
  ref?: Ref<HTMLInputElement>;
}

const prefixStyle = css`
  padding-inline-start: ${token('space.sm')};
  color: ${token('color.text.muted')};
  white-space: nowrap;
  unicode-bidi: isolate;
`;

/** A labelled text input: required marker, hint and error tied by aria-describedby, password reveal. */
export function TextField({
  label,
  error,
  hint,
  prefix,
  revealable = true,
  type = 'text',
  id,
  required,
  disabled,
  ref,
  ...rest
}: TextFieldProps): ReactNode {
  const intl = useIntl();
  const ids = useFieldIds(id, hint, error);
  const [revealed, setRevealed] = useState(false);
  const isPassword = type === 'password';
  const invalid = Boolean(error);
  // digits, phone numbers, e-mail addresses and passwords stay left to right in right-to-left pages
  const ltr = isLtrInput(type, rest.inputMode);
  return (
    <div css={fieldStack}>
      <FieldLabel htmlFor={ids.inputId} required={required}>
        {label}
      </FieldLabel>
      <div css={controlBox} data-invalid={invalid ? '' : undefined} data-disabled={disabled ? '' : undefined}>
        {prefix !== undefined && (
          <span css={prefixStyle} dir={typeof prefix === 'string' || typeof prefix === 'number' ? 'ltr' : undefined}>
            {prefix}
          </span>
        )}
        <input
          ref={ref}
          id={ids.inputId}
          type={isPassword && revealed ? 'text' : type}
          required={required}
          disabled={disabled}
          aria-invalid={invalid || undefined}
          aria-describedby={ids.describedBy}
          dir={ltr ? 'ltr' : undefined}
          css={[bareInput, ltrInputInRtl]}
          {...rest}
        />
        {isPassword && revealable && (
          <IconButton
            size="sm"
            label={intl.formatMessage(revealed ? uiMessages.hidePassword : uiMessages.showPassword)}
            aria-controls={ids.inputId}
            disabled={disabled}
            onClick={() => setRevealed((r) => !r)}
          >
            {revealed ? <EyeOffIcon /> : <EyeIcon />}
          </IconButton>
        )}
      </div>
      <FieldMessages ids={ids} hint={hint} error={error} />
    </div>
  );
}
