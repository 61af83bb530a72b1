import { css } from '@emotion/react';
import {
  createContext,
  useCallback,
  useContext,
  useEffect,
  useMemo,
  useRef,
  useState,
  type ReactNode,
} from 'react';
import { createPortal } from 'react-dom';
import { useIntl } from 'react-intl';
import { token } from '../../engine/theme/token.ts';
import { AlertIcon, CloseIcon, InfoIcon, SuccessIcon } from '../icons.tsx';
import { IconButton } from '../IconButton/IconButton.tsx';
import { realTimers, type Timers } from '../internal/timers.ts';
import { uiMessages } from '../messages.ts';
import { baseText, zIndex } from '../styles.ts';

export type ToastTone = 'info' | 'success' | 'warning' | 'danger';

export interface ToastOptions {
  tone?: ToastTone;
  /** Milliseconds before it goes away by itself; 0 keeps it until dismissed. Default 5000. */
  duration?: number;
  /** Reuse an id to replace a toast instead of stacking a second one. */
  id?: string;
}

export interface ToastApi {
  show: (message: ReactNode, options?: ToastOptions) => string;
  dismiss: (id: string) => void;
  clear: () => void;
}

interface Entry {
  id: string;
  message: ReactNode;
  tone: ToastTone;
  duration: number;
}

const ToastContext = createContext<ToastApi | null>(null);

/** The imperative API: `const toast = useToast(); toast.show('Saved', { tone: 'success' })`. */
export function useToast(): ToastApi {
  const api = useContext(ToastContext);
  if (!api) throw new Error('useToast outside ToastProvider');
  return api;
}

const TONE_ICON: Record<ToastTone, ReactNode> = {
  info: <InfoIcon />,
  success: <SuccessIcon />,
  warning: <AlertIcon />,
  danger: <AlertIcon />,
};

const toastStyle = css`
  ${baseText};
  --toast-accent: ${token('color.status.info')};
  display: flex;
  align-items: flex-start;
  gap: ${token('space.sm')};
  width: 360px;
  max-width: 100%;
  padding-block: ${token('space.sm')};
  padding-inline: ${token('space.md')} ${token('space.xs')};
  background: ${token('color.bg.raised')};
  color: ${token('color.text.primary')};
  border: 1px solid ${token('color.border.default')};
  border-inline-start: 4px solid var(--toast-accent);
  border-radius: ${token('radius.md')};
  box-shadow: ${token('shadow.md')};
  &[data-tone='success'] {
    --toast-accent: ${token('color.status.success')};
  }
  &[data-tone='warning'] {
    --toast-accent: ${token('color.status.warning')};
  }
  &[data-tone='danger'] {
    --toast-accent: ${token('color.status.danger')};
  }
`;

const iconStyle = css`
  display: inline-flex;
  padding-top: 6px;
  color: var(--toast-accent);
`;

const messageStyle = css`
  flex: 1;
  padding: 6px 0;
  min-width: 0;
`;

export interface ToastProps {
  tone?: ToastTone;
  children: ReactNode;
  /** Shows a dismiss button when given. */
  onDismiss?: () => void;
}

/** One notification card (what the region shows; also usable on its own). */
export function Toast({ tone = 'info', children, onDismiss }: ToastProps): ReactNode {
  const intl = useIntl();
  return (
    <div css={toastStyle} data-tone={tone}>
      <span css={iconStyle} aria-hidden="true">
        {TONE_ICON[tone]}
      </span>
      <div css={messageStyle}>{children}</div>
      {onDismiss && (
        <IconButton size="sm" label={intl.formatMessage(uiMessages.dismiss)} onClick={onDismiss}>
          <CloseIcon size={18} />
        </IconButton>
      )}
    </div>
  );
}

const regionStyle = css`
  position: fixed;
  z-index: ${zIndex.toast};
  inset-block-end: ${token('space.md')};
  inset-inline-end: ${token('space.md')};
  max-width: calc(100vw - 2 * ${token('space.md')});
`;

const listStyle = css`
  display: flex;
  flex-direction: column;
  gap: ${token('space.sm')};
  margin: 0;
  padding: 0;
  list-style: none;
`;

export interface ToastProviderProps {
  children?: ReactNode;
  /** At most this many at once; the oldest goes first (default 4). */
  max?: number;
  timers?: Timers;
  /** Render the region inline instead of in a portal on body (stories, tests). */
  inline?: boolean;
}

/**
 * Holds the toasts and renders one polite live region (a labelled landmark) that exists before the first
 * toast arrives, so screen readers announce additions.
 */
export function ToastProvider({ children, max = 4, timers = realTimers, inline = false }: ToastProviderProps): ReactNode {
  const intl = useIntl();
  const [entries, setEntries] = useState<Entry[]>([]);
  const handles = useRef(new Map<string, unknown>());
  const seq = useRef(0);

  const dismiss = useCallback(
    (id: string) => {
      const h = handles.current.get(id);
      if (h !== undefined) timers.clearTimeout(h);
      handles.current.delete(id);
      setEntries((list) => list.filter((e) => e.id !== id));
    },
    [timers],
  );

  const show = useCallback(
    (message: ReactNode, options: ToastOptions = {}) => {
      const id = options.id ?? `toast-${++seq.current}`;
      const entry: Entry = { id, message, tone: options.tone ?? 'info', duration: options.duration ?? 5000 };
      const old = handles.current.get(id);
      if (old !== undefined) timers.clearTimeout(old);
      handles.current.delete(id);
      if (entry.duration > 0) handles.current.set(id, timers.setTimeout(() => dismiss(id), entry.duration));
      setEntries((list) => [...list.filter((e) => e.id !== id), entry].slice(-max));
      return id;
    },
    [dismiss, max, timers],
  );

  const clear = useCallback(() => {
    for (const h of handles.current.values()) timers.clearTimeout(h);
    handles.current.clear();
    setEntries([]);
  }, [timers]);

  useEffect(() => {
    const map = handles.current;
    return () => {
      for (const h of map.values()) timers.clearTimeout(h);
      map.clear();
    };
  }, [timers]);

  const api = useMemo<ToastApi>(() => ({ show, dismiss, clear }), [show, dismiss, clear]);

  const region = (
    <section
      aria-label={intl.formatMessage(uiMessages.notifications)}
      css={inline ? undefined : regionStyle}
      data-ui-portal="toasts"
    >
      <ol css={listStyle} aria-live="polite" aria-relevant="additions text">
        {entries.map((e) => (
          <li key={e.id}>
            <Toast tone={e.tone} onDismiss={() => dismiss(e.id)}>
              {e.message}
            </Toast>
          </li>
        ))}
      </ol>
    </section>
  );

  return (
    <ToastContext.Provider value={api}>
      {children}
      {inline || typeof document === 'undefined' ? region : createPortal(region, document.body)}
    </ToastContext.Provider>
  );
}
