import { fireEvent, screen } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import { TextField } from '../../../../src/ui/index.ts';
import { renderUi } from '../render.tsx';

describe('TextField', () => {
  it('ties label, hint and error to the input', () => {
    renderUi(<TextField label="Username" hint="6-16 letters" error="Too short" required />);
    const input = screen.getByRole('textbox', { name: /Username/ });
    expect(input).toBeRequired();
    expect(input).toHaveAttribute('aria-invalid', 'true');
    expect(input).toHaveAccessibleDescription('6-16 letters Too short');
    expect(screen.getByText('*')).toHaveAttribute('aria-hidden', 'true');
  });

  it('reveals and hides a password', () => {
    renderUi(<TextField label="Password" type="password" />);
    const input = screen.getByLabelText('Password');
    expect(input).toHaveAttribute('type', 'password');
    fireEvent.click(screen.getByRole('button', { name: 'Show password' }));
    expect(input).toHaveAttribute('type', 'text');
    fireEvent.click(screen.getByRole('button', { name: 'Hide password' }));
    expect(input).toHaveAttribute('type', 'password');
  });
});
