import { act, cleanup, fireEvent, render, screen } from '@testing-library/react';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { IntlProvider } from 'react-intl';
import { canLoop, Carousel, positionCount, stepIndex } from '../../../../src/ui/index.ts';

afterEach(cleanup);

const tiles = (n: number) => Array.from({ length: n }, (_, i) => <p key={i}>tile {i + 1}</p>);
const visible = (): string[] =>
  screen
    .getAllByRole('group')
    .filter((g) => g.getAttribute('aria-roledescription') === 'slide' && !g.hasAttribute('inert'))
    .map((g) => g.textContent ?? '');
const renderIntl = (ui: React.ReactElement) => render(<IntlProvider locale="en">{ui}</IntlProvider>);

describe('banner carousel loops only with more than one banner', () => {
  it('one banner: no loop; two: loop', () => {
    expect(canLoop(positionCount(1), true)).toBe(false);
    expect(canLoop(positionCount(2), true)).toBe(true);
    expect(stepIndex(1, 1, positionCount(2), true)).toBe(0);
  });
});

describe('hot games carousel: 4 per view, one game per step', () => {
  beforeEach(() => vi.useFakeTimers());
  afterEach(() => vi.useRealTimers());

  it('has one position per first visible game, and a single one when 4 or fewer games', () => {
    expect(positionCount(24, 4)).toBe(21);
    expect(positionCount(8, 4)).toBe(5);
    expect(positionCount(4, 4)).toBe(1);
    expect(positionCount(3, 4)).toBe(1);
    expect(canLoop(positionCount(4, 4), true)).toBe(false);
  });

  it('shows 4 games and moves one game every 1200 ms, wrapping after the last game is in view', () => {
    renderIntl(<Carousel label="Hot games" slides={tiles(6)} perView={4} autoplay={1200} dots={false} />);
    expect(visible()).toEqual(['tile 1', 'tile 2', 'tile 3', 'tile 4']);
    act(() => vi.advanceTimersByTime(1199));
    expect(visible()[0]).toBe('tile 1');
    act(() => vi.advanceTimersByTime(1));
    expect(visible()).toEqual(['tile 2', 'tile 3', 'tile 4', 'tile 5']);
    act(() => vi.advanceTimersByTime(1200));
    expect(visible()).toEqual(['tile 3', 'tile 4', 'tile 5', 'tile 6']);
    act(() => vi.advanceTimersByTime(1200));
    expect(visible()).toEqual(['tile 1', 'tile 2', 'tile 3', 'tile 4']);
  });

  it('arrows step one game at a time', () => {
    renderIntl(<Carousel label="Hot games" slides={tiles(9)} perView={4} dots={false} />);
    fireEvent.click(screen.getByRole('button', { name: 'Next slide' }));
    expect(visible()[0]).toBe('tile 2');
    fireEvent.click(screen.getByRole('button', { name: 'Previous slide' }));
    fireEvent.click(screen.getByRole('button', { name: 'Previous slide' }));
    expect(visible()[0]).toBe('tile 6');
  });

  it('four games or fewer do not move', () => {
    renderIntl(<Carousel label="Hot games" slides={tiles(4)} perView={4} autoplay={1200} />);
    act(() => vi.advanceTimersByTime(10_000));
    expect(visible()).toEqual(['tile 1', 'tile 2', 'tile 3', 'tile 4']);
    expect(screen.queryByRole('button')).toBeNull();
  });
});
