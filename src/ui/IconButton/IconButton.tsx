import type { ButtonHTMLAttributes, ReactNode, Ref } from 'react';
import { Button, type ButtonSize, type ButtonVariant } from '../Button/Button.tsx';

export interface IconButtonProps extends Omit<ButtonHTMLAttributes<HTMLButtonElement>, 'children' | 'aria-label'> {
  /** The accessible name; an icon alone says nothing to a screen reader. */
  label: string;
  /** The icon (decorative, aria-hidden). */
  children: ReactNode;
  variant?: ButtonVariant;
  size?: ButtonSize;
  loading?: boolean;
  ref?: Ref<HTMLButtonElement>;
}

/** A square button showing only an icon, named by `label`. Defaults to the borderless quiet look. */
export function IconButton({ label, children, variant = 'quiet', size = 'md', ...rest }: IconButtonProps): ReactNode {
  return <Button {...rest} variant={variant} size={size} icon={children} aria-label={label} title={label} />;
}
