import { css } from '@emotion/react';
import type { CSSProperties, ReactNode, RefObject } from 'react';
import { layout } from '../../engine/theme/layout.ts';
import { token } from '../../engine/theme/token.ts';
import { DialogFrame } from '../internal/DialogFrame.tsx';
import { zIndex } from '../styles.ts';

export interface ModalProps {
  open: boolean;
  /** Called by the close button and Esc. An outside click never closes a modal: a half-filled form is never lost to a stray tap. */
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
  /** The platform's default modal size: 200 by 200. */
  minWidth?: number;
  minHeight?: number;
  /** Preferred width in px (capped by the viewport). */
  width?: number;
  initialFocus?: RefObject<HTMLElement | null>;
  /** Portal target (default document.body). */
  container?: HTMLElement;
}

// Phones: an edge-to-edge sheet as tall as the dynamic viewport (the header with the close button stays put, the
// body scrolls); tablet and up: a centred box. The tier values live in the layout tokens (dialog.*).
const overlay = css`
  position: fixed;
  inset: 0;
  z-index: ${zIndex.modal};
  display: flex;
  align-items: center;
  justify-content: center;
  padding: ${layout('dialog.inset')};
`;

const panel = css`
  box-sizing: border-box;
  width: ${layout('dialog.width')};
  height: ${layout('dialog.height')};
  max-height: ${layout('dialog.maxHeight')};
  padding-top: ${layout('dialog.safeTop')};
  padding-bottom: ${layout('dialog.safeBottom')};
  padding-inline: env(safe-area-inset-left, 0px) env(safe-area-inset-right, 0px);
  border: ${layout('dialog.border')} solid ${token('color.border.default')};
  border-radius: ${layout('dialog.radius')};
  /* a long title wraps instead of widening the sheet */
  overflow-wrap: anywhere;
`;

/** A dialog over the page (a full-height sheet on phones): portal to body, focus kept inside, Esc and the close button close it. */
export function Modal({ minWidth = 200, minHeight = 200, width, ...rest }: ModalProps): ReactNode {
  return (
    <DialogFrame
      {...rest}
      kind="modal"
      overlayCss={overlay}
      panelCss={panel}
      panelStyle={{
        minWidth,
        minHeight,
        ...(width === undefined ? {} : { '--dialog-width': `min(${width}px, 100%)` }),
      } as CSSProperties}
    />
  );
}
