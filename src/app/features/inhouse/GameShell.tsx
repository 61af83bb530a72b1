import type { ReactNode } from 'react';
import { FormattedMessage } from 'react-intl';
import { Link, useSearchParams } from 'react-router-dom';
import { inhouseMessages as m } from './messages.ts';
import { Head, PageGrid } from './styles.ts';

/** Where "back" goes: the launch's backUrl when it is a path of this site, else the in-house lobby. */
export function useBackUrl(): string {
  const [search] = useSearchParams();
  const back = search.get('backUrl');
  return back && back.startsWith('/') && !back.startsWith('//') ? back : '/rng?vassalage=INHOUSE';
}

export function GameShell({ title, testId, children }: { title: ReactNode; testId: string; children: ReactNode }): ReactNode {
  const back = useBackUrl();
  return (
    <PageGrid data-testid={testId}>
      <Head data-wide>
        <h1>{title}</h1>
        <Link to={back}>
          <FormattedMessage {...m.back} />
        </Link>
      </Head>
      {children}
    </PageGrid>
  );
}

/** The outcome line under a board: win amount or no win, announced politely to screen readers. */
export function Outcome({ children }: { children: ReactNode }): ReactNode {
  return (
    <p role="status" aria-live="polite" css={{ margin: 0, minHeight: '1.5em', fontWeight: 700 }} data-testid="inhouse-outcome">
      {children}
    </p>
  );
}
