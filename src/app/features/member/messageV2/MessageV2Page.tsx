import type { ReactNode } from 'react';
import { FormattedMessage } from 'react-intl';
import { pageTitles } from '../messages.ts';

/** Platform information (seed §2 messageV2): the member's inbox. */
export default function MessageV2Page(): ReactNode {
  return (
    <h2>
      <FormattedMessage {...pageTitles.messageV2} />
    </h2>
  );
}
