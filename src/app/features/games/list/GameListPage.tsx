import type { ReactNode } from 'react';
import { useIntl } from 'react-intl';
import { tagNeedsLogin } from '../../../../engine/games/tags.ts';
import { Button, EmptyState } from '../../../../ui/index.ts';
import { useBoot } from '../../../boot/BootContext.tsx';
import { laneMessage } from '../../../i18n/navMessages.ts';
import { useSession } from '../../../state/session.ts';
import { GameGrid } from '../GameGrid.tsx';
import { GamesFailed, GamesLoading, LoginPrompt } from '../GamesStatus.tsx';
import { gamesMessages } from '../messages.ts';
import { footerRow, pageStyle } from '../pageStyles.ts';
import { ListFilters } from './ListFilters.tsx';
import { useListGames, type ListGames } from './useListGames.ts';
import { useListParams, type ListParams } from './useListParams.ts';

function Results({ list, params }: { list: ListGames; params: ListParams }): ReactNode {
  const intl = useIntl();
  if (list.status === 'pending') return <GamesLoading />;
  if (list.status === 'error') return <GamesFailed retry={list.retry} />;
  if (list.games.length === 0)
    return <EmptyState title={intl.formatMessage(gamesMessages.noGames)} description={intl.formatMessage(gamesMessages.noGamesHint)} />;
  return (
    <>
      <GameGrid games={list.games} label={intl.formatMessage(laneMessage(params.gameType))} />
      <div css={footerRow}>
        <span data-testid="games-shown">{intl.formatMessage(gamesMessages.shown, { shown: list.games.length, total: list.total })}</span>
        {list.hasMore && (
          <Button variant="secondary" onClick={list.loadMore} loading={list.loadingMore} data-testid="games-load-more">
            {intl.formatMessage(gamesMessages.loadMore)}
          </Button>
        )}
      </div>
    </>
  );
}

function CatalogResults({ params }: { params: ListParams }): ReactNode {
  return <Results list={useListGames(params)} params={params} />;
}

/** Game list centers /live, /fish, /rng, /pvp, /bgs: providers, tags, search, load more by 20. */
export default function GameListPage(): ReactNode {
  const intl = useIntl();
  const { lanes } = useBoot();
  const isLogin = useSession((s) => s.isLogin);
  const [params, update] = useListParams();
  const vendors = lanes.find((l) => l.type === params.gameType)?.vendors ?? [];
  return (
    <section css={pageStyle} data-testid="game-list-page" data-game-type={params.gameType}>
      <h1>{intl.formatMessage(laneMessage(params.gameType))}</h1>
      <ListFilters params={params} vendors={vendors} onChange={update} />
      {tagNeedsLogin(params.tag) && !isLogin ? <LoginPrompt /> : <CatalogResults params={params} />}
    </section>
  );
}
