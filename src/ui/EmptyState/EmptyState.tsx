import { css } from '@emotion/react';
import type { ReactNode } from 'react';
import { layout } from '../../engine/theme/layout.ts';
import { token } from '../../engine/theme/token.ts';
import { InboxIcon } from '../icons.tsx';
import { baseText, headingText } from '../styles.ts';

export interface EmptyStateProps {
  title: ReactNode;
  description?: ReactNode;
  /** Decorative; default an inbox. */
  icon?: ReactNode;
  /** A way forward, e.g. a Button. */
  action?: ReactNode;
  /** Heading level of the title (default 3). */
  headingLevel?: 2 | 3 | 4;
}

const wrap = css`
  ${baseText};
  display: flex;
  flex-direction: column;
  align-items: center;
  text-align: center;
  gap: ${token('space.sm')};
  padding: ${token('space.xl')} ${token('space.md')};
`;

const iconWrap = css`
  display: inline-flex;
  color: ${token('color.text.muted')};
  margin-bottom: ${token('space.xs')};
`;

const titleStyle = css`
  ${headingText};
  font-size: ${token('font.size.lg')};
`;

const desc = css`
  margin: 0;
  max-width: 40ch;
  color: ${token('color.text.muted')};
`;


// A plain link as the action is a touch target below desktop too: vertical padding on the inline link widens what
// a finger hits without moving the layout (desktop: no padding).
const actionSlot = css`
  margin-top: ${token('space.sm')};
  & > a {
    padding-block: max(0px, (${layout('touch.floor')} - 1em) / 2);
  }
`;

/** What a list or page shows when there is nothing in it yet. */
export function EmptyState({ title, description, icon, action, headingLevel = 3 }: EmptyStateProps): ReactNode {
  const Heading = `h${headingLevel}` as const;
  return (
    <div css={wrap}>
      <span css={iconWrap} aria-hidden="true">
        {icon ?? <InboxIcon size={48} strokeWidth={1.5} />}
      </span>
      <Heading css={titleStyle}>{title}</Heading>
      {description !== undefined && <p css={desc}>{description}</p>}
      {action !== undefined && <div css={actionSlot}>{action}</div>}
    </div>
  );
}
