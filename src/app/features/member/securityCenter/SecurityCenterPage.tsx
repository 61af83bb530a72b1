import type { ReactNode } from 'react';
import { FormattedMessage } from 'react-intl';
import { pageTitles } from '../messages.ts';

/** My account (seed §2 securityCenter): profile, bound mobile and e-mail, authenticator, login history. */
export default function SecurityCenterPage(): ReactNode {
  return (
    <h2>
      <FormattedMessage {...pageTitles.securityCenter} />
    </h2>
  );
}
