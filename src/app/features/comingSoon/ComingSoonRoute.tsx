import type { ReactNode } from 'react';
import { FormattedMessage, useIntl } from 'react-intl';
import { Link, useLocation } from 'react-router-dom';
import { ComingSoonPanel } from '../../../ui/index.ts';
import { useBrand } from '../../boot/BootContext.tsx';
import type { Feature } from '../../../engine/routes/routeTable.ts';
import { guardMessage } from '../../router/guard.ts';
import { comingSoonMessages, featureTitle } from './messages.ts';

/** The interim "coming soon" panel on routes whose feature is not built yet. */
export function ComingSoonRoute({ feature }: { feature: Feature }): ReactNode {
  const intl = useIntl();
  const brand = useBrand();
  const state = useLocation().state as { reason?: string } | null;
  return (
    <>
      {state?.reason === guardMessage.id && (
        <p role="alert" data-testid="guard-reason">
          <FormattedMessage {...guardMessage} />
        </p>
      )}
      <div data-testid={`coming-soon-${feature}`}>
        <ComingSoonPanel
          tag={intl.formatMessage(comingSoonMessages.badge)}
          title={intl.formatMessage(featureTitle(feature))}
          text={intl.formatMessage(comingSoonMessages.text, { brand: brand.name })}
          action={
            <Link to="/">
              <FormattedMessage {...comingSoonMessages.backHome} />
            </Link>
          }
        />
      </div>
    </>
  );
}
