import { css } from '@emotion/react';
import { useId, type ReactNode } from 'react';
import { token } from '../../engine/theme/token.ts';
import { Ltr } from '../Ltr/Ltr.tsx';
import { Skeleton } from '../Skeleton/Skeleton.tsx';
import { baseText, visuallyHidden } from '../styles.ts';
import type { TableColumn } from './Table.tsx';

export interface TableCardsProps<T> {
  columns: TableColumn<T>[];
  rows: T[];
  rowKey: (row: T, index: number) => string;
  caption: ReactNode;
  captionHidden: boolean;
  loading: boolean;
  loadingRows: number;
  /** The "no records" text, already resolved. */
  empty: ReactNode;
  striped: boolean;
}

const captionStyle = css`
  margin: 0 0 ${token('space.sm')};
  font-weight: ${token('font.weight.bold')};
`;

const list = css`
  ${baseText};
  display: flex;
  flex-direction: column;
  gap: ${token('space.sm')};
  margin: 0;
  padding: 0;
  list-style: none;
  font-size: ${token('font.size.sm')};
`;

const card = css`
  padding: ${token('space.sm')} ${token('space.md')};
  border: 1px solid ${token('color.border.default')};
  border-radius: ${token('radius.md')};
  background: ${token('color.bg.surface')};
  color: ${token('color.text.primary')};
  [data-striped] > &:nth-of-type(even) {
    background: ${token('color.bg.raised')};
  }
  dl {
    margin: 0;
  }
`;

// One label/value pair per line: the label (the column header) at the start, the value at the end.
const pair = css`
  display: flex;
  justify-content: space-between;
  align-items: baseline;
  gap: ${token('space.md')};
  padding: ${token('space.xs')} 0;
  & + & {
    border-top: 1px solid ${token('color.border.default')};
  }
  dt {
    flex: none;
    max-width: 45%;
    color: ${token('color.text.muted')};
  }
  dd {
    min-width: 0;
    margin: 0;
    text-align: end;
    overflow-wrap: anywhere;
  }
  &[data-align='end'] dd {
    font-variant-numeric: tabular-nums;
  }
`;

const emptyCard = css`
  ${card};
  padding: ${token('space.lg')};
  text-align: center;
  color: ${token('color.text.muted')};
`;

/** A table's rows as a list of cards (phones): each card pairs every column header with the row's value. */
export function TableCards<T>({ columns, rows, rowKey, caption, captionHidden, loading, loadingRows, empty, striped }: TableCardsProps<T>): ReactNode {
  const captionId = useId();
  const pairs = (cell: (c: TableColumn<T>) => ReactNode): ReactNode => (
    <dl>
      {columns.map((c) => (
        <div key={c.key} css={pair} data-align={c.align ?? 'start'}>
          <dt>{c.header}</dt>
          <dd>{c.align === 'end' ? <Ltr>{cell(c)}</Ltr> : cell(c)}</dd>
        </div>
      ))}
    </dl>
  );
  return (
    <div data-table-cards="">
      <p id={captionId} css={captionHidden ? visuallyHidden : captionStyle}>
        {caption}
      </p>
      <ul css={list} aria-labelledby={captionId} aria-busy={loading || undefined} data-striped={striped ? '' : undefined}>
        {loading
          ? Array.from({ length: loadingRows }, (_, r) => (
              <li key={`loading-${r}`} css={card}>
                {pairs(() => <Skeleton height="1em" width="6em" />)}
              </li>
            ))
          : rows.map((row, i) => (
              <li key={rowKey(row, i)} css={card}>
                {pairs((c) => c.cell(row, i))}
              </li>
            ))}
        {!loading && rows.length === 0 && <li css={emptyCard}>{empty}</li>}
      </ul>
    </div>
  );
}
