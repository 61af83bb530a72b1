import type { ReactNode } from 'react';
import { useIntl } from 'react-intl';
import { useLocation } from 'react-router-dom';
import { EmptyState } from '../../../../ui/index.ts';
import { useFavoriteList, useRecentGames } from '../../../api/games.ts';
import { useSession } from '../../../state/session.ts';
import { GameGrid } from '../GameGrid.tsx';
import { GamesFailed, GamesLoading, LoginPrompt } from '../GamesStatus.tsx';
import { gamesMessages } from '../messages.ts';
import { pageStyle } from '../pageStyles.ts';

function MemberGames({ recent }: { recent: boolean }): ReactNode {
  const intl = useIntl();
  const favorites = useFavoriteList(undefined, !recent);
  const played = useRecentGames(undefined, recent);
  const query = recent ? played : favorites;
  if (query.isPending) return <GamesLoading />;
  if (query.isError) return <GamesFailed retry={() => void query.refetch()} />;
  if (query.data.content.length === 0)
    return recent ? (
      <EmptyState title={intl.formatMessage(gamesMessages.noRecent)} description={intl.formatMessage(gamesMessages.noRecentHint)} />
    ) : (
      <EmptyState title={intl.formatMessage(gamesMessages.noFavorites)} description={intl.formatMessage(gamesMessages.noFavoritesHint)} />
    );
  return <GameGrid games={query.data.content} label={intl.formatMessage(recent ? gamesMessages.recentTitle : gamesMessages.favoriteTitle)} />;
}

/** /favorite and /recent (the account game lists): the member's games; a guest gets the login prompt. */
export default function AccountGamesPage(): ReactNode {
  const intl = useIntl();
  const recent = useLocation().pathname.toLowerCase() === '/recent';
  const isLogin = useSession((s) => s.isLogin);
  const restoring = useSession((s) => s.restoring);
  return (
    <section css={pageStyle} data-testid={recent ? 'recent-page' : 'favorite-page'}>
      <h1>{intl.formatMessage(recent ? gamesMessages.recentTitle : gamesMessages.favoriteTitle)}</h1>
      {isLogin ? <MemberGames recent={recent} /> : restoring ? <GamesLoading /> : <LoginPrompt />}
    </section>
  );
}
