import { useEffect, type ReactNode } from 'react';
import { useIntl } from 'react-intl';
import { useLocation } from 'react-router-dom';
import { Button, Modal, Spinner } from '../../../../ui/index.ts';
import { useGameList } from '../../../api/games.ts';
import { GameGrid } from '../GameGrid.tsx';
import { gamesMessages } from '../messages.ts';
import { useProviderPopup, type ProviderPopupTarget } from './providerPopup.ts';

function VendorGames({ target }: { target: ProviderPopupTarget }): ReactNode {
  const intl = useIntl();
  const list = useGameList({ gameType: target.gameType, vassalage: target.vassalage, tag: 'ALL' });
  if (list.isPending) return <Spinner label={intl.formatMessage(gamesMessages.loading)} />;
  if (list.isError) return <p role="alert">{intl.formatMessage(gamesMessages.loadFailed)}</p>;
  // the vendor's lobby tiles would only reopen this popup
  const games = list.data.pages.flatMap((p) => p.games).filter((g) => g.isGame === 'GAME');
  return (
    <>
      <GameGrid games={games} label={intl.formatMessage(gamesMessages.providerPopupTitle, { vendor: target.displayName })} />
      {list.hasNextPage && (
        <Button variant="secondary" onClick={() => void list.fetchNextPage()} loading={list.isFetchingNextPage} css={{ marginTop: 16 }}>
          {intl.formatMessage(gamesMessages.loadMore)}
        </Button>
      )}
    </>
  );
}

/** The game popup: the games of a VASSALAGE vendor tile. */
export function ProviderPopup(): ReactNode {
  const intl = useIntl();
  const target = useProviderPopup((s) => s.target);
  const close = useProviderPopup((s) => s.close);
  // a game started from the popup (or any navigation) leaves the popup behind, as does leaving the games pages
  const { key } = useLocation();
  useEffect(() => () => close(), [key, close]);
  if (!target) return null;
  return (
    <Modal open onClose={close} width={860} title={intl.formatMessage(gamesMessages.providerPopupTitle, { vendor: target.displayName })}>
      <div data-testid="provider-popup">
        <VendorGames target={target} />
      </div>
    </Modal>
  );
}
