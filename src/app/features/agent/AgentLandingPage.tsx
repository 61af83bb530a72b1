import styled from '@emotion/styled';
import { useId, type ReactNode } from 'react';
import { FormattedMessage } from 'react-intl';
import { Link, Navigate, useLocation } from 'react-router-dom';
import { token } from '../../../engine/theme/token.ts';
import { useBrand } from '../../boot/BootContext.tsx';
import { AreaMessages } from '../../i18n/AreaMessages.tsx';
import { LanguageSwitcher } from '../../layout/LanguageSwitcher.tsx';
import { Logo } from '../../layout/Logo.tsx';
import { ThemeToggle } from '../../layout/ThemeToggle.tsx';
import { useSession } from '../../state/session.ts';
import { FormNotice } from '../auth/fields/FormNotice.tsx';
import { UsernameLoginForm } from '../auth/login/UsernameLoginForm.tsx';
import { agentMessages } from './messages.ts';

const Page = styled.div`
  display: flex;
  flex-direction: column;
  align-items: center;
  gap: ${token('space.lg')};
  min-height: calc(100vh - 2 * ${token('space.lg')});
`;

const Bar = styled.div`
  display: flex;
  align-items: center;
  justify-content: space-between;
  gap: ${token('space.md')};
  width: min(100%, 480px);
  padding: ${token('space.sm')} ${token('space.md')};
  border-radius: ${token('radius.lg')};
  background: ${token('color.bg.header')};
  color: ${token('color.text.onHeader')};
`;

const Tools = styled.div`
  display: flex;
  align-items: center;
  gap: ${token('space.sm')};
`;

const Card = styled.section`
  display: flex;
  flex-direction: column;
  gap: ${token('space.md')};
  width: min(100%, 480px);
  padding: ${token('space.lg')};
  border: 1px solid ${token('color.border.default')};
  border-radius: ${token('radius.lg')};
  background: ${token('color.bg.surface')};
  color: ${token('color.text.primary')};
  box-shadow: ${token('shadow.md')};
  h1 {
    margin: 0;
    font-family: ${token('font.family.heading')};
    font-size: ${token('font.size.xl')};
  }
  p {
    margin: 0;
    color: ${token('color.text.muted')};
  }
`;

const PlayerLink = styled(Link)`
  align-self: center;
  color: ${token('color.text.link')};
  font-size: ${token('font.size.sm')};
`;

/**
 * /agent: the agent login page without header or footer: logo, language and mode switches, and the
 * login form on the agent portal, where the server refuses non-agents ('Non-agents cannot log in'). A logged-in
 * agent goes straight on to /agentHome.
 */
/** The page itself; `memberLoggedIn` adds the notice that only agents can use the agent center. */
export function AgentLandingView({ memberLoggedIn }: { memberLoggedIn: boolean }): ReactNode {
  const brand = useBrand();
  const titleId = useId();
  return (
    <Page data-testid="agent-landing">
      <Bar>
        <Logo />
        <Tools>
          <LanguageSwitcher />
          <ThemeToggle />
        </Tools>
      </Bar>
      <Card aria-labelledby={titleId}>
        <h1 id={titleId}>
          <FormattedMessage {...agentMessages.title} />
        </h1>
        <p>
          <FormattedMessage {...agentMessages.intro} values={{ brand: brand.name }} />
        </p>
        {memberLoggedIn && (
          <FormNotice tone="info" testId="agent-member-notice">
            <FormattedMessage {...agentMessages.memberNotice} />
          </FormNotice>
        )}
        <UsernameLoginForm portal="agent" testId="agent-login-form" />
        <PlayerLink to="/">
          <FormattedMessage {...agentMessages.playerSite} />
        </PlayerLink>
      </Card>
    </Page>
  );
}

function AgentLanding(): ReactNode {
  const isLogin = useSession((s) => s.isLogin);
  const isAgent = useSession((s) => s.isAgent);
  const from = (useLocation().state as { from?: unknown } | null)?.from;
  if (isLogin && isAgent) return <Navigate to={typeof from === 'string' && from.startsWith('/agentHome') ? from : '/agentHome'} replace />;
  return <AgentLandingView memberLoggedIn={isLogin} />;
}

/** The page with its messages (the auth area), one lazily loaded route chunk. */
export default function AgentLandingPage(): ReactNode {
  return (
    <AreaMessages area="auth">
      <AgentLanding />
    </AreaMessages>
  );
}
