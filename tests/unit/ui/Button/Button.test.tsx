import { fireEvent, screen } from '@testing-library/react';
import { describe, expect, it, vi } from 'vitest';
import { Button } from '../../../../src/ui/index.ts';
import { renderUi } from '../render.tsx';

describe('Button', () => {
  it('loading keeps the label as the name, sets aria-busy and blocks clicks', () => {
    const onClick = vi.fn();
    renderUi(
      <Button loading onClick={onClick}>
        Deposit
      </Button>,
    );
    const b = screen.getByRole('button', { name: 'Deposit' });
    expect(b).toHaveAttribute('aria-busy', 'true');
    expect(b).toBeDisabled();
    fireEvent.click(b);
    expect(onClick).not.toHaveBeenCalled();
  });

  it('icon-only buttons are named by aria-label', () => {
    renderUi(<Button icon={<svg />} aria-label="Search" />);
    expect(screen.getByRole('button', { name: 'Search' })).toHaveAttribute('data-icon-only');
  });
});
