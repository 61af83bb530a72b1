import { useRef, useState, type DragEvent, type MouseEvent, type PointerEvent } from 'react';
import { DRAG_SLOP, dragOffset, swipeStep } from './swipe.ts';

interface Press {
  x: number;
  y: number;
  id: number;
  width: number;
  /** -1 on a right-to-left page, where the next slide comes from the left: swipe maths runs along the reading direction. */
  sign: 1 | -1;
  dragging: boolean;
}

export interface SwipeHandlers {
  onPointerDown: (e: PointerEvent<HTMLElement>) => void;
  onPointerMove: (e: PointerEvent<HTMLElement>) => void;
  onPointerUp: (e: PointerEvent<HTMLElement>) => void;
  onPointerCancel: () => void;
  onClickCapture: (e: MouseEvent<HTMLElement>) => void;
  onDragStart: (e: DragEvent<HTMLElement>) => void;
}

const readingSign = (el: Element): 1 | -1 => (getComputedStyle(el).direction === 'rtl' ? -1 : 1);

/**
 * Pointer swipes (touch, pen, mouse) on a carousel: the track follows the finger once it has moved past the slop
 * horizontally, and the release steps a slide when it went past the threshold. A mostly vertical move is left to
 * the page (with `touch-action: pan-y` the browser scrolls and cancels the pointer). A drag never ends in a click.
 */
export function useSwipe(opts: { enabled: boolean; atStart: boolean; atEnd: boolean; onStep: (step: -1 | 1) => void }): {
  handlers: SwipeHandlers;
  offset: number;
  dragging: boolean;
} {
  const press = useRef<Press | null>(null);
  const dragged = useRef(false);
  const [offset, setOffset] = useState(0);
  const [dragging, setDragging] = useState(false);
  const end = (): void => {
    press.current = null;
    setDragging(false);
    setOffset(0);
  };
  const handlers: SwipeHandlers = {
    onPointerDown: (e) => {
      if (!opts.enabled || !e.isPrimary || (e.pointerType === 'mouse' && e.button !== 0)) return;
      press.current = { x: e.clientX, y: e.clientY, id: e.pointerId, width: e.currentTarget.clientWidth, sign: readingSign(e.currentTarget), dragging: false };
      dragged.current = false;
    },
    onPointerMove: (e) => {
      const p = press.current;
      if (!p || e.pointerId !== p.id) return;
      const dx = e.clientX - p.x;
      const dy = e.clientY - p.y;
      if (!p.dragging) {
        if (Math.abs(dx) < DRAG_SLOP) return;
        if (Math.abs(dy) > Math.abs(dx)) {
          press.current = null;
          return;
        }
        p.dragging = true;
        setDragging(true);
        try {
          // keep the moves coming when the finger leaves the carousel; only now, so a tap still clicks its link
          e.currentTarget.setPointerCapture(e.pointerId);
        } catch {
          /* a synthetic pointer (tests) has nothing to capture */
        }
      }
      setOffset(p.sign * dragOffset(p.sign * dx, opts.atStart, opts.atEnd));
    },
    onPointerUp: (e) => {
      const p = press.current;
      if (!p || e.pointerId !== p.id) return;
      end();
      if (!p.dragging) return;
      dragged.current = true;
      const step = swipeStep(p.sign * (e.clientX - p.x), e.clientY - p.y, p.width);
      if (step !== 0) opts.onStep(step);
    },
    onPointerCancel: end,
    onClickCapture: (e) => {
      if (!dragged.current) return;
      dragged.current = false;
      e.preventDefault();
      e.stopPropagation();
    },
    // a dragged banner image would start the browser's own image drag instead of the swipe
    onDragStart: (e) => e.preventDefault(),
  };
  return { handlers, offset, dragging };
}
