import type { ReactNode } from 'react';

/** Placeholder until the team overview lands (seed §2 agentTeamOverview). */
export default function TeamOverviewPage(): ReactNode {
  return <div data-testid="agent-team-overview" />;
}
