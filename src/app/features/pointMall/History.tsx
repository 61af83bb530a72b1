// Redemption history (In Process / Rejected / Approved), newest first.
import { useState, type ReactNode } from 'react';
import { FormattedMessage, useIntl } from 'react-intl';
import { EmptyState, Pagination, Skeleton } from '../../../ui/index.ts';
import { useRedeemHistory } from './api.ts';
import { pointMessages as m } from './messages.ts';
import { Row, Rows } from './styles.ts';

export function History(): ReactNode {
  const intl = useIntl();
  const [page, setPage] = useState(1);
  const { data } = useRedeemHistory(page);
  if (!data) return <Skeleton width="100%" height="8rem" />;
  if (data.total === 0) return <EmptyState title={<FormattedMessage {...m.emptyHistory} />} headingLevel={2} />;
  return (
    <>
      <Rows data-testid="redeem-history">
        {data.list.map((r) => (
          <Row key={r.id} data-status={r.status}>
            <span>
              {intl.formatNumber(r.quantity)}× {r.title}
            </span>
            <strong>
              <FormattedMessage {...m[r.status]} />
            </strong>
            <span>
              <FormattedMessage {...m.pointsValue} values={{ points: intl.formatNumber(r.points) }} />
            </span>
            <span>{intl.formatDate(r.createdAt, { dateStyle: 'medium', timeStyle: 'short' })}</span>
            <small>
              <FormattedMessage {...m.colReference} />: #{r.id}
              {r.remark ? (
                <>
                  {' · '}
                  <FormattedMessage {...m.colRemark} />: {r.remark}
                </>
              ) : null}
            </small>
          </Row>
        ))}
      </Rows>
      {data.total > data.pageSize && <Pagination page={page} pageCount={Math.ceil(data.total / data.pageSize)} onChange={setPage} />}
    </>
  );
}
