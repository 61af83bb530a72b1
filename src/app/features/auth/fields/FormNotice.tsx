import { css } from '@emotion/react';
import type { ReactNode } from 'react';
import { token } from '../../../../engine/theme/token.ts';
import { AlertIcon, InfoIcon, SuccessIcon } from '../../../../ui/index.ts';

export type NoticeTone = 'danger' | 'warning' | 'info' | 'success';

const box = css`
  display: flex;
  align-items: flex-start;
  gap: ${token('space.sm')};
  margin: 0;
  padding: ${token('space.sm')} ${token('space.md')};
  border: 1px solid var(--notice-accent);
  border-inline-start-width: 4px;
  border-radius: ${token('radius.md')};
  background: ${token('color.bg.surface')};
  color: ${token('color.text.primary')};
  font-family: ${token('font.family.base')};
  font-size: ${token('font.size.sm')};
  line-height: 1.5;
  --notice-accent: ${token('color.status.danger')};
  &[data-tone='warning'] {
    --notice-accent: ${token('color.status.warning')};
  }
  &[data-tone='info'] {
    --notice-accent: ${token('color.status.info')};
  }
  &[data-tone='success'] {
    --notice-accent: ${token('color.status.success')};
  }
  & > svg {
    flex: none;
    color: var(--notice-accent);
  }
`;

const ICON: Record<NoticeTone, ReactNode> = {
  danger: <AlertIcon size={20} />,
  warning: <AlertIcon size={20} />,
  info: <InfoIcon size={20} />,
  success: <SuccessIcon size={20} />,
};

/**
 * A message for the whole form (a refusal that names no field, a warning, why a step is forced, a success). Danger and
 * warning notices are alerts, so they are announced when they appear; info and success are polite status messages.
 */
export function FormNotice({ tone, children, testId }: { tone: NoticeTone; children: ReactNode; testId?: string }): ReactNode {
  const urgent = tone === 'danger' || tone === 'warning';
  return (
    <div role={urgent ? 'alert' : 'status'} css={box} data-tone={tone} data-testid={testId}>
      {ICON[tone]}
      <span>{children}</span>
    </div>
  );
}
