import { fireEvent, screen } from '@testing-library/react';
import { describe, expect, it, vi } from 'vitest';
import { pageItems, Pagination } from '../../../../src/ui/index.ts';
import { renderUi } from '../render.tsx';

const show = (page: number, count: number): string =>
  pageItems(page, count)
    .map((i) => (typeof i === 'number' ? String(i) : '…'))
    .join(' ');

describe('pageItems (seed: 5 visible page numbers, 1 margin page, prev/next)', () => {
  it.each([
    [1, 1, '1'],
    [1, 5, '1 2 3 4 5'],
    [3, 7, '1 2 3 4 5 6 7'],
    [1, 20, '1 2 3 4 5 … 20'],
    [3, 20, '1 2 3 4 5 … 20'],
    [4, 20, '1 2 3 4 5 6 … 20'],
    [5, 20, '1 2 3 4 5 6 7 … 20'],
    [6, 20, '1 … 4 5 6 7 8 … 20'],
    [10, 20, '1 … 8 9 10 11 12 … 20'],
    [16, 20, '1 … 14 15 16 17 18 19 20'],
    [18, 20, '1 … 16 17 18 19 20'],
    [20, 20, '1 … 16 17 18 19 20'],
    [99, 20, '1 … 16 17 18 19 20'],
  ])('page %i of %i → %s', (page, count, expected) => {
    expect(show(page, count)).toBe(expected);
  });

  it('honours other range and margin values', () => {
    expect(pageItems(10, 20, 3, 2).map(String).join(' ')).toBe('1 2 gap-start 9 10 11 gap-end 19 20');
    expect(pageItems(1, 0)).toEqual([]);
  });
});

describe('Pagination', () => {
  it('marks the current page, disables prev on the first page and reports clicks', () => {
    const onChange = vi.fn();
    renderUi(<Pagination page={1} pageCount={20} onChange={onChange} />);
    expect(screen.getByRole('navigation', { name: 'Pagination' })).toBeInTheDocument();
    expect(screen.getByRole('button', { name: 'Previous page' })).toBeDisabled();
    expect(screen.getByRole('button', { name: 'Page 1' })).toHaveAttribute('aria-current', 'page');
    fireEvent.click(screen.getByRole('button', { name: 'Next page' }));
    fireEvent.click(screen.getByRole('button', { name: 'Page 20' }));
    fireEvent.click(screen.getByRole('button', { name: 'Page 1' }));
    expect(onChange.mock.calls).toEqual([[2], [20]]);
  });

  it('disables next on the last page and renders nothing for a single page', () => {
    const { rerender } = renderUi(<Pagination page={5} pageCount={5} onChange={() => {}} />);
    expect(screen.getByRole('button', { name: 'Next page' })).toBeDisabled();
    rerender(<Pagination page={1} pageCount={1} onChange={() => {}} />);
    expect(screen.queryByRole('navigation')).toBeNull();
  });

  it('labels pages in Bengali with Bengali digits', () => {
    renderUi(<Pagination page={2} pageCount={3} onChange={() => {}} />, 'bn');
    expect(screen.getByRole('button', { name: 'পৃষ্ঠা ২' })).toHaveTextContent('২');
    expect(screen.getByRole('button', { name: 'পরের পৃষ্ঠা' })).toBeEnabled();
  });
});
