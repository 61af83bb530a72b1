import styled from '@emotion/styled';
import type { ReactNode } from 'react';
import { FormattedMessage, useIntl } from 'react-intl';
import { useLocation } from 'react-router-dom';
import { Spinner } from '../../../ui/index.ts';
import { HelpSections, sectionOfHash } from './HelpSections.tsx';
import { helpMessages as messages } from './messages.ts';
import { useHelpCenter } from './useHelpCenter.ts';

const Article = styled.article`
  max-width: 860px;
`;

/** The help center's body: loading, failure, or the sections (the page and the help modal share it). */
export function HelpCenterBody({ target, idPrefix }: { target: string; idPrefix?: string }): ReactNode {
  const intl = useIntl();
  const { data, isPending, isError } = useHelpCenter();
  return (
    <>
      {isPending && <Spinner label={intl.formatMessage(messages.loading)} />}
      {isError && (
        <p role="alert">
          <FormattedMessage {...messages.failed} />
        </p>
      )}
      {data && <HelpSections data={data} target={target} idPrefix={idPrefix} />}
    </>
  );
}

/** /help and /help#term: the brand's help sections; the anchor's section opens and scrolls into view. */
export default function HelpCenterPage(): ReactNode {
  const { hash } = useLocation();
  return (
    <Article data-testid="help-center">
      <h1>
        <FormattedMessage {...messages.title} />
      </h1>
      <HelpCenterBody target={sectionOfHash(hash)} />
    </Article>
  );
}
