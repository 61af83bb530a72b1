import type { ReactNode } from 'react';
import { FormattedMessage } from 'react-intl';
import { useBoot } from '../../boot/BootContext.tsx';
import { statusMessages } from './messages.ts';
import { StatusPage } from './StatusPage.tsx';

/** System status 2: the caller's IP, info, customer service. */
export function RegionBlockedPage(): ReactNode {
  const { brand, status } = useBoot();
  return (
    <StatusPage
      testId="region-blocked-page"
      title={<FormattedMessage {...statusMessages.regionTitle} />}
      service={status.info.customerService[0]}
    >
      <p>
        <FormattedMessage {...statusMessages.regionInfo} values={{ brand: brand.name }} />
      </p>
      <p data-testid="caller-ip">
        <FormattedMessage {...statusMessages.yourIp} values={{ ip: <bdi>{status.location.ip}</bdi> }} />
      </p>
    </StatusPage>
  );
}
