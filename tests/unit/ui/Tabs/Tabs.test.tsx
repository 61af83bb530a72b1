import { fireEvent, screen } from '@testing-library/react';
import { describe, expect, it, vi } from 'vitest';
import { nextEnabled, Tabs, type TabItem } from '../../../../src/ui/index.ts';
import { renderUi } from '../render.tsx';

const items: TabItem[] = [
  { id: 'user', label: 'Username', content: 'username form' },
  { id: 'sms', label: 'SMS', content: 'sms form' },
  { id: 'off', label: 'Off', content: 'never', disabled: true },
  { id: 'qr', label: 'QR', content: 'qr form' },
];

describe('Tabs (login modal: username / SMS tabs)', () => {
  it('has tablist/tab/tabpanel roles wired by aria-controls and aria-labelledby', () => {
    renderUi(<Tabs label="Login method" items={items} />);
    expect(screen.getByRole('tablist', { name: 'Login method' })).toBeInTheDocument();
    const tab = screen.getByRole('tab', { name: 'Username' });
    expect(tab).toHaveAttribute('aria-selected', 'true');
    const panel = screen.getByRole('tabpanel', { name: 'Username' });
    expect(tab.getAttribute('aria-controls')).toBe(panel.id);
    expect(panel).toHaveTextContent('username form');
  });

  it('keeps one tab stop (roving tabindex) and moves with arrows, skipping disabled tabs and wrapping', () => {
    const onChange = vi.fn();
    renderUi(<Tabs label="Login method" items={items} onChange={onChange} />);
    const tabs = screen.getAllByRole('tab');
    expect(tabs.map((t) => t.tabIndex)).toEqual([0, -1, -1, -1]);
    tabs[0]!.focus();
    fireEvent.keyDown(tabs[0]!, { key: 'ArrowRight' });
    expect(document.activeElement).toBe(tabs[1]);
    expect(tabs[1]).toHaveAttribute('aria-selected', 'true');
    expect(tabs.map((t) => t.tabIndex)).toEqual([-1, 0, -1, -1]);
    fireEvent.keyDown(tabs[1]!, { key: 'ArrowRight' });
    expect(document.activeElement).toBe(tabs[3]); // 'off' is disabled
    fireEvent.keyDown(tabs[3]!, { key: 'ArrowRight' });
    expect(document.activeElement).toBe(tabs[0]); // wraps
    fireEvent.keyDown(tabs[0]!, { key: 'ArrowLeft' });
    expect(document.activeElement).toBe(tabs[3]);
    fireEvent.keyDown(tabs[3]!, { key: 'Home' });
    expect(document.activeElement).toBe(tabs[0]);
    fireEvent.keyDown(tabs[0]!, { key: 'End' });
    expect(document.activeElement).toBe(tabs[3]);
    expect(onChange.mock.calls.map((c) => c[0])).toEqual(['sms', 'qr', 'user', 'qr', 'user', 'qr']);
    expect(screen.getByRole('tabpanel')).toHaveTextContent('qr form');
  });

  it('respects a controlled value', () => {
    renderUi(<Tabs label="x" items={items} value="sms" onChange={() => {}} />);
    expect(screen.getByRole('tab', { name: 'SMS' })).toHaveAttribute('aria-selected', 'true');
    fireEvent.click(screen.getByRole('tab', { name: 'Username' }));
    expect(screen.getByRole('tab', { name: 'SMS' })).toHaveAttribute('aria-selected', 'true');
  });

  it('nextEnabled returns the start when nothing else is enabled', () => {
    expect(nextEnabled([{ disabled: false }, { disabled: true }], 0, 1)).toBe(0);
  });
});
