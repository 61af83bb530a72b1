import type { ReactNode } from 'react';
import { useIntl } from 'react-intl';
import { useLocation } from 'react-router-dom';
import { Button, EmptyState, Loader } from '../../../ui/index.ts';
import { useSession } from '../../state/session.ts';
import { gamesMessages } from './messages.ts';

/** Loading, failure (with retry) and empty states shared by the game pages. */
export function GamesLoading(): ReactNode {
  const intl = useIntl();
  return <Loader label={intl.formatMessage(gamesMessages.loading)} />;
}

export function GamesFailed({ retry }: { retry: () => void }): ReactNode {
  const intl = useIntl();
  return (
    <EmptyState
      title={<span role="alert">{intl.formatMessage(gamesMessages.loadFailed)}</span>}
      action={
        <Button variant="secondary" onClick={retry}>
          {intl.formatMessage(gamesMessages.retry)}
        </Button>
      }
    />
  );
}

/** A guest on a member's own list: the login prompt opens the login modal and comes back here. */
export function LoginPrompt(): ReactNode {
  const intl = useIntl();
  const openLoginFor = useSession((s) => s.openLoginFor);
  const { pathname, search } = useLocation();
  return (
    <div data-testid="games-login-prompt">
      <EmptyState
        title={intl.formatMessage(gamesMessages.loginNeeded)}
        description={intl.formatMessage(gamesMessages.loginNeededHint)}
        action={
          <Button onClick={() => openLoginFor(pathname + search)} data-testid="games-login">
            {intl.formatMessage(gamesMessages.login)}
          </Button>
        }
      />
    </div>
  );
}
