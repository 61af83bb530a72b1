import { act, cleanup, fireEvent, render, screen } from '@testing-library/react';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { LAZY_THRESHOLD, LazyImage } from '../../../../src/ui/index.ts';

type Callback = (entries: { isIntersecting: boolean }[]) => void;

/** A controllable IntersectionObserver: tests say when the image scrolls into view. */
class FakeObserver {
  static last: FakeObserver | null = null;
  readonly observed: Element[] = [];
  disconnected = false;
  constructor(
    readonly callback: Callback,
    readonly options: IntersectionObserverInit,
  ) {
    FakeObserver.last = this;
  }
  observe(el: Element): void {
    this.observed.push(el);
  }
  disconnect(): void {
    this.disconnected = true;
  }
  enter(): void {
    act(() => this.callback([{ isIntersecting: true }]));
  }
}

beforeEach(() => {
  FakeObserver.last = null;
  vi.stubGlobal('IntersectionObserver', FakeObserver);
});
afterEach(() => {
  cleanup();
  vi.unstubAllGlobals();
});

const img = () => screen.getByTestId('lazy-image').querySelector('img');

describe('lazy images', () => {
  it('loads only when a tenth of it is in view, in a box whose size is reserved by aspect-ratio', () => {
    render(<LazyImage src="/cdn/images/a.svg" fallbackSrc="/brands/x/app-icon.svg" alt="" ratio="16 / 9" />);
    expect(screen.getByTestId('lazy-image').style.aspectRatio).toBe('16 / 9');
    expect(img()).toBeNull();
    expect(FakeObserver.last?.options.threshold).toBe(LAZY_THRESHOLD);
    expect(LAZY_THRESHOLD).toBe(0.1);
    FakeObserver.last!.enter();
    expect(img()?.getAttribute('src')).toBe('/cdn/images/a.svg');
    expect(FakeObserver.last!.disconnected).toBe(true);
  });

  it('one attempt: a failed image shows the branded fallback, a failed fallback leaves the empty box', () => {
    render(<LazyImage src="/cdn/images/missing.svg" fallbackSrc="/brands/x/app-icon.svg" alt="" />);
    FakeObserver.last!.enter();
    fireEvent.error(img()!);
    expect(img()?.getAttribute('src')).toBe('/brands/x/app-icon.svg');
    expect(screen.getByTestId('lazy-image').dataset.phase).toBe('fallback');
    fireEvent.error(img()!);
    expect(img()).toBeNull();
    expect(screen.getByTestId('lazy-image').dataset.phase).toBe('failed');
  });

  it('a loaded image is shown; without a fallback a failure leaves the reserved box', () => {
    const { unmount } = render(<LazyImage src="/cdn/images/a.svg" alt="Pixel" />);
    FakeObserver.last!.enter();
    fireEvent.load(img()!);
    expect(screen.getByTestId('lazy-image').dataset.phase).toBe('loaded');
    expect(img()?.getAttribute('alt')).toBe('Pixel');
    unmount();
    render(<LazyImage src="/cdn/images/missing.svg" alt="" />);
    FakeObserver.last!.enter();
    fireEvent.error(img()!);
    expect(img()).toBeNull();
  });
});
