import { fireEvent, screen } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import { Checkbox, Select } from '../../../../src/ui/index.ts';
import { renderUi } from '../render.tsx';

describe('Select and Checkbox', () => {
  it('Select is a labelled native select with a placeholder option', () => {
    renderUi(<Select label="Question type" placeholder="Choose…" options={[{ value: 'a', label: 'Deposit' }]} error="Pick one" />);
    const s = screen.getByRole('combobox', { name: 'Question type' });
    expect(s).toHaveAccessibleDescription('Pick one');
    expect(screen.getAllByRole('option').map((o) => o.textContent)).toEqual(['Choose…', 'Deposit']);
  });

  it('Checkbox toggles from its label', () => {
    renderUi(<Checkbox label="Remember me" description="For 1 day" />);
    const c = screen.getByRole('checkbox', { name: 'Remember me' });
    fireEvent.click(screen.getByText('Remember me'));
    expect(c).toBeChecked();
    expect(c).toHaveAccessibleDescription('For 1 day');
  });
});
