import type { ReactNode } from 'react';
import { FormattedMessage, useIntl } from 'react-intl';
import { Button, Spinner } from '../../../ui/index.ts';
import { announcementMessages } from './messages.ts';

/** Loading, failed (with retry) or empty: what an announcement list shows when it has no titles to show. */
export function AnnouncementStatus({ isPending, isError, onRetry }: { isPending: boolean; isError: boolean; onRetry: () => void }): ReactNode {
  const intl = useIntl();
  if (isPending) return <Spinner label={intl.formatMessage(announcementMessages.loading)} />;
  if (isError)
    return (
      <div role="alert">
        <p>
          <FormattedMessage {...announcementMessages.failed} />
        </p>
        <Button size="sm" variant="secondary" onClick={onRetry}>
          <FormattedMessage {...announcementMessages.retry} />
        </Button>
      </div>
    );
  return (
    <p>
      <FormattedMessage {...announcementMessages.empty} />
    </p>
  );
}
