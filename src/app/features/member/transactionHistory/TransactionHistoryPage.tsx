import styled from '@emotion/styled';
import { keepPreviousData, useQuery } from '@tanstack/react-query';
import { useMemo, useState, type ReactNode } from 'react';
import { FormattedDate, FormattedMessage, useIntl } from 'react-intl';
import { formatAmount } from '../../../../engine/format.ts';
import { token } from '../../../../engine/theme/token.ts';
import { Button, EmptyState, Pagination, Table, type TableColumn } from '../../../../ui/index.ts';
import { useApi } from '../../../api/ApiContext.tsx';
import { pageTitles } from '../messages.ts';
import { PageHead } from '../transferFund/styles.ts';
import { accountRecords, recordsKey, type AccountRecord, type RecordFilter, type RecordType } from './api.ts';
import { recordMessages as m, typeMessages } from './messages.ts';
import { RecordFilters } from './RecordFilters.tsx';

const Signed = styled.span`
  font-variant-numeric: tabular-nums;
  font-weight: ${token('font.weight.bold')};
`;
const Footer = styled.div`
  margin-top: ${token('space.md')};
`;

const EMPTY: RecordFilter = { startDate: '', endDate: '', type: '' };

/** Account record (transactionHistory): the member's ledger entries with filters and paging. */
export default function TransactionHistoryPage(): ReactNode {
  const api = useApi();
  const intl = useIntl();
  const [filter, setFilter] = useState<RecordFilter>(EMPTY);
  const [pageNum, setPageNum] = useState(1);
  const rangeError = filter.startDate && filter.endDate && filter.startDate > filter.endDate ? intl.formatMessage(m.badRange) : undefined;
  const records = useQuery({
    queryKey: recordsKey(filter, pageNum),
    queryFn: ({ signal }) => accountRecords(api, filter, pageNum, signal),
    placeholderData: keepPreviousData,
    enabled: !rangeError,
  });

  const money = (v: number): string => formatAmount(v, { language: intl.locale });
  const walletName = (w: string): string =>
    w === 'main' ? intl.formatMessage(m.main) : w === 'bonus' ? intl.formatMessage(m.bonusWallet) : w === 'hold' ? intl.formatMessage(m.holdWallet) : w;
  const columns = useMemo<TableColumn<AccountRecord>[]>(
    () => [
      { key: 'time', header: <FormattedMessage {...m.time} />, cell: (r) => <FormattedDate value={r.time} dateStyle="medium" timeStyle="short" /> },
      { key: 'type', header: <FormattedMessage {...m.type} />, cell: (r) => (r.type in typeMessages ? intl.formatMessage(typeMessages[r.type as RecordType]) : r.type) },
      { key: 'wallet', header: <FormattedMessage {...m.wallet} />, cell: (r) => walletName(r.wallet) },
      {
        key: 'amount',
        header: <FormattedMessage {...m.amount} />,
        align: 'end',
        cell: (r) => (
          <Signed data-sign={r.amount > 0 ? 'in' : 'out'}>
            {r.amount > 0 ? '+' : '−'}
            {money(Math.abs(r.amount))}
          </Signed>
        ),
      },
      { key: 'balance', header: <FormattedMessage {...m.balanceAfter} />, align: 'end', cell: (r) => money(r.balanceAfter) },
      { key: 'reference', header: <FormattedMessage {...m.reference} />, cell: (r) => r.reference },
    ],
    // eslint-disable-next-line react-hooks/exhaustive-deps -- labels change only with the locale
    [intl],
  );

  const change = (f: RecordFilter): void => {
    setFilter(f);
    setPageNum(1);
  };
  const value = records.data;
  return (
    <div data-testid="transaction-history-page">
      <PageHead>
        <h2>
          <FormattedMessage {...pageTitles.transactionHistory} />
        </h2>
      </PageHead>
      <RecordFilters value={filter} onChange={change} rangeError={rangeError} />
      {records.isError && !value ? (
        <div role="alert">
          <EmptyState
            title={<FormattedMessage {...m.loadFailed} />}
            action={
              <Button variant="secondary" onClick={() => void records.refetch()}>
                <FormattedMessage {...m.retry} />
              </Button>
            }
          />
        </div>
      ) : (
        <div data-testid="records-table">
          <Table
            columns={columns}
            rows={value?.content ?? []}
            rowKey={(r) => r.id}
            caption={<FormattedMessage {...m.caption} />}
            captionHidden
            loading={!value && !rangeError}
            empty={<FormattedMessage {...m.empty} />}
            striped
          />
        </div>
      )}
      {value && value.totalPages > 1 && (
        <Footer>
          <Pagination page={pageNum} pageCount={value.totalPages} onChange={setPageNum} label={intl.formatMessage(m.pages)} />
        </Footer>
      )}
    </div>
  );
}
