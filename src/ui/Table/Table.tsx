import { css } from '@emotion/react';
import { useId, type ReactNode } from 'react';
import { useIntl } from 'react-intl';
import { layout } from '../../engine/theme/layout.ts';
import { token } from '../../engine/theme/token.ts';
import { Ltr } from '../Ltr/Ltr.tsx';
import { Skeleton } from '../Skeleton/Skeleton.tsx';
import { uiMessages } from '../messages.ts';
import { baseText, focusRing, visuallyHidden } from '../styles.ts';
import { TableCards } from './TableCards.tsx';

export interface TableColumn<T> {
  key: string;
  header: ReactNode;
  cell: (row: T, index: number) => ReactNode;
  /** Numbers and amounts align to the end (and read left to right in right-to-left pages). */
  align?: 'start' | 'center' | 'end';
  /** CSS width of the column. */
  width?: string;
}

export interface TableProps<T> {
  columns: TableColumn<T>[];
  rows: T[];
  rowKey: (row: T, index: number) => string;
  /** Names the table (and its scroll region). */
  caption: ReactNode;
  /** Keep the caption for assistive technology only. */
  captionHidden?: boolean;
  /** Skeleton rows instead of data (the table keeps its shape). */
  loading?: boolean;
  loadingRows?: number;
  /** Shown in a full-width row when there are no rows; default "No records". */
  empty?: ReactNode;
  striped?: boolean;
}

const scroller = css`
  overflow-x: auto;
  border: 1px solid ${token('color.border.default')};
  border-radius: ${token('radius.md')};
  background: ${token('color.bg.surface')};
  ${focusRing};
`;

const table = css`
  ${baseText};
  width: 100%;
  border-collapse: collapse;
  font-size: ${token('font.size.sm')};
  caption {
    ${baseText};
    caption-side: top;
    text-align: start;
    font-weight: ${token('font.weight.bold')};
    padding: ${token('space.sm')} ${token('space.md')};
    background: ${token('color.bg.surface')};
  }
  th,
  td {
    padding: ${token('space.sm')} ${token('space.md')};
    text-align: start;
    border-bottom: 1px solid ${token('color.border.default')};
    white-space: nowrap;
  }
  th {
    background: ${token('color.bg.sunken')};
    color: ${token('color.text.primary')};
    font-weight: ${token('font.weight.bold')};
  }
  td {
    background: ${token('color.bg.surface')};
    color: ${token('color.text.primary')};
  }
  tbody tr:last-of-type td {
    border-bottom: 0;
  }
  [data-align='end'] {
    text-align: end;
    font-variant-numeric: tabular-nums;
  }
  [data-align='center'] {
    text-align: center;
  }
  &[data-striped] tbody tr:nth-of-type(even) td {
    background: ${token('color.bg.raised')};
  }
`;

const emptyCell = css`
  text-align: center !important;
  color: ${token('color.text.muted')} !important;
  padding: ${token('space.lg')} !important;
`;

// Which of the two renderings shows is decided by CSS (right in the server's HTML, no layout shift): the hidden one
// is display:none, so assistive technology meets exactly one of them.
const tabletUp = css`
  display: ${layout('show.tabletUp')};
`;
const phoneOnly = css`
  display: ${layout('show.phone')};
`;

/**
 * A data table in a horizontally scrollable, keyboard-focusable region from tablet up; on phones the same rows as
 * a list of cards, each pairing the column headers with the row's values.
 */
export function Table<T>({
  columns,
  rows,
  rowKey,
  caption,
  captionHidden = false,
  loading = false,
  loadingRows = 3,
  empty,
  striped = false,
}: TableProps<T>): ReactNode {
  const intl = useIntl();
  const captionId = useId();
  return (
    <>
      <div css={phoneOnly}>
        <TableCards
          columns={columns}
          rows={rows}
          rowKey={rowKey}
          caption={caption}
          captionHidden={captionHidden}
          loading={loading}
          loadingRows={loadingRows}
          empty={empty ?? intl.formatMessage(uiMessages.noRecords)}
          striped={striped}
        />
      </div>
      <div css={tabletUp}>
        {/* The scroll container is a named region that takes focus, so a wide table can be scrolled by keyboard. */}
        {/* eslint-disable-next-line jsx-a11y/no-noninteractive-tabindex */}
        <div css={scroller} role="region" aria-labelledby={captionId} tabIndex={0}>
          <table css={table} data-striped={striped ? '' : undefined} aria-busy={loading || undefined}>
            <caption id={captionId} css={captionHidden ? visuallyHidden : undefined}>
              {caption}
            </caption>
            <colgroup>
              {columns.map((c) => (
                <col key={c.key} style={c.width ? { width: c.width } : undefined} />
              ))}
            </colgroup>
            <thead>
              <tr>
                {columns.map((c) => (
                  <th key={c.key} scope="col" data-align={c.align ?? 'start'}>
                    {c.header}
                  </th>
                ))}
              </tr>
            </thead>
            <tbody>
              {loading
                ? Array.from({ length: loadingRows }, (_, r) => (
                    <tr key={`loading-${r}`}>
                      {columns.map((c) => (
                        <td key={c.key} data-align={c.align ?? 'start'}>
                          <Skeleton height="1em" />
                        </td>
                      ))}
                    </tr>
                  ))
                : rows.map((row, i) => (
                    <tr key={rowKey(row, i)}>
                      {columns.map((c) => (
                        <td key={c.key} data-align={c.align ?? 'start'}>
                          {c.align === 'end' ? <Ltr>{c.cell(row, i)}</Ltr> : c.cell(row, i)}
                        </td>
                      ))}
                    </tr>
                  ))}
              {!loading && rows.length === 0 && (
                <tr>
                  <td colSpan={columns.length} css={emptyCell}>
                    {empty ?? intl.formatMessage(uiMessages.noRecords)}
                  </td>
                </tr>
              )}
            </tbody>
          </table>
        </div>
      </div>
    </>
  );
}
