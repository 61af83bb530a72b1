import { screen, within } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import { Table } from '../../../../src/ui/index.ts';
import { renderUi } from '../render.tsx';

describe('Table', () => {
  const columns = [
    { key: 'name', header: 'Name', cell: (r: { name: string }) => r.name },
    { key: 'n', header: 'Amount', cell: () => '1.00', align: 'end' as const },
  ];
  it('has a caption, column headers and an empty row', () => {
    renderUi(<Table caption="Records" columns={columns} rows={[]} rowKey={(r) => r.name} />);
    expect(screen.getByRole('table', { name: 'Records' })).toBeInTheDocument();
    expect(screen.getAllByRole('columnheader').map((h) => h.textContent)).toEqual(['Name', 'Amount']);
    expect(within(screen.getByRole('table')).getByText('No records')).toBeInTheDocument();
  });
  it('renders the rows as cards too (phones): each value next to its column header', () => {
    const { container } = renderUi(<Table caption="Records" columns={columns} rows={[{ name: 'Ann' }, { name: 'Bo' }]} rowKey={(r) => r.name} />);
    const cards = within(container.querySelector('[data-table-cards]') as HTMLElement);
    expect(cards.getByRole('list', { name: 'Records' })).toBeInTheDocument();
    const items = cards.getAllByRole('listitem');
    expect(items).toHaveLength(2);
    const terms = within(items[1]!).getAllByRole('term').map((t) => t.textContent);
    const values = within(items[1]!).getAllByRole('definition').map((d) => d.textContent);
    expect(terms).toEqual(['Name', 'Amount']);
    expect(values).toEqual(['Bo', '1.00']);
  });
});
