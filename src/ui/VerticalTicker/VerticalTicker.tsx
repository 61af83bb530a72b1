import { css, keyframes } from '@emotion/react';
import { useLayoutEffect, useRef, useState, type ReactNode } from 'react';
import { token } from '../../engine/theme/token.ts';
import { PauseIcon, PlayIcon } from '../icons.tsx';
import { IconButton } from '../IconButton/IconButton.tsx';
import { useReducedMotion } from '../internal/useReducedMotion.ts';

// Like Marquee, vertically: the track holds the rows twice and moves up by half its height, so the loop is
// seamless. At rest (paused, animations off) the first row is at the top.
const scroll = keyframes`
  from { transform: translateY(0); }
  to { transform: translateY(-50%); }
`;

const root = css`
  display: flex;
  flex-direction: column;
  gap: ${token('space.xs')};
`;

const viewport = css`
  overflow: hidden;
`;

const list = css`
  margin: 0;
  padding: 0;
  list-style: none;
`;

const track = css`
  animation-name: ${scroll};
  animation-timing-function: linear;
  animation-iteration-count: infinite;
  will-change: transform;
  [data-paused] & {
    animation-play-state: paused;
  }
  [data-ticker]:hover &,
  [data-ticker]:focus-within & {
    animation-play-state: paused;
  }
`;

// above the rows, at the end of the line: never over a row's content
const pause = css`
  align-self: flex-end;
`;

export interface VerticalTickerProps {
  /** The rows, each rendered as a list item. */
  rows: { key: string; content: ReactNode }[];
  /** Height of the visible window in px; rows that fit are shown still. */
  height: number;
  /** Scroll speed in px per second (default 30). */
  speed?: number;
  /** Hold the rows still (stories, visual runs). */
  paused?: boolean;
  /** Accessible names of the pause control (the caller's words, e.g. "Pause winners"). */
  pauseLabel: string;
  playLabel: string;
  /** Whether the rows will overflow, before they can be measured (server HTML, hydration): the caller's estimate keeps the window's size from moving. */
  expectOverflow?: boolean;
}

/**
 * A list that scrolls upwards in a loop when it is taller than its window (the home page's winner board: the ranks
 * from 4 on). Pauses on hover, focus and with its pause button (WCAG 2.2.2); with reduced motion it shows every row.
 */
export function VerticalTicker({ rows, height, speed = 30, paused = false, pauseLabel, playLabel, expectOverflow = false }: VerticalTickerProps): ReactNode {
  const reduced = useReducedMotion();
  const [userPaused, setUserPaused] = useState(false);
  const [overflows, setOverflows] = useState(expectOverflow);
  const [duration, setDuration] = useState(20);
  const listRef = useRef<HTMLUListElement>(null);

  useLayoutEffect(() => {
    const el = listRef.current;
    if (!el) return;
    const measure = (): void => {
      const h = el.scrollHeight;
      setOverflows(h > height);
      setDuration(Math.max(4, h / Math.max(1, speed)));
    };
    measure();
    if (typeof ResizeObserver === 'undefined') return;
    const ro = new ResizeObserver(measure);
    ro.observe(el);
    return () => ro.disconnect();
  }, [rows, height, speed]);

  const moving = overflows && !reduced;
  const isPaused = paused || userPaused;
  const items = (copy: string): ReactNode => rows.map((r) => <li key={`${copy}${r.key}`}>{r.content}</li>);
  return (
    <div css={root} data-ticker="" data-paused={isPaused ? '' : undefined}>
      {moving && (
        <span css={pause}>
          <IconButton size="sm" label={isPaused ? playLabel : pauseLabel} onClick={() => setUserPaused((p) => !p)}>
            {isPaused ? <PlayIcon size={16} /> : <PauseIcon size={16} />}
          </IconButton>
        </span>
      )}
      {/* still (short list, reduced motion): every row shows, nothing to scroll */}
      <div css={viewport} style={moving ? { height } : undefined}>
        <div css={moving ? track : undefined} style={moving ? { animationDuration: `${duration}s` } : undefined}>
          <ul css={list} ref={listRef}>
            {items('')}
          </ul>
          {moving && (
            <ul css={list} aria-hidden="true" inert>
              {items('copy-')}
            </ul>
          )}
        </div>
      </div>
    </div>
  );
}
