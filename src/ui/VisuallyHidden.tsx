import type { ReactNode } from 'react';
import { visuallyHidden } from './styles.ts';

export function VisuallyHidden({ children }: { children: ReactNode }): ReactNode {
  return <span css={visuallyHidden}>{children}</span>;
}
