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
import { baseText, headingText } from '../styles.ts';

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

export const overlayStyle = css`
  position: fixed;
  inset: 0;
  z-index: 1000;
  display: flex;
  align-items: center;
  justify-content: center;
  padding: ${token('space.md')};
`;

export const backdropStyle = css`
  position: absolute;
  inset: 0;
  background: ${token('color.bg.overlay')};
  opacity: 0.7;
`;

const dialogStyle = css`
  ${baseText};
  position: relative;
  display: flex;
  flex-direction: column;
  max-width: 100%;
  max-height: calc(100vh - 2 * ${token('space.md')});
  background: ${token('color.bg.surface')};
  color: ${token('color.text.primary')};
  border: 1px solid ${token('color.border.default')};
  border-radius: ${token('radius.lg')};
  box-shadow: ${token('shadow.lg')};
  outline: none;
`;

const headerStyle = css`
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

const bodyStyle = css`
  flex: 1;
  overflow: auto;
  padding: ${token('space.md')};
  &:focus-visible {
    outline: 2px solid ${token('color.focus.ring')};
    outline-offset: -2px;
  }
`;

const footerStyle = css`
  display: flex;
  justify-content: flex-end;
  flex-wrap: wrap;
  gap: ${token('space.sm')};
  padding: ${token('space.sm')} ${token('space.md')} ${token('space.md')};
`;

/** A dialog over the page: portal to body, focus kept inside, Esc and the close button close it. */
export function Modal({
  open,
  onClose,
  title,
  children,
  footer,
  closeLabel,
  hideClose = false,
  closeOnEsc = true,
  minWidth = 200,
  minHeight = 200,
  width,
  initialFocus,
  container,
}: ModalProps): ReactNode {
  const intl = useIntl();
  const ref = useRef<HTMLDivElement>(null);
  const titleId = useId();
  const bodyRef = useRef<HTMLDivElement>(null);
  const scrollable = useOverflows(bodyRef, open);
  useDialog(ref, { open, onClose, closeOnEsc, initialFocus });
  if (!open || typeof document === 'undefined') return null;
  return createPortal(
    <div css={overlayStyle} data-ui-portal="modal">
      <div css={backdropStyle} aria-hidden="true" data-modal-backdrop="" />
      <div
        ref={ref}
        role="dialog"
        aria-modal="true"
        aria-labelledby={titleId}
        tabIndex={-1}
        css={dialogStyle}
        style={{ minWidth, minHeight, width: width === undefined ? undefined : `min(${width}px, 100%)` }}
      >
        <div css={headerStyle}>
          <h2 id={titleId} css={titleStyle}>
            {title}
          </h2>
          {!hideClose && (
            <IconButton label={closeLabel ?? intl.formatMessage(uiMessages.close)} size="sm" onClick={onClose}>
              <CloseIcon />
            </IconButton>
          )}
        </div>
        <div css={bodyStyle} data-dialog-body="" ref={bodyRef}
          // a scrollable body must be reachable by keyboard (axe scrollable-region-focusable)
          // eslint-disable-next-line jsx-a11y/no-noninteractive-tabindex
          tabIndex={scrollable ? 0 : undefined}
        >
          {children}
        </div>
        {footer !== undefined && <div css={footerStyle}>{footer}</div>}
      </div>
    </div>,
    container ?? document.body,
  );
}
