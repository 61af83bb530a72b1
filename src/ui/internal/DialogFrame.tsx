import { css, type SerializedStyles } from '@emotion/react';
import { useId, useRef, type CSSProperties, type ReactNode, type RefObject } from 'react';
import { createPortal } from 'react-dom';
import { useIntl } from 'react-intl';
import { token } from '../../engine/theme/token.ts';
import { CloseIcon } from '../icons.tsx';
import { IconButton } from '../IconButton/IconButton.tsx';
import { uiMessages } from '../messages.ts';
import { baseText, headingText } from '../styles.ts';
import { useDialog } from './useDialog.ts';
import { useOverflows } from './useOverflows.ts';

export interface DialogFrameProps {
  open: boolean;
  onClose: () => void;
  title: ReactNode;
  children?: ReactNode;
  footer?: ReactNode;
  closeLabel?: string | undefined;
  hideClose?: boolean;
  closeOnEsc?: boolean;
  initialFocus?: RefObject<HTMLElement | null> | undefined;
  container?: HTMLElement | undefined;
  /** Called on a click on the dimmed page; absent: such a click does nothing. */
  onBackdropClick?: (() => void) | undefined;
  /** Where the panel sits (Modal: centred; Drawer: a side). */
  overlayCss: SerializedStyles;
  panelCss: SerializedStyles;
  panelStyle?: CSSProperties;
  /** data-ui-portal value (the visual runner and tests find portals by it). */
  kind: string;
  overlayData?: Record<`data-${string}`, string>;
}

const backdrop = css`
  position: absolute;
  inset: 0;
  background: ${token('color.bg.overlay')};
  opacity: 0.7;
`;

const panelBase = css`
  ${baseText};
  position: relative;
  display: flex;
  flex-direction: column;
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
  padding-block: ${token('space.sm')};
  padding-inline: ${token('space.md')} ${token('space.sm')};
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

const footerStyle = css`
  display: flex;
  justify-content: flex-end;
  flex-wrap: wrap;
  gap: ${token('space.sm')};
  padding: ${token('space.sm')} ${token('space.md')} ${token('space.md')};
`;

/**
 * What Modal and Drawer share: a portal on body with a dimmed backdrop and a labelled modal dialog (title, close
 * button, body that takes focus when it scrolls, optional footer), with useDialog's focus and Esc handling.
 */
export function DialogFrame({
  open,
  onClose,
  title,
  children,
  footer,
  closeLabel,
  hideClose = false,
  closeOnEsc = true,
  initialFocus,
  container,
  onBackdropClick,
  overlayCss,
  panelCss,
  panelStyle,
  kind,
  overlayData,
}: DialogFrameProps): ReactNode {
  const intl = useIntl();
  const ref = useRef<HTMLDivElement>(null);
  const bodyRef = useRef<HTMLDivElement>(null);
  const titleId = useId();
  const scrollable = useOverflows(bodyRef, open);
  useDialog(ref, { open, onClose, closeOnEsc, initialFocus });
  if (!open || typeof document === 'undefined') return null;
  return createPortal(
    <div css={overlayCss} data-ui-portal={kind} {...overlayData}>
      {/* the dimmed page: pointer only (Esc is the keyboard way out) */}
      <div css={backdrop} aria-hidden="true" data-modal-backdrop="" onClick={onBackdropClick} />
      <div
        ref={ref}
        role="dialog"
        aria-modal="true"
        aria-labelledby={titleId}
        tabIndex={-1}
        css={[panelBase, panelCss]}
        style={panelStyle}
      >
        <div css={header}>
          <h2 id={titleId} css={titleStyle}>
            {title}
          </h2>
          {!hideClose && (
            <IconButton label={closeLabel ?? intl.formatMessage(uiMessages.close)} size="sm" onClick={onClose}>
              <CloseIcon />
            </IconButton>
          )}
        </div>
        <div
          css={body}
          data-dialog-body=""
          ref={bodyRef}
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
