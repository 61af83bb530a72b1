import { fireEvent, screen } from '@testing-library/react';
import { describe, expect, it, vi } from 'vitest';
import { Drawer } from '../../../../src/ui/index.ts';
import { renderUi } from '../render.tsx';

describe('Drawer', () => {
  it('is a modal dialog that closes on Esc and (unlike Modal) on the dimmed page', () => {
    const onClose = vi.fn();
    renderUi(
      <Drawer open title="Member" onClose={onClose}>
        <a href="/wallet">Wallet</a>
      </Drawer>,
    );
    const dialog = screen.getByRole('dialog', { name: 'Member' });
    expect(document.activeElement).toBe(screen.getByRole('link', { name: 'Wallet' }));
    fireEvent.keyDown(dialog, { key: 'Escape' });
    fireEvent.click(document.querySelector('[data-ui-portal="drawer"] > [aria-hidden="true"]')!);
    expect(onClose).toHaveBeenCalledTimes(2);
  });
});
