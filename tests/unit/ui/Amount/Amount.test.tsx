import { fireEvent, screen } from '@testing-library/react';
import { describe, expect, it, vi } from 'vitest';
import { Amount } from '../../../../src/ui/index.ts';
import { renderUi } from '../render.tsx';

describe('Amount: 2 decimals, thousands separators, can be hidden', () => {
  it('formats with 2 decimals and grouping, with the currency symbol', () => {
    renderUi(<Amount value={1234567.5} symbol="$" />);
    expect(screen.getByText('$1,234,567.50')).toBeInTheDocument();
  });

  it('accepts strings from the API and rounds to 2 decimals', () => {
    renderUi(<Amount value="0.005" />);
    expect(screen.getByText('0.01')).toBeInTheDocument();
  });

  it('uses Bengali digits and lakh grouping in BN', () => {
    renderUi(<Amount value={1234567.89} symbol="৳" />, 'bn');
    expect(screen.getByText('৳১২,৩৪,৫৬৭.৮৯')).toBeInTheDocument();
  });

  it('hides as **** behind a toggle and reports changes', () => {
    const onHiddenChange = vi.fn();
    renderUi(<Amount value={99.9} hideable onHiddenChange={onHiddenChange} />);
    expect(screen.getByText('99.90')).toBeInTheDocument();
    fireEvent.click(screen.getByRole('button', { name: 'Hide amount' }));
    expect(screen.queryByText('99.90')).toBeNull();
    expect(screen.getByText('****')).toHaveAttribute('aria-hidden', 'true');
    expect(screen.getByText('Amount hidden')).toBeInTheDocument();
    fireEvent.click(screen.getByRole('button', { name: 'Show amount' }));
    expect(screen.getByText('99.90')).toBeInTheDocument();
    expect(onHiddenChange.mock.calls).toEqual([[true], [false]]);
  });

  it('can be controlled (one switch hides every balance)', () => {
    renderUi(<Amount value={5} hideable hidden onHiddenChange={() => {}} />);
    expect(screen.getByText('****')).toBeInTheDocument();
    fireEvent.click(screen.getByRole('button', { name: 'Show amount' }));
    expect(screen.getByText('****')).toBeInTheDocument();
  });

  it('ignores `hidden` without `hideable`, and shows — for a non-number', () => {
    renderUi(<Amount value="abc" hidden />);
    expect(screen.getByText('—')).toBeInTheDocument();
  });
});
