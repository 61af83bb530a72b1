import { css } from '@emotion/react';
import { useId, type ReactNode } from 'react';
import { token } from '../../engine/theme/token.ts';
import { baseText, headingText } from '../styles.ts';

export interface CardProps {
  title?: ReactNode;
  /** Heading level of the title (default 3). */
  headingLevel?: 2 | 3 | 4;
  /** Controls in the top-right corner. */
  actions?: ReactNode;
  children?: ReactNode;
  /** Semantic element: section (named by its title), article, or a plain div. */
  as?: 'section' | 'article' | 'div';
  padding?: 'none' | 'sm' | 'md' | 'lg';
  /** raised: bg.raised with a stronger shadow (a card on a surface). */
  elevation?: 'flat' | 'raised';
}

const card = css`
  ${baseText};
  display: flex;
  flex-direction: column;
  gap: ${token('space.md')};
  min-width: 0;
  background: ${token('color.bg.surface')};
  color: ${token('color.text.primary')};
  border: 1px solid ${token('color.border.default')};
  border-radius: ${token('radius.lg')};
  box-shadow: ${token('shadow.sm')};
  &[data-elevation='raised'] {
    background: ${token('color.bg.raised')};
    box-shadow: ${token('shadow.md')};
  }
  &[data-padding='sm'] {
    padding: ${token('space.sm')};
  }
  &[data-padding='md'] {
    padding: ${token('space.md')};
  }
  &[data-padding='lg'] {
    padding: ${token('space.lg')};
  }
`;

const head = css`
  display: flex;
  align-items: center;
  justify-content: space-between;
  gap: ${token('space.sm')};
`;

const titleStyle = css`
  ${headingText};
  font-size: ${token('font.size.lg')};
`;

/** A bordered surface grouping related content, optionally titled. */
export function Card({
  title,
  headingLevel = 3,
  actions,
  children,
  as: Tag = 'section',
  padding = 'md',
  elevation = 'flat',
}: CardProps): ReactNode {
  const titleId = useId();
  const Heading = `h${headingLevel}` as const;
  const named = title !== undefined && Tag !== 'div';
  return (
    <Tag css={card} data-padding={padding} data-elevation={elevation} aria-labelledby={named ? titleId : undefined}>
      {(title !== undefined || actions !== undefined) && (
        <div css={head}>
          {title !== undefined && (
            <Heading id={titleId} css={titleStyle}>
              {title}
            </Heading>
          )}
          {actions}
        </div>
      )}
      {children}
    </Tag>
  );
}
