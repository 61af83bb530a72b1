import { css } from '@emotion/react';
import type { ReactNode } from 'react';
import { useIntl } from 'react-intl';
import { layout } from '../../engine/theme/layout.ts';
import { token } from '../../engine/theme/token.ts';
import { SparkIcon } from '../icons.tsx';
import { uiMessages } from '../messages.ts';
import { baseText, headingText } from '../styles.ts';

export interface ComingSoonPanelProps {
  title: ReactNode;
  text?: ReactNode;
  /** Decorative; default a spark. */
  icon?: ReactNode;
  /** Optional way forward (e.g. "Back to home"). */
  action?: ReactNode;
  /** The small tag above the title; default "Coming soon". */
  tag?: ReactNode;
  headingLevel?: 2 | 3;
}

const panel = css`
  ${baseText};
  position: relative;
  overflow: hidden;
  display: flex;
  flex-direction: column;
  align-items: center;
  text-align: center;
  gap: ${token('space.sm')};
  padding: ${token('space.xl')} ${token('space.lg')};
  background: ${token('color.bg.surface')};
  border: 1px solid ${token('color.border.default')};
  border-top: 6px solid ${token('color.action.primary')};
  border-radius: ${token('radius.lg')};
  box-shadow: ${token('shadow.md')};
`;

const iconDisc = css`
  display: inline-flex;
  align-items: center;
  justify-content: center;
  width: 72px;
  height: 72px;
  border-radius: ${token('radius.pill')};
  background: ${token('color.action.primary')};
  color: ${token('color.text.onAction')};
  margin-bottom: ${token('space.sm')};
`;

const tagStyle = css`
  display: inline-block;
  padding: 2px ${token('space.sm')};
  border-radius: ${token('radius.pill')};
  background: ${token('color.action.accent')};
  color: ${token('color.text.onAccent')};
  font-size: ${token('font.size.xs')};
  font-weight: ${token('font.weight.bold')};
  text-transform: uppercase;
  letter-spacing: 0.06em;
`;

const titleStyle = css`
  ${headingText};
  font-size: ${token('font.size.xl')};
`;

const textStyle = css`
  margin: 0;
  max-width: 48ch;
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

/** A branded placeholder for a feature the brand has not switched on yet. */
export function ComingSoonPanel({ title, text, icon, action, tag, headingLevel = 2 }: ComingSoonPanelProps): ReactNode {
  const intl = useIntl();
  const Heading = `h${headingLevel}` as const;
  return (
    <section css={panel}>
      <span css={iconDisc} aria-hidden="true">
        {icon ?? <SparkIcon size={36} />}
      </span>
      <span css={tagStyle}>{tag ?? intl.formatMessage(uiMessages.comingSoon)}</span>
      <Heading css={titleStyle}>{title}</Heading>
      {text !== undefined && <p css={textStyle}>{text}</p>}
      {action !== undefined && <div css={actionSlot}>{action}</div>}
    </section>
  );
}
