import { css } from '@emotion/react';
import { useId, useRef, type KeyboardEvent, type ReactNode } from 'react';
import { layout } from '../../engine/theme/layout.ts';
import { token } from '../../engine/theme/token.ts';
import { useControllable } from '../internal/useControllable.ts';
import { baseText, focusRing } from '../styles.ts';

export interface TabItem {
  id: string;
  label: ReactNode;
  content: ReactNode;
  disabled?: boolean;
}

export interface TabsProps {
  items: TabItem[];
  /** Accessible name of the tab list. */
  label: string;
  value?: string;
  defaultValue?: string;
  onChange?: (id: string) => void;
  /** Tabs share the width equally. */
  fitted?: boolean;
}

const list = css`
  display: flex;
  gap: ${token('space.xs')};
  border-bottom: 1px solid ${token('color.border.default')};
  overflow-x: auto;
`;

const tab = css`
  ${baseText};
  position: relative;
  flex: none;
  min-height: ${layout('touch.floor')};
  padding: ${token('space.sm')} ${token('space.md')};
  border: 0;
  border-bottom: 3px solid transparent;
  margin-bottom: -1px;
  background: transparent;
  color: ${token('color.text.muted')};
  font-weight: ${token('font.weight.medium')};
  cursor: pointer;
  border-radius: ${token('radius.sm')} ${token('radius.sm')} 0 0;
  &[aria-selected='true'] {
    color: ${token('color.text.primary')};
    border-bottom-color: ${token('color.action.primary')};
  }
  &:hover:not(:disabled) {
    color: ${token('color.text.primary')};
  }
  &:disabled {
    cursor: not-allowed;
    opacity: 0.55;
  }
  ${focusRing};
  [data-fitted] > & {
    flex: 1;
  }
`;

const panel = css`
  ${baseText};
  padding: ${token('space.md')} 0;
  border-radius: ${token('radius.sm')};
  ${focusRing};
`;

/** Next enabled index from `from` moving by `step` (wrapping); `from` itself when none is enabled. */
export function nextEnabled(items: Pick<TabItem, 'disabled'>[], from: number, step: 1 | -1): number {
  for (let i = 1; i <= items.length; i++) {
    const at = (from + step * i + items.length * i) % items.length;
    if (!items[at]?.disabled) return at;
  }
  return from;
}

/**
 * WAI-ARIA tabs with a roving tabindex: one tab stop for the list, arrows move and select (automatic
 * activation), Home/End jump to the ends, disabled tabs are skipped.
 */
export function Tabs({ items, label, value, defaultValue, onChange, fitted = false }: TabsProps): ReactNode {
  const base = useId();
  const firstEnabled = items.find((t) => !t.disabled)?.id ?? items[0]?.id ?? '';
  const [selected, setSelected] = useControllable(value, defaultValue ?? firstEnabled, onChange);
  const refs = useRef<(HTMLButtonElement | null)[]>([]);
  const current = Math.max(
    0,
    items.findIndex((t) => t.id === selected),
  );

  const move = (to: number): void => {
    const item = items[to];
    if (!item || item.disabled) return;
    setSelected(item.id);
    refs.current[to]?.focus();
  };

  const onKeyDown = (e: KeyboardEvent<HTMLButtonElement>, index: number): void => {
    // tabs run in the reading direction: in a right-to-left page the next tab is to the left
    const rtl = getComputedStyle(e.currentTarget).direction === 'rtl';
    const keys: Record<string, () => number> = {
      ArrowRight: () => nextEnabled(items, index, rtl ? -1 : 1),
      ArrowLeft: () => nextEnabled(items, index, rtl ? 1 : -1),
      Home: () => nextEnabled(items, -1, 1),
      End: () => nextEnabled(items, items.length, -1),
    };
    const target = keys[e.key];
    if (!target) return;
    e.preventDefault();
    move(target());
  };

  return (
    <div>
      <div role="tablist" aria-label={label} css={list} data-fitted={fitted ? '' : undefined}>
        {items.map((item, i) => {
          const isSelected = i === current;
          return (
            <button
              key={item.id}
              ref={(el) => {
                refs.current[i] = el;
              }}
              type="button"
              role="tab"
              id={`${base}-tab-${item.id}`}
              aria-selected={isSelected}
              aria-controls={`${base}-panel-${item.id}`}
              tabIndex={isSelected ? 0 : -1}
              disabled={item.disabled}
              css={tab}
              onClick={() => move(i)}
              onKeyDown={(e) => onKeyDown(e, i)}
            >
              {item.label}
            </button>
          );
        })}
      </div>
      {items.map((item, i) => (
        <div
          key={item.id}
          role="tabpanel"
          id={`${base}-panel-${item.id}`}
          aria-labelledby={`${base}-tab-${item.id}`}
          hidden={i !== current}
          tabIndex={0}
          css={panel}
        >
          {i === current ? item.content : null}
        </div>
      ))}
    </div>
  );
}
