// The agent center's page registry (seed §2): page id → its lazily loaded page. The menu shows a page only once
// it is registered here, so a helper adds its page with one line and nothing else changes.
// Each page is `src/app/features/agent/center/<pageId>/<Name>Page.tsx` (reports: `./reports/<pageId>/…`) with a
// default export and no required props.
import { lazy, type ComponentType, type LazyExoticComponent } from 'react';
import type { AgentPageId } from './menu.ts';

export type AgentPage = LazyExoticComponent<ComponentType>;

export const AGENT_PAGES: Partial<Record<AgentPageId, AgentPage>> = {
  agentTeamOverview: lazy(() => import('./agentTeamOverview/TeamOverviewPage.tsx')),
  // one line per page: pageId: lazy(() => import('./<pageId>/<Name>Page.tsx')),
};
