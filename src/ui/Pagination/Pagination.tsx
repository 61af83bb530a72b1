import { css } from '@emotion/react';
import type { ReactNode } from 'react';
import { useIntl } from 'react-intl';
import { layout } from '../../engine/theme/layout.ts';
import { token } from '../../engine/theme/token.ts';
import { ChevronLeftIcon, ChevronRightIcon } from '../icons.tsx';
import { uiMessages } from '../messages.ts';
import { baseText, focusRing } from '../styles.ts';

export type PageItem = number | 'gap-start' | 'gap-end';

/**
 * The page buttons to show (5 page numbers around the current one, 1 margin page at each end, prev/next).
 * The window of `range` pages is centred on `page` and shifted to stay inside 1..count; the first and last
 * `margin` pages are always shown; a gap of one page shows that page instead of an ellipsis.
 */
export function pageItems(page: number, count: number, range = 5, margin = 1): PageItem[] {
  if (count <= 0) return [];
  const current = Math.min(Math.max(1, page), count);
  let start = current - Math.floor((range - 1) / 2);
  start = Math.max(1, Math.min(start, count - range + 1));
  const end = Math.min(count, start + range - 1);
  const shown = new Set<number>();
  for (let p = start; p <= end; p++) shown.add(p);
  for (let p = 1; p <= Math.min(margin, count); p++) shown.add(p);
  for (let p = Math.max(1, count - margin + 1); p <= count; p++) shown.add(p);
  const sorted = [...shown].sort((a, b) => a - b);
  const out: PageItem[] = [];
  let prev = 0;
  for (const p of sorted) {
    if (p - prev === 2) out.push(p - 1);
    else if (p - prev > 2) out.push(prev < current ? 'gap-start' : 'gap-end');
    out.push(p);
    prev = p;
  }
  return out;
}

export interface PaginationProps {
  /** 1-based. */
  page: number;
  pageCount: number;
  onChange: (page: number) => void;
  /** Page numbers around the current one (default 5). */
  pageRange?: number;
  /** Page numbers always shown at each end (default 1). */
  marginPages?: number;
  /** Accessible name of the navigation landmark; default "Pagination". */
  label?: string;
}

const list = css`
  ${baseText};
  display: flex;
  flex-wrap: wrap;
  align-items: center;
  gap: ${token('space.xs')};
  margin: 0;
  padding: 0;
  list-style: none;
`;

const pageButton = css`
  display: inline-flex;
  align-items: center;
  justify-content: center;
  min-width: max(36px, ${layout('touch.floor')});
  height: max(36px, ${layout('touch.floor')});
  padding: 0 ${token('space.sm')};
  border: 1px solid ${token('color.border.strong')};
  border-radius: ${token('radius.md')};
  background: ${token('color.bg.surface')};
  color: ${token('color.text.primary')};
  font: inherit;
  font-size: ${token('font.size.sm')};
  font-variant-numeric: tabular-nums;
  cursor: pointer;
  &:hover:not(:disabled) {
    background: ${token('color.bg.sunken')};
  }
  &[aria-current='page'] {
    background: ${token('color.action.primary')};
    border-color: ${token('color.action.primary')};
    color: ${token('color.text.onAction')};
    font-weight: ${token('font.weight.bold')};
  }
  &:disabled {
    opacity: 0.45;
    cursor: not-allowed;
  }
  ${focusRing};
`;

const gap = css`
  display: inline-flex;
  align-items: end;
  justify-content: center;
  min-width: 24px;
  height: max(36px, ${layout('touch.floor')});
  color: ${token('color.text.muted')};
`;

/** Page navigation: previous, page numbers with ellipses, next. Nothing is drawn for a single page. */
export function Pagination({ page, pageCount, onChange, pageRange = 5, marginPages = 1, label }: PaginationProps): ReactNode {
  const intl = useIntl();
  if (pageCount <= 1) return null;
  const go = (p: number): void => {
    if (p >= 1 && p <= pageCount && p !== page) onChange(p);
  };
  return (
    <nav aria-label={label ?? intl.formatMessage(uiMessages.paginationLabel)}>
      <ul css={list}>
        <li>
          <button
            type="button"
            css={pageButton}
            aria-label={intl.formatMessage(uiMessages.previousPage)}
            disabled={page <= 1}
            onClick={() => go(page - 1)}
          >
            <ChevronLeftIcon size={18} />
          </button>
        </li>
        {pageItems(page, pageCount, pageRange, marginPages).map((item) =>
          typeof item === 'number' ? (
            <li key={item}>
              <button
                type="button"
                css={pageButton}
                aria-label={intl.formatMessage(uiMessages.page, { page: intl.formatNumber(item) })}
                aria-current={item === page ? 'page' : undefined}
                onClick={() => go(item)}
              >
                {intl.formatNumber(item)}
              </button>
            </li>
          ) : (
            <li key={item} css={gap} aria-hidden="true">
              …
            </li>
          ),
        )}
        <li>
          <button
            type="button"
            css={pageButton}
            aria-label={intl.formatMessage(uiMessages.nextPage)}
            disabled={page >= pageCount}
            onClick={() => go(page + 1)}
          >
            <ChevronRightIcon size={18} />
          </button>
        </li>
      </ul>
    </nav>
  );
}
