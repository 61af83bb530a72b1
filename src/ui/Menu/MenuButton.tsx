import { css } from '@emotion/react';
import { useEffect, useId, useRef, useState, type KeyboardEvent, type ReactNode } from 'react';
import { layout } from '../../engine/theme/layout.ts';
import { token } from '../../engine/theme/token.ts';
import { Button, type ButtonVariant } from '../Button/Button.tsx';
import { CheckIcon, ChevronDownIcon } from '../icons.tsx';
import { useControllable } from '../internal/useControllable.ts';
import { baseText, zIndex } from '../styles.ts';

export interface MenuItem {
  id: string;
  label: ReactNode;
  icon?: ReactNode;
  onSelect?: () => void;
  /** Makes the menu a single-choice list (language menu): items become menuitemradio with aria-checked. */
  selected?: boolean;
  disabled?: boolean;
  /** danger: a destructive entry such as "Log out". */
  tone?: 'default' | 'danger';
}

export interface MenuButtonProps {
  /** What the trigger shows (text, or an icon with `triggerLabel`). */
  children: ReactNode;
  /** Accessible name of the trigger when it shows only an icon. */
  triggerLabel?: string;
  items: MenuItem[];
  /** Accessible name of the menu (default: the trigger's name). */
  menuLabel?: string;
  align?: 'start' | 'end';
  variant?: ButtonVariant;
  open?: boolean;
  defaultOpen?: boolean;
  onOpenChange?: (open: boolean) => void;
  /** Hide the chevron after the trigger content. */
  hideChevron?: boolean;
}

const wrap = css`
  position: relative;
  display: inline-block;
`;

const menu = css`
  ${baseText};
  position: absolute;
  z-index: ${zIndex.dropdown};
  top: calc(100% + ${token('space.xs')});
  min-width: 200px;
  margin: 0;
  padding: ${token('space.xs')};
  list-style: none;
  background: ${token('color.bg.surface')};
  color: ${token('color.text.primary')};
  border: 1px solid ${token('color.border.default')};
  border-radius: ${token('radius.md')};
  box-shadow: ${token('shadow.md')};
  &[data-align='start'] {
    inset-inline-start: 0;
  }
  &[data-align='end'] {
    inset-inline-end: 0;
  }
`;

const itemStyle = css`
  display: flex;
  align-items: center;
  gap: ${token('space.sm')};
  width: 100%;
  min-height: ${layout('touch.floor')};
  padding: ${token('space.sm')} ${token('space.sm')};
  border: 0;
  border-radius: ${token('radius.sm')};
  background: transparent;
  color: ${token('color.text.primary')};
  font: inherit;
  text-align: start;
  cursor: pointer;
  &:hover:not(:disabled),
  &:focus-visible {
    background: ${token('color.bg.sunken')};
    outline: 2px solid ${token('color.focus.ring')};
    outline-offset: -2px;
  }
  &:disabled {
    opacity: 0.55;
    cursor: not-allowed;
  }
  &[aria-checked='true'] {
    font-weight: ${token('font.weight.bold')};
  }
  &[data-tone='danger'] {
    color: ${token('color.status.danger')};
  }
  &[data-tone='danger']:hover:not(:disabled),
  &[data-tone='danger']:focus-visible {
    background: transparent;
  }
`;

const check = css`
  display: inline-flex;
  width: 18px;
  margin-inline-start: auto;
`;

/**
 * A disclosure menu (header member menu, language menu) following the WAI-ARIA menu button pattern:
 * Enter/Space/ArrowDown open on the first item, ArrowUp on the last, arrows/Home/End move, Esc closes and
 * returns focus, Tab or a click outside closes.
 */
export function MenuButton({
  children,
  triggerLabel,
  items,
  menuLabel,
  align = 'end',
  variant = 'ghost',
  open,
  defaultOpen = false,
  onOpenChange,
  hideChevron = false,
}: MenuButtonProps): ReactNode {
  const base = useId();
  const [isOpen, setOpen] = useControllable(open, defaultOpen, onOpenChange);
  const [focusAt, setFocusAt] = useState<number | null>(null);
  const wrapRef = useRef<HTMLDivElement>(null);
  const triggerRef = useRef<HTMLButtonElement>(null);
  const itemRefs = useRef<(HTMLButtonElement | null)[]>([]);
  const radio = items.some((i) => i.selected !== undefined);
  const enabled = items.map((it, i) => (it.disabled ? -1 : i)).filter((i) => i >= 0);

  useEffect(() => {
    if (isOpen && focusAt !== null) itemRefs.current[focusAt]?.focus();
  }, [isOpen, focusAt]);

  useEffect(() => {
    if (!isOpen) return;
    const onDown = (e: PointerEvent): void => {
      if (wrapRef.current && e.target instanceof Node && !wrapRef.current.contains(e.target)) setOpen(false);
    };
    document.addEventListener('pointerdown', onDown);
    return () => document.removeEventListener('pointerdown', onDown);
  }, [isOpen, setOpen]);

  const openAt = (at: number | null): void => {
    setOpen(true);
    setFocusAt(at);
  };
  const close = (refocus: boolean): void => {
    setOpen(false);
    setFocusAt(null);
    if (refocus) triggerRef.current?.focus();
  };

  const onTriggerKey = (e: KeyboardEvent): void => {
    if (e.key === 'ArrowDown' || e.key === 'Enter' || e.key === ' ') {
      e.preventDefault();
      openAt(enabled[0] ?? null);
    } else if (e.key === 'ArrowUp') {
      e.preventDefault();
      openAt(enabled[enabled.length - 1] ?? null);
    }
  };

  const onMenuKey = (e: KeyboardEvent, index: number): void => {
    const pos = enabled.indexOf(index);
    const to: Record<string, number | undefined> = {
      ArrowDown: enabled[(pos + 1) % enabled.length],
      ArrowUp: enabled[(pos - 1 + enabled.length) % enabled.length],
      Home: enabled[0],
      End: enabled[enabled.length - 1],
    };
    if (e.key in to) {
      e.preventDefault();
      const t = to[e.key];
      if (t !== undefined) {
        setFocusAt(t);
        itemRefs.current[t]?.focus();
      }
    } else if (e.key === 'Escape') {
      e.preventDefault();
      e.stopPropagation();
      close(true);
    } else if (e.key === 'Tab') {
      close(false);
    }
  };

  const select = (item: MenuItem): void => {
    item.onSelect?.();
    close(true);
  };

  return (
    <div css={wrap} ref={wrapRef}>
      <Button
        ref={triggerRef}
        variant={variant}
        id={`${base}-trigger`}
        aria-haspopup="menu"
        aria-expanded={isOpen}
        aria-controls={isOpen ? `${base}-menu` : undefined}
        {...(triggerLabel ? { 'aria-label': triggerLabel } : {})}
        onClick={() => (isOpen ? close(false) : openAt(enabled[0] ?? null))}
        onKeyDown={onTriggerKey}
      >
        {children}
        {!hideChevron && <ChevronDownIcon size={16} />}
      </Button>
      {isOpen && (
        <ul
          role="menu"
          id={`${base}-menu`}
          css={menu}
          data-align={align}
          {...(menuLabel ? { 'aria-label': menuLabel } : { 'aria-labelledby': `${base}-trigger` })}
        >
          {items.map((item, i) => (
            <li key={item.id} role="none">
              <button
                ref={(el) => {
                  itemRefs.current[i] = el;
                }}
                type="button"
                role={radio ? 'menuitemradio' : 'menuitem'}
                aria-checked={radio ? Boolean(item.selected) : undefined}
                tabIndex={(focusAt ?? enabled[0]) === i ? 0 : -1}
                disabled={item.disabled}
                data-tone={item.tone ?? 'default'}
                css={itemStyle}
                onClick={() => select(item)}
                onKeyDown={(e) => onMenuKey(e, i)}
              >
                {item.icon !== undefined && (
                  <span aria-hidden="true" css={{ display: 'inline-flex' }}>
                    {item.icon}
                  </span>
                )}
                <span>{item.label}</span>
                {radio && <span css={check}>{item.selected ? <CheckIcon size={18} /> : null}</span>}
              </button>
            </li>
          ))}
        </ul>
      )}
    </div>
  );
}
