import { css } from '@emotion/react';
import { useId, useRef, type ReactNode, type RefObject } from 'react';
import { createPortal } from 'react-dom';
import { useIntl } from 'react-intl';
import { token } from '../../engine/theme/token.ts';
import { CloseIcon } from '../icons.tsx';
import { IconButton } from '../IconButton/IconButton.tsx';
import { useDialog } from '../internal/useDialog.ts';
import { useOverflows } from '../internal/useOverflows.ts';
import { uiMessages } from '../messages.ts';
import { backdropStyle } from '../Modal/Modal.tsx';
import { baseText, headingText } from '../styles.ts';

export interface DrawerProps {
  open: boolean;
  onClose: () => void;
  title: ReactNode;
  children?: ReactNode;
  side?: 'left' | 'right';
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
  z-index: 1000;
  display: flex;
  &[data-side='right'] {
    justify-content: flex-end;
  }
`;

const panel = css`
  ${baseText};
  position: relative;
  display: flex;
  flex-direction: column;
  height: 100%;
  max-width: 100%;
  background: ${token('color.bg.surface')};
  color: ${token('color.text.primary')};
  box-shadow: ${token('shadow.lg')};
  outline: none;
`;

const header = css`
  display: flex;
  align-items: center;
  justify-content: space-between;
  gap: ${token('space.sm')};
  padding: ${token('space.sm')} ${token('space.sm')} ${token('space.sm')} ${token('space.md')};
  border-bottom: 1px solid ${token('color.border.default')};
`;

const titleStyle = css`
  ${headingText};
  font-size: ${token('font.size.lg')};
`;

const body = css`
  flex: 1;
  overflow: auto;
  padding: ${token('space.md')};
  &:focus-visible {
    outline: 2px solid ${token('color.focus.ring')};
    outline-offset: -2px;
  }
`;

/** A side panel (member menu, mobile navigation): modal, focus kept inside, Esc closes. */
export function Drawer({
  open,
  onClose,
  title,
  children,
  side = 'right',
  width = 320,
  closeLabel,
  closeOnOverlayClick = true,
  initialFocus,
  container,
}: DrawerProps): ReactNode {
  const intl = useIntl();
  const ref = useRef<HTMLDivElement>(null);
  const titleId = useId();
  const bodyRef = useRef<HTMLDivElement>(null);
  const scrollable = useOverflows(bodyRef, open);
  useDialog(ref, { open, onClose, initialFocus });
  if (!open || typeof document === 'undefined') return null;
  return createPortal(
    <div css={overlay} data-side={side} data-ui-portal="drawer">
      <div css={backdropStyle} aria-hidden="true" onClick={closeOnOverlayClick ? onClose : undefined} />
      <div
        ref={ref}
        role="dialog"
        aria-modal="true"
        aria-labelledby={titleId}
        tabIndex={-1}
        css={panel}
        style={{ width: `min(${width}px, 100%)` }}
      >
        <div css={header}>
          <h2 id={titleId} css={titleStyle}>
            {title}
          </h2>
          <IconButton label={closeLabel ?? intl.formatMessage(uiMessages.close)} size="sm" onClick={onClose}>
            <CloseIcon />
          </IconButton>
        </div>
        <div css={body} data-dialog-body="" ref={bodyRef}
          // a scrollable body must be reachable by keyboard (axe scrollable-region-focusable)
          // eslint-disable-next-line jsx-a11y/no-noninteractive-tabindex
          tabIndex={scrollable ? 0 : undefined}
        >
          {children}
        </div>
      </div>
    </div>,
    container ?? document.body,
  );
}
