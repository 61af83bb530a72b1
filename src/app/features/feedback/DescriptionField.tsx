import { css } from '@emotion/react';
import { useId, type ReactNode } from 'react';
import { FormattedMessage } from 'react-intl';
import { token } from '../../../engine/theme/token.ts';
import { FEEDBACK_LENGTH } from '../../../engine/feedback/rules.ts';
import { counterState } from './form.ts';
import { feedbackMessages } from './messages.ts';

const stack = css`
  display: flex;
  flex-direction: column;
  gap: ${token('space.xs')};
  min-width: 0;
  label {
    font-size: ${token('font.size.sm')};
    font-weight: ${token('font.weight.medium')};
    color: ${token('color.text.primary')};
  }
  textarea {
    box-sizing: border-box;
    width: 100%;
    min-height: 120px;
    padding: ${token('space.sm')};
    resize: vertical;
    border: 1px solid ${token('color.border.strong')};
    border-radius: ${token('radius.md')};
    background: ${token('color.bg.surface')};
    color: ${token('color.text.primary')};
    font: inherit;
  }
  textarea:focus {
    outline: 2px solid ${token('color.focus.ring')};
    outline-offset: 1px;
  }
  textarea[aria-invalid='true'] {
    border-color: ${token('color.status.danger')};
  }
`;

const below = css`
  display: flex;
  justify-content: space-between;
  gap: ${token('space.sm')};
  margin: 0;
  font-size: ${token('font.size.sm')};
  color: ${token('color.text.muted')};
  [data-within='false'] {
    color: ${token('color.status.danger')};
  }
`;

const errorText = css`
  margin: 0;
  font-size: ${token('font.size.sm')};
  color: ${token('color.status.danger')};
`;

/** The description with its live counter (trimmed, 20-200 characters). */
export function DescriptionField({ value, onChange, error }: { value: string; onChange: (v: string) => void; error?: ReactNode }): ReactNode {
  const id = useId();
  const counter = counterState(value);
  return (
    <div css={stack}>
      <label htmlFor={id}>
        <FormattedMessage {...feedbackMessages.content} />
      </label>
      <textarea
        id={id}
        name="content"
        value={value}
        required
        // a little room past the limit so the counter can show the excess instead of silently cutting text
        maxLength={FEEDBACK_LENGTH.max + 50}
        aria-invalid={error ? true : undefined}
        aria-describedby={`${id}-counter${error ? ` ${id}-error` : ''}`}
        onChange={(e) => onChange(e.currentTarget.value)}
        data-testid="feedback-content"
      />
      <p css={below} id={`${id}-counter`}>
        <span>
          <FormattedMessage {...feedbackMessages.lengthHint} values={{ ...FEEDBACK_LENGTH }} />
        </span>
        <span data-within={counter.within} data-testid="feedback-counter">
          <FormattedMessage {...feedbackMessages.counter} values={{ count: counter.count, max: counter.max }} />
        </span>
      </p>
      {error && (
        <p css={errorText} id={`${id}-error`}>
          {error}
        </p>
      )}
    </div>
  );
}
