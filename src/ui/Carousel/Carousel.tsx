import { css } from '@emotion/react';
import { useEffect, useId, useState, type ReactNode } from 'react';
import { useIntl } from 'react-intl';
import { layout } from '../../engine/theme/layout.ts';
import { token } from '../../engine/theme/token.ts';
import { ChevronLeftIcon, ChevronRightIcon, PauseIcon, PlayIcon } from '../icons.tsx';
import { IconButton } from '../IconButton/IconButton.tsx';
import { realTimers, type Timers } from '../internal/timers.ts';
import { useControllable } from '../internal/useControllable.ts';
import { useReducedMotion } from '../internal/useReducedMotion.ts';
import { uiMessages } from '../messages.ts';
import { focusRing } from '../styles.ts';
import { useSwipe } from './useSwipe.ts';

/** A carousel loops only when it has more than one slide: looping a single slide would only flicker it. */
export function canLoop(count: number, loop: boolean): boolean {
  return loop && count > 1;
}

/**
 * How many distinct positions a carousel showing `perView` slides at once can take: it moves one slide per step
 * and stops when the last slide is in view (the home page's hot games: 4 per view).
 */
export function positionCount(count: number, perView = 1): number {
  return Math.max(1, count - Math.max(1, Math.floor(perView)) + 1);
}

/** The slide `delta` steps from `index`: wraps around when looping, else stops at the ends. */
export function stepIndex(index: number, delta: number, count: number, loop: boolean): number {
  if (count <= 0) return 0;
  const next = index + delta;
  if (canLoop(count, loop)) return ((next % count) + count) % count;
  return Math.min(Math.max(next, 0), count - 1);
}

export interface CarouselProps {
  slides: ReactNode[];
  /** Accessible name of the carousel, e.g. "Promotions". */
  label: string;
  /** Milliseconds between slides; 0 or absent: no autoplay (banners: 5000). */
  autoplay?: number;
  /** Transition time in ms (banners: 1000). */
  speed?: number;
  /** Wrap from the last slide to the first (only ever with more than one slide). Default true. */
  loop?: boolean;
  arrows?: boolean;
  dots?: boolean;
  /** Hold autoplay (stories, visual runs, a parent that knows better). */
  paused?: boolean;
  index?: number;
  defaultIndex?: number;
  onIndexChange?: (index: number) => void;
  /** Injected timers for deterministic tests. */
  timers?: Timers;
  /** CSS aspect ratio of the viewport, e.g. "16 / 5"; "auto" lets the slides' content decide the height. */
  aspectRatio?: string;
  /** Slides shown side by side (hot games: 4); each step moves one slide. Default 1. */
  perView?: number;
  /** Show the previous/next arrows on phones too (default: swipe and dots there, arrows from tablet up). */
  phoneArrows?: boolean;
}

const root = css`
  position: relative;
  overflow: hidden;
  /* horizontal moves are the carousel's (swipe), vertical ones still scroll the page */
  touch-action: pan-y;
  border-radius: ${token('radius.lg')};
  background: ${token('color.bg.sunken')};
`;

// Slides flow in the reading direction, so the track slides left in left-to-right pages and right in
// right-to-left ones to bring a later slide in.
const track = css`
  --carousel-sign: -1;
  display: flex;
  height: 100%;
  transition-property: transform;
  transition-timing-function: ease;
  user-select: none;
  [dir='rtl'] & {
    --carousel-sign: 1;
  }
`;

const slide = css`
  flex: 0 0 100%;
  min-width: 0;
  height: 100%;
  & > img {
    display: block;
    width: 100%;
    height: 100%;
    object-fit: cover;
  }
`;

const arrow = css`
  display: block;
  position: absolute;
  top: 50%;
  transform: translateY(-50%);
  z-index: 1;
  & > button {
    background: ${token('color.bg.surface')};
    color: ${token('color.text.primary')};
    border-color: ${token('color.border.default')};
    box-shadow: ${token('shadow.sm')};
  }
  &[data-tablet-up] {
    display: ${layout('carousel.arrows')};
  }
`;

const controls = css`
  position: absolute;
  inset-inline: 0;
  bottom: ${token('space.xs')};
  z-index: 1;
  display: flex;
  align-items: center;
  justify-content: center;
  gap: ${token('space.xs')};
  pointer-events: none;
  & > * {
    pointer-events: auto;
  }
`;

const dotsBox = css`
  display: flex;
  gap: 2px;
  padding: 0 ${token('space.xs')};
  border-radius: ${token('radius.pill')};
  background: ${token('color.bg.surface')};
`;

const dot = css`
  display: inline-flex;
  align-items: center;
  justify-content: center;
  width: 24px;
  height: 24px;
  padding: 0;
  border: 0;
  border-radius: ${token('radius.pill')};
  background: transparent;
  cursor: pointer;
  &::before {
    content: '';
    width: 10px;
    height: 10px;
    border-radius: ${token('radius.pill')};
    border: 2px solid ${token('color.border.strong')};
    box-sizing: border-box;
  }
  &[aria-current='true']::before {
    width: 12px;
    height: 12px;
    background: ${token('color.action.primary')};
    border-color: ${token('color.action.primary')};
  }
  ${focusRing};
`;

const playButton = css`
  & > button {
    background: ${token('color.bg.surface')};
    color: ${token('color.text.primary')};
  }
`;

/**
 * Slides with arrows, dots, touch swipe and optional autoplay. Autoplay stops on hover and focus, when paused, and when the
 * user prefers reduced motion (which also turns the slide transition off); it has a pause button (WCAG 2.2.2).
 */
export function Carousel({
  slides,
  label,
  autoplay = 0,
  speed = 1000,
  loop = true,
  arrows = true,
  dots = true,
  paused = false,
  index,
  defaultIndex = 0,
  onIndexChange,
  timers = realTimers,
  aspectRatio = '16 / 5',
  perView = 1,
  phoneArrows = false,
}: CarouselProps): ReactNode {
  const intl = useIntl();
  const base = useId();
  const reduced = useReducedMotion();
  const visible = Math.max(1, Math.floor(perView));
  // the positions the carousel can take: one per slide, or fewer when several slides share the view
  const count = positionCount(slides.length, visible);
  const [current, setCurrent] = useControllable(index, defaultIndex, onIndexChange);
  const [userPaused, setUserPaused] = useState(false);
  const [hovered, setHovered] = useState(false);
  const [focused, setFocused] = useState(false);
  const looping = canLoop(count, loop);
  const active = Math.min(Math.max(current, 0), Math.max(count - 1, 0));
  const hasAutoplay = autoplay > 0 && count > 1;
  const atEnd = !looping && active >= count - 1;
  const swipe = useSwipe({
    enabled: count > 1,
    atStart: !looping && active === 0,
    atEnd,
    onStep: (step) => setCurrent(stepIndex(active, step, count, loop)),
  });
  const running = hasAutoplay && !paused && !userPaused && !hovered && !focused && !reduced && !swipe.dragging;

  useEffect(() => {
    if (!running || atEnd) return;
    const h = timers.setTimeout(() => setCurrent(stepIndex(active, 1, count, loop)), autoplay);
    return () => timers.clearTimeout(h);
  }, [running, atEnd, active, autoplay, count, loop, timers, setCurrent]);

  const go = (to: number): void => {
    if (to !== active) setCurrent(to);
  };

  const multi = count > 1;
  return (
    <section
      css={root}
      aria-roledescription="carousel"
      aria-label={label}
      style={{ aspectRatio }}
      onMouseEnter={() => setHovered(true)}
      onMouseLeave={() => setHovered(false)}
      onFocus={() => setFocused(true)}
      onBlur={(e) => {
        if (!e.currentTarget.contains(e.relatedTarget as Node | null)) setFocused(false);
      }}
      {...swipe.handlers}
    >
      <div
        css={track}
        id={`${base}-track`}
        aria-live={running ? 'off' : 'polite'}
        style={{
          transform: `translateX(calc(var(--carousel-sign) * ${(active * 100) / visible}% + ${swipe.offset}px))`,
          // while a finger drags the track follows it at once; on release it snaps to the slide
          transitionDuration: reduced || swipe.dragging ? '0ms' : `${speed}ms`,
        }}
      >
        {slides.map((content, i) => (
          <div
            key={i}
            css={slide}
            style={visible > 1 ? { flexBasis: `${100 / visible}%` } : undefined}
            role="group"
            aria-roledescription="slide"
            aria-label={intl.formatMessage(uiMessages.slidePosition, {
              index: intl.formatNumber(i + 1),
              count: intl.formatNumber(slides.length),
            })}
            inert={i < active || i >= active + visible}
          >
            {content}
          </div>
        ))}
      </div>
      {arrows && multi && (
        <>
          <div css={arrow} style={{ insetInlineStart: token('space.sm') }} data-tablet-up={phoneArrows ? undefined : ''}>
            <IconButton
              variant="ghost"
              label={intl.formatMessage(uiMessages.previousSlide)}
              aria-controls={`${base}-track`}
              disabled={!looping && active === 0}
              onClick={() => go(stepIndex(active, -1, count, loop))}
            >
              <ChevronLeftIcon />
            </IconButton>
          </div>
          <div css={arrow} style={{ insetInlineEnd: token('space.sm') }} data-tablet-up={phoneArrows ? undefined : ''}>
            <IconButton
              variant="ghost"
              label={intl.formatMessage(uiMessages.nextSlide)}
              aria-controls={`${base}-track`}
              disabled={atEnd}
              onClick={() => go(stepIndex(active, 1, count, loop))}
            >
              <ChevronRightIcon />
            </IconButton>
          </div>
        </>
      )}
      {multi && (dots || hasAutoplay) && (
        <div css={controls}>
          {hasAutoplay && !reduced && (
            <span css={playButton}>
              <IconButton
                size="sm"
                variant="ghost"
                label={intl.formatMessage(userPaused || paused ? uiMessages.playSlides : uiMessages.pauseSlides)}
                onClick={() => setUserPaused((p) => !p)}
              >
                {userPaused || paused ? <PlayIcon size={16} /> : <PauseIcon size={16} />}
              </IconButton>
            </span>
          )}
          {dots && (
            <div css={dotsBox} role="group" aria-label={intl.formatMessage(uiMessages.slidePicker)}>
              {Array.from({ length: count }, (_, i) => (
                <button
                  key={i}
                  type="button"
                  css={dot}
                  aria-label={intl.formatMessage(uiMessages.goToSlide, { index: intl.formatNumber(i + 1) })}
                  aria-current={i === active ? 'true' : undefined}
                  aria-controls={`${base}-track`}
                  onClick={() => go(i)}
                />
              ))}
            </div>
          )}
        </div>
      )}
    </section>
  );
}
