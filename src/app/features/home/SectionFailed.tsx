import type { ReactNode } from 'react';
import { FormattedMessage } from 'react-intl';
import { Button } from '../../../ui/index.ts';
import { homeMessages } from './messages.ts';

/** A home section whose data did not come: says so and offers to ask again (the rest of the page stays usable). */
export function SectionFailed({ onRetry }: { onRetry: () => void }): ReactNode {
  return (
    <div role="alert" data-testid="home-section-failed">
      <p>
        <FormattedMessage {...homeMessages.loadFailed} />
      </p>
      <Button size="sm" variant="secondary" onClick={onRetry}>
        <FormattedMessage {...homeMessages.retry} />
      </Button>
    </div>
  );
}
