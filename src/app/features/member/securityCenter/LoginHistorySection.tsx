import type { ReactNode } from 'react';
import { FormattedDate, FormattedMessage } from 'react-intl';
import { Table, type TableColumn } from '../../../../ui/index.ts';
import { useLoginHistory, type LoginHistory } from './api.ts';
import { securityMessages as m } from './messages.ts';
import { Muted, Section } from './Section.tsx';

type Entry = LoginHistory['content'][number];

const columns: TableColumn<Entry>[] = [
  { key: 'time', header: <FormattedMessage {...m.time} />, cell: (e) => <FormattedDate value={e.createdAt} dateStyle="medium" timeStyle="short" /> },
  { key: 'ip', header: <FormattedMessage {...m.ip} />, cell: (e) => e.ip },
  { key: 'device', header: <FormattedMessage {...m.device} />, cell: (e) => e.device },
];

/** The member's latest logins with IP and device: a login the member does not recognise is worth a password change. */
export function LoginHistorySection(): ReactNode {
  const history = useLoginHistory();
  const rows = history.data?.content ?? [];
  return (
    <Section title={<FormattedMessage {...m.logins} />} testId="security-logins">
      {history.isError ? (
        <Muted role="alert">
          <FormattedMessage {...m.loadFailed} />
        </Muted>
      ) : history.data && rows.length === 0 ? (
        <Muted>
          <FormattedMessage {...m.noLogins} />
        </Muted>
      ) : (
        <Table columns={columns} rows={rows} rowKey={(e, i) => `${e.createdAt}-${i}`} caption={<FormattedMessage {...m.logins} />} captionHidden loading={!history.data} />
      )}
    </Section>
  );
}
