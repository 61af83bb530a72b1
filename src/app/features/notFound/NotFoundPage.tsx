import type { ReactNode } from 'react';
import { FormattedMessage, useIntl } from 'react-intl';
import { defineMessages } from '../../../i18n/defineMessages.ts';
import { Link } from 'react-router-dom';
import { EmptyState } from '../../../ui/index.ts';

const messages = defineMessages({
  title: { id: 'notFound.title', defaultMessage: 'Page not found' },
  text: { id: 'notFound.text', defaultMessage: 'The address may be mistyped, or the page has moved.' },
  home: { id: 'notFound.home', defaultMessage: 'Go to the home page' },
});

export function NotFoundPage(): ReactNode {
  const intl = useIntl();
  return (
    <div data-testid="not-found">
      <EmptyState
        headingLevel={2}
        title={intl.formatMessage(messages.title)}
        description={intl.formatMessage(messages.text)}
        action={
          <Link to="/">
            <FormattedMessage {...messages.home} />
          </Link>
        }
      />
    </div>
  );
}
