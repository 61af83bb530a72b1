import { act, fireEvent, screen } from '@testing-library/react';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { canLoop, Carousel, dragOffset, stepIndex, swipeStep, swipeThreshold, type Timers } from '../../../../src/ui/index.ts';
import { renderUi } from '../render.tsx';

const slides = ['A', 'B', 'C'].map((s) => <p key={s}>slide {s}</p>);
const current = (): string | null =>
  screen
    .getAllByRole('group')
    .filter((g) => g.getAttribute('aria-roledescription') === 'slide')
    .find((g) => !g.hasAttribute('inert'))
    ?.textContent ?? null;

describe('carousel loop rule: loops only with more than one banner', () => {
  it('canLoop needs loop on and more than one slide', () => {
    expect(canLoop(1, true)).toBe(false);
    expect(canLoop(0, true)).toBe(false);
    expect(canLoop(2, true)).toBe(true);
    expect(canLoop(5, false)).toBe(false);
  });

  it('stepIndex wraps when looping and clamps otherwise', () => {
    expect(stepIndex(2, 1, 3, true)).toBe(0);
    expect(stepIndex(0, -1, 3, true)).toBe(2);
    expect(stepIndex(2, 1, 3, false)).toBe(2);
    expect(stepIndex(0, -1, 3, false)).toBe(0);
    expect(stepIndex(0, 1, 1, true)).toBe(0);
  });
});

describe('Carousel', () => {
  beforeEach(() => vi.useFakeTimers());
  afterEach(() => vi.useRealTimers());

  it('autoplays every `autoplay` ms and wraps to the first slide', () => {
    renderUi(<Carousel label="Banners" slides={slides} autoplay={5000} speed={1000} />);
    expect(current()).toBe('slide A');
    act(() => vi.advanceTimersByTime(4999));
    expect(current()).toBe('slide A');
    act(() => vi.advanceTimersByTime(1));
    expect(current()).toBe('slide B');
    act(() => vi.advanceTimersByTime(5000));
    expect(current()).toBe('slide C');
    act(() => vi.advanceTimersByTime(5000));
    expect(current()).toBe('slide A');
  });

  it('without loop, autoplay stops on the last slide and the next arrow is disabled', () => {
    renderUi(<Carousel label="Banners" slides={slides} autoplay={1000} loop={false} />);
    for (let i = 0; i < 10; i++) act(() => vi.advanceTimersByTime(1000));
    expect(current()).toBe('slide C');
    expect(screen.getByRole('button', { name: 'Next slide' })).toBeDisabled();
  });

  it('a single slide never loops: no arrows, no dots, no autoplay', () => {
    renderUi(<Carousel label="Banners" slides={[<p key="x">only</p>]} autoplay={1000} />);
    expect(screen.queryByRole('button')).toBeNull();
    act(() => vi.advanceTimersByTime(10_000));
    expect(current()).toBe('only');
  });

  it('does not move while paused, nor after the pause button', () => {
    const { rerender } = renderUi(<Carousel label="Banners" slides={slides} autoplay={1000} paused />);
    act(() => vi.advanceTimersByTime(5000));
    expect(current()).toBe('slide A');
    rerender(<Carousel label="Banners" slides={slides} autoplay={1000} />);
    fireEvent.click(screen.getByRole('button', { name: 'Pause slideshow' }));
    act(() => vi.advanceTimersByTime(5000));
    expect(current()).toBe('slide A');
    fireEvent.click(screen.getByRole('button', { name: 'Play slideshow' }));
    act(() => vi.advanceTimersByTime(1000));
    expect(current()).toBe('slide B');
  });

  it('pauses while hovered', () => {
    renderUi(<Carousel label="Banners" slides={slides} autoplay={1000} />);
    fireEvent.mouseEnter(screen.getByRole('region', { name: 'Banners' }));
    act(() => vi.advanceTimersByTime(5000));
    expect(current()).toBe('slide A');
  });

  it('schedules through injected timers', () => {
    const queue: (() => void)[] = [];
    const timers: Timers = { setTimeout: (fn) => queue.push(fn), clearTimeout: () => {} };
    renderUi(<Carousel label="Banners" slides={slides} autoplay={5000} timers={timers} />);
    expect(queue.length).toBeGreaterThan(0);
    act(() => queue.at(-1)!());
    expect(current()).toBe('slide B');
  });

  it('arrows and dots move, dots mark the current slide', () => {
    renderUi(<Carousel label="Banners" slides={slides} />);
    fireEvent.click(screen.getByRole('button', { name: 'Previous slide' }));
    expect(current()).toBe('slide C');
    fireEvent.click(screen.getByRole('button', { name: 'Go to slide 2' }));
    expect(current()).toBe('slide B');
    expect(screen.getByRole('button', { name: 'Go to slide 2' })).toHaveAttribute('aria-current', 'true');
  });

  it('with reduced motion: no autoplay and no transition', () => {
    const mm = vi.fn().mockReturnValue({ matches: true, addEventListener: () => {}, removeEventListener: () => {} });
    vi.stubGlobal('matchMedia', mm);
    try {
      const { container } = renderUi(<Carousel label="Banners" slides={slides} autoplay={1000} />);
      act(() => vi.advanceTimersByTime(5000));
      expect(current()).toBe('slide A');
      const track = container.querySelector<HTMLElement>('[aria-live]')!;
      expect(track.style.transitionDuration).toBe('0ms');
    } finally {
      vi.unstubAllGlobals();
    }
  });
});

describe('carousel swipe (touch)', () => {
  it('a leftward swipe past the threshold goes to the next slide, a rightward one back', () => {
    expect(swipeThreshold(390)).toBe(78);
    expect(swipeThreshold(100)).toBe(40);
    expect(swipeThreshold(1200)).toBe(80);
    expect(swipeStep(-100, 5, 390)).toBe(1);
    expect(swipeStep(100, -5, 390)).toBe(-1);
  });

  it('a short or mostly vertical move does not change slide (the page scrolls)', () => {
    expect(swipeStep(-70, 0, 390)).toBe(0);
    expect(swipeStep(-100, 120, 390)).toBe(0);
    expect(swipeStep(0, 0, 390)).toBe(0);
  });

  it('dragging past either end of a non-looping carousel meets resistance', () => {
    expect(dragOffset(-90, true, false)).toBe(-90);
    expect(dragOffset(90, true, false)).toBe(30);
    expect(dragOffset(-90, false, true)).toBe(-30);
    expect(dragOffset(60, false, false)).toBe(60);
  });

  it('a pointer swipe on the carousel moves to the next slide and back', () => {
    renderUi(<Carousel label="Banners" slides={slides} loop={false} />);
    const region = screen.getByRole('region', { name: 'Banners' });
    Object.defineProperty(region, 'clientWidth', { value: 390 });
    const swipe = (from: number, to: number): void => {
      fireEvent.pointerDown(region, { pointerId: 1, isPrimary: true, pointerType: 'touch', clientX: from, clientY: 100 });
      fireEvent.pointerMove(region, { pointerId: 1, isPrimary: true, pointerType: 'touch', clientX: (from + to) / 2, clientY: 102 });
      fireEvent.pointerMove(region, { pointerId: 1, isPrimary: true, pointerType: 'touch', clientX: to, clientY: 104 });
      fireEvent.pointerUp(region, { pointerId: 1, isPrimary: true, pointerType: 'touch', clientX: to, clientY: 104 });
    };
    expect(current()).toBe('slide A');
    swipe(300, 100);
    expect(current()).toBe('slide B');
    swipe(100, 300);
    expect(current()).toBe('slide A');
    // a short move is not a swipe
    swipe(300, 260);
    expect(current()).toBe('slide A');
  });
});
