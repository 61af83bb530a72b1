import { act, fireEvent, screen } from '@testing-library/react';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { Button, ToastProvider, useToast } from '../../../../src/ui/index.ts';
import { renderUi } from '../render.tsx';

describe('Toast', () => {
  afterEach(() => vi.useRealTimers());

  function Trigger(): React.ReactNode {
    const toast = useToast();
    return (
      <Button onClick={() => toast.show('Saved', { tone: 'success', duration: 3000 })}>save</Button>
    );
  }

  it('adds to a polite live region and goes away after its duration', () => {
    vi.useFakeTimers();
    renderUi(
      <ToastProvider>
        <Trigger />
      </ToastProvider>,
    );
    const region = screen.getByRole('region', { name: 'Notifications' });
    expect(region.querySelector('[aria-live="polite"]')).not.toBeNull();
    fireEvent.click(screen.getByRole('button', { name: 'save' }));
    expect(region).toHaveTextContent('Saved');
    act(() => vi.advanceTimersByTime(2999));
    expect(region).toHaveTextContent('Saved');
    act(() => vi.advanceTimersByTime(1));
    expect(region).not.toHaveTextContent('Saved');
  });

  it('can be dismissed', () => {
    renderUi(
      <ToastProvider>
        <Trigger />
      </ToastProvider>,
    );
    fireEvent.click(screen.getByRole('button', { name: 'save' }));
    fireEvent.click(screen.getByRole('button', { name: 'Dismiss' }));
    expect(screen.getByRole('region', { name: 'Notifications' })).not.toHaveTextContent('Saved');
  });

  it('useToast outside the provider is an error', () => {
    const spy = vi.spyOn(console, 'error').mockImplementation(() => {});
    expect(() => renderUi(<Trigger />)).toThrow(/ToastProvider/);
    spy.mockRestore();
  });
});
