import styled from '@emotion/styled';
import { useEffect, useSyncExternalStore, type ReactNode } from 'react';
import { FormattedMessage, useIntl } from 'react-intl';
import { defineMessages } from '../../../i18n/defineMessages.ts';
import { useLocation } from 'react-router-dom';
import { token } from '../../../engine/theme/token.ts';
import { Spinner } from '../../../ui/index.ts';
import { sanitizeHtml } from './sanitize.ts';
import { useHelpCenter } from './useHelpCenter.ts';

const messages = defineMessages({
  title: { id: 'help.title', defaultMessage: 'Help center' },
  loading: { id: 'help.loading', defaultMessage: 'Loading help' },
  failed: { id: 'help.failed', defaultMessage: 'The help center could not be loaded. Please try again.' },
});

const Article = styled.article`
  max-width: 860px;
  section {
    margin-bottom: ${token('space.lg')};
    padding: ${token('space.lg')};
    border-radius: ${token('radius.lg')};
    background: ${token('color.bg.surface')};
    box-shadow: ${token('shadow.sm')};
    scroll-margin-top: 80px;
  }
`;

const noSubscribe = (): (() => void) => () => undefined;

/**
 * False on the server and while hydrating, true otherwise. DOMPurify needs a DOM: the server renders the sections'
 * titles and the operator HTML follows right after hydration (a client-only render has it at once).
 */
function useInBrowser(): boolean {
  return useSyncExternalStore(noSubscribe, () => true, () => false);
}

/** /help and /help#term: the brand's help sections, operator HTML sanitized with DOMPurify. */
export default function HelpCenterPage(): ReactNode {
  const intl = useIntl();
  const { data, isPending, isError } = useHelpCenter();
  const { hash } = useLocation();
  const inBrowser = useInBrowser();
  useEffect(() => {
    if (data && hash) document.getElementById(decodeURIComponent(hash.slice(1)))?.scrollIntoView();
  }, [data, hash]);
  return (
    <Article data-testid="help-center">
      <h1>
        <FormattedMessage {...messages.title} />
      </h1>
      {isPending && <Spinner label={intl.formatMessage(messages.loading)} />}
      {isError && (
        <p role="alert">
          <FormattedMessage {...messages.failed} />
        </p>
      )}
      {data?.sections.map((s) => (
        <section key={s.id} id={s.id} aria-labelledby={`${s.id}-title`}>
          <h2 id={`${s.id}-title`}>{s.title}</h2>
          {inBrowser ? <div dangerouslySetInnerHTML={{ __html: sanitizeHtml(s.content) }} /> : <div aria-busy="true" />}
        </section>
      ))}
    </Article>
  );
}
