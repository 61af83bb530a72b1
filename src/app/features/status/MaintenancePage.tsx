import type { ReactNode } from 'react';
import { FormattedMessage, useIntl } from 'react-intl';
import { useBoot } from '../../boot/BootContext.tsx';
import { statusMessages } from './messages.ts';
import { StatusPage } from './StatusPage.tsx';
import { formatInOffset } from './time.ts';

/** System status 1: title, end time if the operator set one (in the brand's time zone), info, customer service. */
export function MaintenancePage(): ReactNode {
  const { brand, status } = useBoot();
  const intl = useIntl();
  const end = status.maintenanceEnd;
  return (
    <StatusPage
      testId="maintenance-page"
      title={<FormattedMessage {...statusMessages.maintenanceTitle} />}
      service={status.info.customerService[0]}
    >
      <p>
        <FormattedMessage {...statusMessages.maintenanceInfo} values={{ brand: brand.name }} />
      </p>
      {end && (
        <p data-testid="maintenance-end">
          <FormattedMessage
            {...statusMessages.maintenanceEnds}
            values={{ time: formatInOffset(end, brand.timezoneOffset, intl.locale), offset: brand.timezoneOffset }}
          />
        </p>
      )}
    </StatusPage>
  );
}
