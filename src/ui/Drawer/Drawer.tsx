import { css } from '@emotion/react';
import type { ReactNode, RefObject } from 'react';
import { DialogFrame } from '../internal/DialogFrame.tsx';
import { zIndex } from '../styles.ts';

export interface DrawerProps {
  open: boolean;
  onClose: () => void;
  title: ReactNode;
  children?: ReactNode;
  /** The edge the panel sits on: the inline end (default) or start, so a right-to-left page mirrors it. */
  side?: 'start' | 'end';
  /** Width in px (capped by the viewport). */
  width?: number;
  closeLabel?: string;
  /** A drawer is a menu panel, so a click on the dimmed page closes it (default true). */
  closeOnOverlayClick?: boolean;
  initialFocus?: RefObject<HTMLElement | null>;
  container?: HTMLElement;
}

const overlay = css`
  position: fixed;
  inset: 0;
  z-index: ${zIndex.overlay};
  display: flex;
  &[data-side='end'] {
    justify-content: flex-end;
  }
`;

const panel = css`
  height: 100%;
`;

/** A side panel (member menu, mobile navigation): modal, focus kept inside, Esc closes. */
export function Drawer({ side = 'end', width = 320, closeOnOverlayClick = true, ...rest }: DrawerProps): ReactNode {
  return (
    <DialogFrame
      {...rest}
      kind="drawer"
      overlayCss={overlay}
      overlayData={{ 'data-side': side }}
      panelCss={panel}
      panelStyle={{ width: `min(${width}px, 100%)` }}
      onBackdropClick={closeOnOverlayClick ? rest.onClose : undefined}
    />
  );
}
