/** Movement (px) before a press counts as a drag: below it a tap stays a click on the slide's link. */
export const DRAG_SLOP = 10;

/** How far a finger must travel to change slide: a fifth of the viewport, between 40 and 80 px. */
export function swipeThreshold(width: number): number {
  return Math.min(80, Math.max(40, width * 0.2));
}

/**
 * The step a finished swipe makes: +1 (next) for a move against the reading direction past the threshold (leftward
 * in left-to-right pages; callers pass dx negated on right-to-left ones), -1 (previous) for the other way, 0 for a
 * short or mostly vertical move (the page scrolled, the carousel stays).
 */
export function swipeStep(dx: number, dy: number, width: number): -1 | 0 | 1 {
  if (Math.abs(dx) <= Math.abs(dy)) return 0;
  if (Math.abs(dx) < swipeThreshold(width)) return 0;
  return dx < 0 ? 1 : -1;
}

/**
 * The track follows the finger, with resistance past the first or last slide when the carousel does not loop
 * (dx along the reading direction, as for swipeStep).
 */
export function dragOffset(dx: number, atStart: boolean, atEnd: boolean): number {
  if ((dx > 0 && atStart) || (dx < 0 && atEnd)) return dx / 3;
  return dx;
}
