import { css } from '@emotion/react';
import type { ReactNode } from 'react';
import { useIntl } from 'react-intl';
import { useLocation } from 'react-router-dom';
import { cardTheme } from '../../../../engine/games/cards.ts';
import { splitCardLanes, type GameType } from '../../../../engine/games/lanes.ts';
import { token } from '../../../../engine/theme/token.ts';
import { EmptyState, VendorCard } from '../../../../ui/index.ts';
import { useBoot } from '../../../boot/BootContext.tsx';
import { useVendorLanes } from '../../../api/games.ts';
import { laneMessage } from '../../../i18n/navMessages.ts';
import { GamesFailed, GamesLoading } from '../GamesStatus.tsx';
import { useLaunchGame } from '../launch/useLaunchGame.ts';
import { gamesMessages } from '../messages.ts';
import { pageStyle } from '../pageStyles.ts';

/** Path → category of the game centers (/sports, /esports, /lott, /elott, /cockfight). */
const PATH_TYPES: Record<string, GameType> = {
  '/sports': 'SPORTS',
  '/esports': 'ESPORTS',
  '/lott': 'LOTT',
  '/elott': 'ELOTT',
  '/cockfight': 'COCKFIGHT',
};

const vendorGrid = css`
  display: grid;
  grid-template-columns: repeat(auto-fill, minmax(240px, 1fr));
  gap: ${token('space.md')};
  margin: 0;
  padding: 0;
  list-style: none;
`;

/**
 * Game centers: the category's vendor cards (e-sports and cockfight split from sports by the brand's vendor
 * lists), maintenance shown on the card; a card starts the vendor by the launch rules.
 */
export default function GameCenterPage(): ReactNode {
  const intl = useIntl();
  const { pathname } = useLocation();
  const { brand } = useBoot();
  const gameType = PATH_TYPES[pathname.toLowerCase()] ?? 'SPORTS';
  const lanes = useVendorLanes(brand.merchantCode);
  const launch = useLaunchGame();
  const title = intl.formatMessage(laneMessage(gameType));
  let body: ReactNode;
  if (lanes.isPending) body = <GamesLoading />;
  else if (lanes.isError) body = <GamesFailed retry={() => void lanes.refetch()} />;
  else {
    const cards = splitCardLanes(lanes.data.data.lanes, brand.games).find((l) => l.type === gameType)?.cards ?? [];
    body =
      cards.length === 0 ? (
        <EmptyState title={intl.formatMessage(gamesMessages.noVendors)} />
      ) : (
        <ul css={vendorGrid} aria-label={title}>
          {cards.map((card, i) => (
            <li key={card.vassalage}>
              <VendorCard vendor={card} theme={cardTheme(i)} onOpen={() => launch(card)} />
            </li>
          ))}
        </ul>
      );
  }
  return (
    <section css={pageStyle} data-testid="game-center-page" data-game-type={gameType}>
      <h1>{title}</h1>
      {body}
    </section>
  );
}
