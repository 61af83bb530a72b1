import styled from '@emotion/styled';
import { Suspense, type ReactNode } from 'react';
import { FormattedMessage } from 'react-intl';
import { useSearchParams } from 'react-router-dom';
import { layout } from '../../../../engine/theme/layout.ts';
import { token } from '../../../../engine/theme/token.ts';
import { Spinner, ToastProvider } from '../../../../ui/index.ts';
import { useFlags } from '../../../boot/BootContext.tsx';
import { AreaMessages } from '../../../i18n/AreaMessages.tsx';
import { useConsolidatedFunds } from '../../auth/session/queries.ts';
import { PageBoundary } from '../../member/PageBoundary.tsx';
import { AgentHeader } from './AgentHeader.tsx';
import { AgentMenu } from './AgentMenu.tsx';
import { AgentClockProvider, type AgentClock } from './clock.tsx';
import { resolveAgentPage, visibleAgentMenu } from './menu.ts';
import { agentCenterMessages as m } from './messages.ts';
import { AGENT_PAGES, type AgentPage } from './pages.tsx';

const Shell = styled.div`
  min-height: 100dvh;
  background: ${token('color.bg.page')};
  color: ${token('color.text.primary')};
`;
const Body = styled.div`
  display: flex;
  flex-wrap: wrap;
  align-items: flex-start;
  gap: ${token('space.md')};
  max-width: 80rem;
  margin: 0 auto;
  padding: ${token('space.sm')} ${layout('page.gutter')} ${token('space.xl')};
`;
const Title = styled.h1`
  flex: 1 0 100%;
  margin: 0;
  font-size: ${token('font.size.lg')};
`;
const PhoneOnly = styled.div`
  display: ${layout('show.phone')};
`;
const TabletUp = styled.div`
  display: ${layout('show.tabletUp')};
`;
const PageArea = styled.section`
  flex: 1 1 18rem;
  min-width: 0;
`;

export interface AgentCenterProps {
  /** The page registry (stories and tests pass a small one). */
  pages?: Partial<Record<string, AgentPage>>;
  /** The clock of the header and the period presets (stories freeze it). */
  clock?: AgentClock;
}

/**
 * /agentHome, the agent center: a page of its own without the site's header and footer; the menu of the
 * registered pages the brand's flags (and the consolidated contract flags) allow, default agentTeamOverview,
 * `?page=` deep links; a sideways row of chips on phones, a column from tablet up.
 */
function AgentCenterScreen({ pages = AGENT_PAGES }: { pages?: Partial<Record<string, AgentPage>> }): ReactNode {
  const [params] = useSearchParams();
  const flags = useFlags();
  const consolidated = useConsolidatedFunds();
  const menu = visibleAgentMenu(pages, flags, consolidated.data);
  const current = resolveAgentPage(params.get('page'), menu);
  const Page = current ? pages[current] : undefined;
  return (
    <Shell data-testid="agent-center" data-page={current}>
      <AgentHeader />
      <Body>
        <Title>
          <FormattedMessage {...m.title} />
        </Title>
        <PhoneOnly>
          <AgentMenu items={menu} current={current} variant="row" />
        </PhoneOnly>
        <TabletUp>
          <AgentMenu items={menu} current={current} variant="column" />
        </TabletUp>
        <PageArea data-testid={`agent-page-${current ?? 'none'}`}>
          {Page && current && (
            <PageBoundary pageId={current}>
              <Suspense fallback={<Spinner />}>
                <Page />
              </Suspense>
            </PageBoundary>
          )}
        </PageArea>
      </Body>
    </Shell>
  );
}

/** The center with its messages (agent area, and member for the pages it borrows) and toasts; loaded by the route. */
export default function AgentCenter({ pages, clock }: AgentCenterProps): ReactNode {
  return (
    <AreaMessages area="member">
      <AreaMessages area="agent">
        <AgentClockProvider clock={clock}>
          <ToastProvider>
            <AgentCenterScreen {...(pages ? { pages } : {})} />
          </ToastProvider>
        </AgentClockProvider>
      </AreaMessages>
    </AreaMessages>
  );
}
