import { css } from '@emotion/react';
import type { ReactNode } from 'react';
import { useIntl } from 'react-intl';
import { token } from '../../../engine/theme/token.ts';
import { Marquee } from '../../../ui/index.ts';
import type { Notice } from '../../api/announcements.ts';
import { useSession } from '../../state/session.ts';
import { homeMessages } from './messages.ts';

const item = css`
  & + &::before {
    content: '•';
    padding-inline: ${token('space.lg')};
    color: ${token('color.text.muted')};
  }
`;

/** The notice titles scrolling under the header; a click opens the notice modal. Nothing without notices. */
export function NoticeMarquee({ notices, paused }: { notices: Notice[]; paused?: boolean }): ReactNode {
  const intl = useIntl();
  const openModal = useSession((s) => s.openModal);
  if (notices.length === 0) return null;
  return (
    <div data-testid="home-notices">
      <Marquee label={intl.formatMessage(homeMessages.notices)} paused={paused} onActivate={() => openModal('notice')}>
        {notices.map((n) => (
          <span key={n.id} css={item}>
            {n.title}
          </span>
        ))}
      </Marquee>
    </div>
  );
}
