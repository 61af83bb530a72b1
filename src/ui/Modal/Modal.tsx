import { css } from '@emotion/react';
import type { ReactNode, RefObject } from 'react';
import { token } from '../../engine/theme/token.ts';
import { DialogFrame } from '../internal/DialogFrame.tsx';
import { zIndex } from '../styles.ts';

export interface ModalProps {
  open: boolean;
  /** Called by the close button and Esc. An outside click never closes a modal (seed §2). */
  onClose: () => void;
  title: ReactNode;
  children?: ReactNode;
  /** Actions row under the body (e.g. Cancel / Confirm). */
  footer?: ReactNode;
  /** Accessible name of the close button; default "Close" in the current language. */
  closeLabel?: string;
  /** Hide the close button (a forced step such as a first-login password change). */
  hideClose?: boolean;
  /** Esc closes (default true). */
  closeOnEsc?: boolean;
  /** Seed §2: modals default to 200 by 200. */
  minWidth?: number;
  minHeight?: number;
  /** Preferred width in px (capped by the viewport). */
  width?: number;
  initialFocus?: RefObject<HTMLElement | null>;
  /** Portal target (default document.body). */
  container?: HTMLElement;
}

const overlay = css`
  position: fixed;
  inset: 0;
  z-index: ${zIndex.modal};
  display: flex;
  align-items: center;
  justify-content: center;
  padding: ${token('space.md')};
`;

const panel = css`
  max-height: calc(100vh - 2 * ${token('space.md')});
  border: 1px solid ${token('color.border.default')};
  border-radius: ${token('radius.lg')};
`;

/** A dialog over the page: portal to body, focus kept inside, Esc and the close button close it. */
export function Modal({ minWidth = 200, minHeight = 200, width, ...rest }: ModalProps): ReactNode {
  return (
    <DialogFrame
      {...rest}
      kind="modal"
      overlayCss={overlay}
      panelCss={panel}
      panelStyle={{ minWidth, minHeight, width: width === undefined ? undefined : `min(${width}px, 100%)` }}
    />
  );
}
