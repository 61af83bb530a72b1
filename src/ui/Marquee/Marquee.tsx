import { css, keyframes } from '@emotion/react';
import { useLayoutEffect, useRef, useState, type ReactNode } from 'react';
import { useIntl } from 'react-intl';
import { token } from '../../engine/theme/token.ts';
import { MegaphoneIcon, PauseIcon, PlayIcon } from '../icons.tsx';
import { IconButton } from '../IconButton/IconButton.tsx';
import { useReducedMotion } from '../internal/useReducedMotion.ts';
import { uiMessages } from '../messages.ts';
import { baseText } from '../styles.ts';

// The track holds the text twice; moving it by half its width brings the second copy exactly where the
// first started, so the loop is seamless. At rest (paused, animations off) the text starts at the inline start.
// Right-to-left text lays the copies out leftwards, so there the track moves right.
const scroll = keyframes`
  from { transform: translateX(0); }
  to { transform: translateX(-50%); }
`;
const scrollRtl = keyframes`
  from { transform: translateX(0); }
  to { transform: translateX(50%); }
`;

const root = css`
  ${baseText};
  display: flex;
  align-items: center;
  gap: ${token('space.sm')};
  min-height: 40px;
  padding-inline: ${token('space.sm')} ${token('space.xs')};
  background: ${token('color.bg.surface')};
  color: ${token('color.text.primary')};
  border: 1px solid ${token('color.border.default')};
  border-radius: ${token('radius.md')};
`;

const icon = css`
  display: inline-flex;
  flex: none;
  color: ${token('color.text.muted')};
`;

const viewport = css`
  flex: 1;
  min-width: 0;
  overflow: hidden;
`;

const trackStyle = css`
  display: inline-flex;
  white-space: nowrap;
  animation-name: ${scroll};
  animation-timing-function: linear;
  animation-iteration-count: infinite;
  will-change: transform;
  [dir='rtl'] & {
    animation-name: ${scrollRtl};
  }
  [data-paused] & {
    animation-play-state: paused;
  }
  [data-marquee]:hover &,
  [data-marquee]:focus-within & {
    animation-play-state: paused;
  }
`;

// the start padding keeps glyphs that reach left of their origin (Bengali ি) out of the previous copy's space
const copy = css`
  padding-inline: ${token('space.sm')} ${token('space.xl')};
`;

const still = css`
  display: block;
  overflow: hidden;
  text-overflow: ellipsis;
  white-space: nowrap;
`;

export interface MarqueeProps {
  /** The notice text (the home page notice marquee). */
  children: ReactNode;
  /** Accessible name of the notice region; default "Notice". */
  label?: string;
  /** Scroll speed in px per second (default 60). */
  speed?: number;
  /** Hold the text still (stories, visual runs, user choice from the parent). */
  paused?: boolean;
  /** Decorative leading icon; default a megaphone; null for none. */
  icon?: ReactNode;
  /** Called when a click on the text should open the full notices. */
  onActivate?: () => void;
}

/**
 * Scrolling notice text. Pauses on hover and focus and with its pause button (WCAG 2.2.2); with reduced
 * motion it stands still and shows the text once.
 */
export function Marquee({ children, label, speed = 60, paused = false, icon: iconNode, onActivate }: MarqueeProps): ReactNode {
  const intl = useIntl();
  const reduced = useReducedMotion();
  const [userPaused, setUserPaused] = useState(false);
  const [duration, setDuration] = useState(20);
  // Each copy is at least as wide as the viewport, so a short notice never shows twice side by side.
  const [copyWidth, setCopyWidth] = useState(0);
  const viewportRef = useRef<HTMLDivElement>(null);
  const trackRef = useRef<HTMLSpanElement>(null);
  const moving = !reduced;

  useLayoutEffect(() => {
    const el = trackRef.current;
    const box = viewportRef.current;
    if (!el || !box || !moving) return;
    const measure = (): void => {
      setCopyWidth(box.clientWidth);
      const half = el.scrollWidth / 2;
      if (half > 0) setDuration(Math.max(4, half / Math.max(1, speed)));
    };
    measure();
    if (typeof ResizeObserver === 'undefined') return;
    const ro = new ResizeObserver(measure);
    ro.observe(el);
    ro.observe(box);
    return () => ro.disconnect();
  }, [moving, speed, children]);

  const isPaused = paused || userPaused;
  const text = onActivate ? (
    <button
      type="button"
      onClick={onActivate}
      css={{ all: 'unset', cursor: 'pointer', '&:focus-visible': { outline: `2px solid ${token('color.focus.ring')}` } }}
    >
      {children}
    </button>
  ) : (
    children
  );

  return (
    <section css={root} aria-label={label ?? intl.formatMessage(uiMessages.notice)} data-marquee="" data-paused={isPaused ? '' : undefined}>
      {iconNode !== null && (
        <span css={icon} aria-hidden="true">
          {iconNode ?? <MegaphoneIcon size={20} />}
        </span>
      )}
      <div css={viewport} ref={viewportRef}>
        {moving ? (
          <span ref={trackRef} css={trackStyle} style={{ animationDuration: `${duration}s` }}>
            <span css={copy} style={{ minWidth: copyWidth || undefined }}>
              {text}
            </span>
            <span css={copy} style={{ minWidth: copyWidth || undefined }} aria-hidden="true" inert>
              {children}
            </span>
          </span>
        ) : (
          <span css={still}>{text}</span>
        )}
      </div>
      {moving && (
        <IconButton
          size="sm"
          label={intl.formatMessage(isPaused ? uiMessages.playNotice : uiMessages.pauseNotice)}
          onClick={() => setUserPaused((p) => !p)}
        >
          {isPaused ? <PlayIcon size={16} /> : <PauseIcon size={16} />}
        </IconButton>
      )}
    </section>
  );
}
