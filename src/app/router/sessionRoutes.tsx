// Routes whose answer depends on the session, one chunk loaded on demand.
import { lazy, type ReactNode } from 'react';
import { ModalRoute } from './ModalRoute.tsx';
import { AgentOnly, RealAccountOnly } from './SessionGates.tsx';

const MemberCenter = lazy(() => import('../features/member/MemberCenter.tsx'));
const AgentCenter = lazy(() => import('../features/agent/center/AgentCenter.tsx'));

export const routes = {
  login: (): ReactNode => <ModalRoute modal="login" />,
  register: (): ReactNode => <ModalRoute modal="register" />,
  agentHome: (): ReactNode => (
    <AgentOnly>
      <AgentCenter />
    </AgentOnly>
  ),
  member: (): ReactNode => (
    <RealAccountOnly>
      <MemberCenter />
    </RealAccountOnly>
  ),
};

export type SessionRoute = keyof typeof routes;

export default function SessionRouteElement({ route }: { route: SessionRoute }): ReactNode {
  return routes[route]();
}
