import { css } from '@emotion/react';
import type { ButtonHTMLAttributes, ReactNode, Ref } from 'react';
import { layout } from '../../engine/theme/layout.ts';
import { token } from '../../engine/theme/token.ts';
import { Spinner } from '../Spinner/Spinner.tsx';
import { focusRing } from '../styles.ts';

/** quiet: no fill, no border, the surrounding text colour (icon buttons in headers, dialogs, toolbars). */
export type ButtonVariant = 'primary' | 'secondary' | 'ghost' | 'danger' | 'quiet';
export type ButtonSize = 'sm' | 'md' | 'lg';

interface CommonProps extends Omit<ButtonHTMLAttributes<HTMLButtonElement>, 'children'> {
  variant?: ButtonVariant;
  size?: ButtonSize;
  /** Busy: shows a spinner over the label (width kept), blocks clicks, sets aria-busy. */
  loading?: boolean;
  fullWidth?: boolean;
  ref?: Ref<HTMLButtonElement>;
}

/** A text button (optionally with a leading icon), or an icon-only button that must carry an aria-label. */
export type ButtonProps = CommonProps &
  ({ children: ReactNode; icon?: ReactNode } | { children?: undefined; icon: ReactNode; 'aria-label': string });

// Colour pairs are the ones CONTRAST_PAIRS checks in every brand: onAction on action.*, primary on surface,
// danger on surface.
export const buttonStyle = css`
  --button-bg: ${token('color.action.primary')};
  --button-bg-hover: ${token('color.action.primaryHover')};
  --button-fg: ${token('color.text.onAction')};
  --button-border: transparent;
  --button-height: 40px;
  --button-pad: ${token('space.md')};
  --button-font: ${token('font.size.md')};

  position: relative;
  display: inline-flex;
  align-items: center;
  justify-content: center;
  gap: ${token('space.sm')};
  /* below desktop every button is at least a touch target */
  min-height: max(var(--button-height), ${layout('touch.floor')});
  min-width: max(var(--button-height), ${layout('touch.floor')});
  padding: 0 var(--button-pad);
  border: 1px solid var(--button-border);
  border-radius: ${token('radius.md')};
  background: var(--button-bg);
  color: var(--button-fg);
  font-family: ${token('font.family.base')};
  font-size: var(--button-font);
  font-weight: ${token('font.weight.medium')};
  line-height: 1.2;
  white-space: nowrap;
  text-decoration: none;
  cursor: pointer;
  transition:
    background-color ${token('motion.fast')} ease,
    border-color ${token('motion.fast')} ease;

  &:hover:not(:disabled) {
    background: var(--button-bg-hover);
  }
  &:disabled {
    cursor: not-allowed;
    opacity: 0.55;
  }
  &[aria-busy='true'] {
    cursor: progress;
    opacity: 1;
  }
  ${focusRing}

  &[data-variant='secondary'] {
    --button-bg: ${token('color.action.secondary')};
    --button-bg-hover: ${token('color.action.secondary')};
  }
  &[data-variant='ghost'] {
    --button-bg: transparent;
    --button-bg-hover: ${token('color.bg.sunken')};
    --button-fg: ${token('color.text.primary')};
    --button-border: ${token('color.border.strong')};
  }
  &[data-variant='quiet'] {
    --button-bg: transparent;
    --button-bg-hover: transparent;
    --button-fg: currentColor;
    &:hover:not(:disabled) {
      --button-border: currentColor;
    }
  }
  &[data-variant='danger'] {
    --button-bg: ${token('color.bg.surface')};
    --button-bg-hover: ${token('color.bg.surface')};
    --button-fg: ${token('color.status.danger')};
    --button-border: ${token('color.status.danger')};
    border-width: 2px;
  }
  &[data-size='sm'] {
    --button-height: 32px;
    --button-pad: ${token('space.sm')};
    --button-font: ${token('font.size.sm')};
  }
  &[data-size='lg'] {
    --button-height: 48px;
    --button-pad: ${token('space.lg')};
    --button-font: ${token('font.size.lg')};
  }
  &[data-icon-only] {
    padding: 0;
  }
  &[data-full-width] {
    width: 100%;
  }
`;

const hiddenWhileBusy = css`
  display: inline-flex;
  align-items: center;
  gap: inherit;
  [aria-busy='true'] > & {
    opacity: 0;
  }
`;

const spinnerOverlay = css`
  position: absolute;
  inset: 0;
  display: flex;
  align-items: center;
  justify-content: center;
`;

export function Button({
  variant = 'primary',
  size = 'md',
  loading = false,
  fullWidth = false,
  icon,
  children,
  disabled,
  type = 'button',
  ref,
  ...rest
}: ButtonProps): ReactNode {
  const iconOnly = children === undefined || children === null;
  return (
    <button
      ref={ref}
      type={type}
      css={buttonStyle}
      data-variant={variant}
      data-size={size}
      data-icon-only={iconOnly ? '' : undefined}
      data-full-width={fullWidth ? '' : undefined}
      disabled={disabled || loading}
      aria-busy={loading || undefined}
      {...rest}
    >
      <span css={hiddenWhileBusy}>
        {icon}
        {children}
      </span>
      {loading && (
        <span css={spinnerOverlay}>
          <Spinner size="sm" tone="current" decorative />
        </span>
      )}
    </button>
  );
}
