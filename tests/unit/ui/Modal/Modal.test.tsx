import { act, fireEvent, screen } from '@testing-library/react';
import { useState, type ReactNode } from 'react';
import { describe, expect, it, vi } from 'vitest';
import { Button, Modal } from '../../../../src/ui/index.ts';
import { renderUi } from '../render.tsx';

function Harness({ onClose }: { onClose?: () => void }): ReactNode {
  const [open, setOpen] = useState(false);
  return (
    <>
      <Button onClick={() => setOpen(true)}>Open</Button>
      <Modal
        open={open}
        title="Sign in"
        onClose={() => {
          onClose?.();
          setOpen(false);
        }}
        footer={<Button>Submit</Button>}
      >
        <input aria-label="Username" />
        <input aria-label="Password" />
      </Modal>
    </>
  );
}

describe('Modal: defaults to 200×200 and does not close on an outside click', () => {
  it('portals a labelled dialog to document.body with a default min size of 200×200', () => {
    const { container } = renderUi(
      <Modal open title="Notice" onClose={() => {}}>
        body
      </Modal>,
    );
    const dialog = screen.getByRole('dialog', { name: 'Notice' });
    expect(container.contains(dialog)).toBe(false);
    expect(document.body.contains(dialog)).toBe(true);
    expect(dialog).toHaveAttribute('aria-modal', 'true');
    expect(dialog.style.minWidth).toBe('200px');
    expect(dialog.style.minHeight).toBe('200px');
  });

  it('closes on Esc and on the close button, whose label is a prop (default "Close")', () => {
    const onClose = vi.fn();
    renderUi(
      <Modal open title="Notice" onClose={onClose} closeLabel="Dismiss notice">
        <p>text</p>
      </Modal>,
    );
    fireEvent.keyDown(screen.getByRole('dialog'), { key: 'Escape' });
    expect(onClose).toHaveBeenCalledTimes(1);
    fireEvent.click(screen.getByRole('button', { name: 'Dismiss notice' }));
    expect(onClose).toHaveBeenCalledTimes(2);
  });

  it('uses the translated default close label', () => {
    renderUi(
      <Modal open title="নোটিশ" onClose={() => {}}>
        x
      </Modal>,
      'bn',
    );
    expect(screen.getByRole('button', { name: 'বন্ধ করুন' })).toBeInTheDocument();
  });

  it('does not close on a click outside the dialog', () => {
    const onClose = vi.fn();
    renderUi(
      <Modal open title="Notice" onClose={onClose}>
        x
      </Modal>,
    );
    const backdrop = document.querySelector('[data-modal-backdrop]')!;
    fireEvent.pointerDown(backdrop);
    fireEvent.mouseDown(backdrop);
    fireEvent.click(backdrop);
    fireEvent.click(document.body);
    expect(onClose).not.toHaveBeenCalled();
  });

  it('moves focus in on open, traps Tab, and returns focus to the opener on close', () => {
    renderUi(<Harness />);
    const opener = screen.getByRole('button', { name: 'Open' });
    opener.focus();
    fireEvent.click(opener);
    const dialog = screen.getByRole('dialog');
    const username = screen.getByRole('textbox', { name: 'Username' });
    expect(document.activeElement).toBe(username);

    const close = screen.getByRole('button', { name: 'Close' });
    const submit = screen.getByRole('button', { name: 'Submit' });
    submit.focus();
    fireEvent.keyDown(dialog, { key: 'Tab' });
    expect(document.activeElement).toBe(close);
    fireEvent.keyDown(dialog, { key: 'Tab', shiftKey: true });
    expect(document.activeElement).toBe(submit);

    // focus that escapes (a script, a click on the page behind) is brought back
    act(() => opener.focus());
    expect(dialog.contains(document.activeElement)).toBe(true);

    fireEvent.keyDown(dialog, { key: 'Escape' });
    expect(screen.queryByRole('dialog')).toBeNull();
    expect(document.activeElement).toBe(opener);
  });

  it('locks page scroll while open', () => {
    const { rerender } = renderUi(
      <Modal open title="A" onClose={() => {}}>
        x
      </Modal>,
    );
    expect(document.body.style.overflow).toBe('hidden');
    rerender(
      <Modal open={false} title="A" onClose={() => {}}>
        x
      </Modal>,
    );
    expect(document.body.style.overflow).toBe('');
  });

  it('Esc in a nested modal closes only the inner one', () => {
    const outer = vi.fn();
    const inner = vi.fn();
    renderUi(
      <Modal open title="Outer" onClose={outer}>
        <Modal open title="Inner" onClose={inner}>
          <button type="button">in</button>
        </Modal>
      </Modal>,
    );
    fireEvent.keyDown(screen.getByRole('dialog', { name: 'Inner' }), { key: 'Escape' });
    expect(inner).toHaveBeenCalledTimes(1);
    expect(outer).not.toHaveBeenCalled();
  });
});
