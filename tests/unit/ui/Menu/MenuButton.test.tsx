import { fireEvent, screen } from '@testing-library/react';
import { describe, expect, it, vi } from 'vitest';
import { MenuButton } from '../../../../src/ui/index.ts';
import { renderUi } from '../render.tsx';

describe('MenuButton (header member menu and language menu)', () => {
  it('opens on ArrowDown with focus on the first item, moves with arrows, Esc returns focus', () => {
    const onSelect = vi.fn();
    renderUi(
      <MenuButton
        items={[
          { id: 'a', label: 'Profile', onSelect },
          { id: 'b', label: 'Wallet' },
          { id: 'c', label: 'Log out', tone: 'danger' },
        ]}
      >
        Account
      </MenuButton>,
    );
    const trigger = screen.getByRole('button', { name: 'Account' });
    expect(trigger).toHaveAttribute('aria-expanded', 'false');
    fireEvent.keyDown(trigger, { key: 'ArrowDown' });
    expect(trigger).toHaveAttribute('aria-expanded', 'true');
    const items = screen.getAllByRole('menuitem');
    expect(document.activeElement).toBe(items[0]);
    fireEvent.keyDown(items[0]!, { key: 'ArrowUp' });
    expect(document.activeElement).toBe(items[2]);
    fireEvent.keyDown(items[2]!, { key: 'Escape' });
    expect(screen.queryByRole('menu')).toBeNull();
    expect(document.activeElement).toBe(trigger);
    fireEvent.click(trigger);
    fireEvent.click(screen.getByRole('menuitem', { name: 'Profile' }));
    expect(onSelect).toHaveBeenCalledTimes(1);
    expect(screen.queryByRole('menu')).toBeNull();
  });

  it('closes on a click outside; selected items make it a radio menu', () => {
    renderUi(
      <MenuButton
        defaultOpen
        items={[
          { id: 'en', label: 'English', selected: false },
          { id: 'bn', label: 'বাংলা', selected: true },
        ]}
      >
        Language
      </MenuButton>,
    );
    expect(screen.getByRole('menuitemradio', { name: 'বাংলা' })).toHaveAttribute('aria-checked', 'true');
    fireEvent.pointerDown(document.body);
    expect(screen.queryByRole('menu')).toBeNull();
  });
});
