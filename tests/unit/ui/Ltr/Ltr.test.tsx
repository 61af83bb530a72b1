import { screen } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import { Amount, isLtrInput, Ltr, Table, TextField } from '../../../../src/ui/index.ts';
import { renderUi } from '../render.tsx';

// Right-to-left pages: numbers, amounts and codes stay a left-to-right run.

describe('RTL: numbers, amounts and codes stay left to right', () => {
  it('Amount isolates its figure as a left-to-right run', () => {
    renderUi(<Amount value={-1234.5} symbol="Rs" />);
    const figure = screen.getByText(/1,234\.50/);
    expect(figure.tagName).toBe('BDI');
    expect(figure).toHaveAttribute('dir', 'ltr');
  });

  it('Ltr wraps any value in an isolated left-to-right run', () => {
    renderUi(
      <p>
        فون <Ltr>+92 300 1234567</Ltr>
      </p>,
    );
    const run = screen.getByText('+92 300 1234567');
    expect(run.tagName).toBe('BDI');
    expect(run).toHaveAttribute('dir', 'ltr');
  });

  it('number, phone, e-mail and password inputs are dir=ltr; text inputs follow the page', () => {
    renderUi(
      <>
        <TextField label="mobile" type="tel" prefix="+92" />
        <TextField label="amount" inputMode="decimal" />
        <TextField label="email" type="email" />
        <TextField label="password" type="password" />
        <TextField label="name" />
        <TextField label="code" inputMode="numeric" dir="auto" />
      </>,
    );
    for (const name of ['mobile', 'amount', 'email', 'password']) expect(screen.getByLabelText(name)).toHaveAttribute('dir', 'ltr');
    expect(screen.getByLabelText('name')).not.toHaveAttribute('dir');
    expect(screen.getByLabelText('code')).toHaveAttribute('dir', 'auto');
    expect(screen.getByText('+92')).toHaveAttribute('dir', 'ltr');
  });

  it('isLtrInput: by type or input mode', () => {
    expect(isLtrInput('tel', undefined)).toBe(true);
    expect(isLtrInput('number', undefined)).toBe(true);
    expect(isLtrInput('text', 'decimal')).toBe(true);
    expect(isLtrInput('text', 'text')).toBe(false);
    expect(isLtrInput(undefined, undefined)).toBe(false);
  });

  it('end-aligned (numeric) table cells are left-to-right runs; text cells are not', () => {
    renderUi(
      <Table
        caption="t"
        rows={[{ id: '1', name: 'جمع', amount: '-5.00' }]}
        rowKey={(r) => r.id}
        columns={[
          { key: 'name', header: 'name', cell: (r) => r.name },
          { key: 'amount', header: 'amount', align: 'end', cell: (r) => r.amount },
        ]}
      />,
    );
    for (const el of screen.getAllByText('-5.00')) expect(el.closest('bdi')).toHaveAttribute('dir', 'ltr');
    for (const el of screen.getAllByText('جمع')) expect(el.closest('bdi')).toBeNull();
  });
});
