import { css } from '@emotion/react';
import { useId, type ReactNode } from 'react';
import { FormattedMessage, useIntl } from 'react-intl';
import { useNavigate } from 'react-router-dom';
import { token } from '../../../engine/theme/token.ts';
import { Button, ChevronDownIcon, focusRing } from '../../../ui/index.ts';
import type { Notice } from '../../api/announcements.ts';
import { useSession } from '../../state/session.ts';
import { announcementMessages } from './messages.ts';
import { SafeHtml } from './SafeHtml.tsx';

const list = css`
  margin: 0;
  padding: 0;
  list-style: none;
  display: flex;
  flex-direction: column;
  gap: ${token('space.xs')};
`;

const header = css`
  all: unset;
  box-sizing: border-box;
  display: flex;
  align-items: center;
  gap: ${token('space.sm')};
  width: 100%;
  padding: ${token('space.sm')} ${token('space.md')};
  border-radius: ${token('radius.md')};
  background: ${token('color.bg.sunken')};
  color: ${token('color.text.primary')};
  cursor: pointer;
  & > svg {
    flex: none;
    transition: transform 150ms ease;
  }
  &[aria-expanded='true'] > svg {
    transform: rotate(180deg);
  }
  ${focusRing};
`;

const title = css`
  flex: 1;
  min-width: 0;
  font-weight: ${token('font.weight.bold')};
  overflow-wrap: anywhere;
`;

const date = css`
  flex: none;
  font-size: ${token('font.size.sm')};
  color: ${token('color.text.muted')};
`;

const panel = css`
  padding: ${token('space.sm')} ${token('space.md')};
  color: ${token('color.text.primary')};
  overflow-wrap: anywhere;
  img {
    max-width: 100%;
    height: auto;
  }
  a {
    color: ${token('color.text.link')};
  }
`;

const images = css`
  display: flex;
  flex-direction: column;
  gap: ${token('space.xs')};
  margin-bottom: ${token('space.sm')};
  img {
    display: block;
    max-width: 100%;
    height: auto;
    border-radius: ${token('radius.md')};
  }
`;

export interface NoticeAccordionProps {
  notices: Notice[];
  /** The notice whose detail is open (one at a time), or null. */
  expandedId: string | null;
  onToggle: (id: string) => void;
}

/** Announcement titles, each expanding to its images and sanitized HTML detail (the announcement popup and the notice modal). */
export function NoticeAccordion({ notices, expandedId, onToggle }: NoticeAccordionProps): ReactNode {
  const intl = useIntl();
  const base = useId();
  const navigate = useNavigate();
  const closeModal = useSession((s) => s.closeModal);
  return (
    <ul css={list}>
      {notices.map((n, i) => {
        const open = n.id === expandedId;
        const panelId = `${base}-${i}`;
        const when = Date.parse(n.time);
        return (
          <li key={n.id}>
            <button type="button" css={header} aria-expanded={open} aria-controls={panelId} onClick={() => onToggle(n.id)}>
              <span css={title}>{n.title}</span>
              {Number.isFinite(when) && (
                <time css={date} dateTime={n.time}>
                  {intl.formatDate(when, { year: 'numeric', month: 'short', day: 'numeric' })}
                </time>
              )}
              <ChevronDownIcon size={18} aria-hidden="true" />
            </button>
            {open && (
              <div css={panel} id={panelId} role="region" aria-label={n.title}>
                {n.announcementImages.length > 0 && (
                  <div css={images}>
                    {[...n.announcementImages]
                      .sort((a, b) => a.sequence - b.sequence)
                      .map((img) => (
                        <img key={img.url} src={img.url} alt="" loading="lazy" />
                      ))}
                  </div>
                )}
                <SafeHtml html={n.content} />
                {n.promotionType && n.linkedPromotionId && (
                  <Button
                    size="sm"
                    onClick={() => {
                      closeModal();
                      navigate(`/promotions?promotionId=${encodeURIComponent(n.linkedPromotionId ?? '')}`);
                    }}
                  >
                    <FormattedMessage {...announcementMessages.goToPromotion} />
                  </Button>
                )}
              </div>
            )}
          </li>
        );
      })}
    </ul>
  );
}
