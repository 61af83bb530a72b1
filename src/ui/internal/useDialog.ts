import { useEffect, useRef, type RefObject } from 'react';
import { focusableIn } from './focusable.ts';

/** Open dialogs, innermost last: only the innermost one keeps focus. */
const stack: HTMLElement[] = [];
let scrollLocks = 0;
let savedOverflow = '';

function lockScroll(): () => void {
  if (scrollLocks++ === 0) {
    savedOverflow = document.body.style.overflow;
    document.body.style.overflow = 'hidden';
  }
  return () => {
    if (--scrollLocks === 0) document.body.style.overflow = savedOverflow;
  };
}

export interface DialogBehaviour {
  open: boolean;
  onClose: () => void;
  /** Esc closes (default true). */
  closeOnEsc?: boolean;
  /** Element to focus on open; else the first [data-autofocus], the first focusable in the body, the dialog. */
  initialFocus?: RefObject<HTMLElement | null> | undefined;
}

/**
 * Modal behaviour shared by Modal and Drawer: focus moves in on open and back to the opener on close,
 * Tab cycles inside, Esc closes, the page behind does not scroll.
 */
export function useDialog(
  ref: RefObject<HTMLElement | null>,
  { open, onClose, closeOnEsc = true, initialFocus }: DialogBehaviour,
): void {
  const onCloseRef = useRef(onClose);
  useEffect(() => {
    onCloseRef.current = onClose;
  });

  useEffect(() => {
    if (!open) return;
    const opener = document.activeElement instanceof HTMLElement ? document.activeElement : null;
    const root = ref.current;
    if (root) {
      const target =
        initialFocus?.current ??
        root.querySelector<HTMLElement>('[data-autofocus]') ??
        focusableIn(root.querySelector<HTMLElement>('[data-dialog-body]') ?? root)[0] ??
        root;
      target.focus({ preventScroll: true });
    }
    const unlock = lockScroll();
    if (root) stack.push(root);
    // Focus that escapes the innermost dialog (a click outside, a script) is brought back.
    const onFocusIn = (e: FocusEvent): void => {
      const top = stack[stack.length - 1];
      if (!root || top !== root || !(e.target instanceof Node) || root.contains(e.target)) return;
      (focusableIn(root)[0] ?? root).focus({ preventScroll: true });
    };
    document.addEventListener('focusin', onFocusIn);
    return () => {
      document.removeEventListener('focusin', onFocusIn);
      const at = root ? stack.lastIndexOf(root) : -1;
      if (at >= 0) stack.splice(at, 1);
      unlock();
      if (opener?.isConnected) opener.focus({ preventScroll: true });
    };
    // initialFocus is read once on open on purpose
    // eslint-disable-next-line react-hooks/exhaustive-deps
  }, [open, ref]);

  useEffect(() => {
    const root = ref.current;
    if (!open || !root) return;
    // A native listener on the dialog element: a nested dialog is portaled next to it, not inside it, so
    // Esc in the inner one never reaches the outer one.
    const onKeyDown = (e: KeyboardEvent): void => {
      if (e.key === 'Escape' && closeOnEsc) {
        e.stopPropagation();
        e.preventDefault();
        onCloseRef.current();
        return;
      }
      if (e.key !== 'Tab') return;
      const items = focusableIn(root);
      if (items.length === 0) {
        e.preventDefault();
        root.focus();
        return;
      }
      const first = items[0]!;
      const last = items[items.length - 1]!;
      const active = document.activeElement;
      if (e.shiftKey && (active === first || active === root)) {
        e.preventDefault();
        last.focus();
      } else if (!e.shiftKey && active === last) {
        e.preventDefault();
        first.focus();
      } else if (!root.contains(active)) {
        e.preventDefault();
        first.focus();
      }
    };
    root.addEventListener('keydown', onKeyDown);
    return () => root.removeEventListener('keydown', onKeyDown);
  }, [open, closeOnEsc, ref]);
}
