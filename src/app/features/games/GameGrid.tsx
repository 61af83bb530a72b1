import { css } from '@emotion/react';
import type { ReactNode } from 'react';
import { cardTheme } from '../../../engine/games/cards.ts';
import { layout } from '../../../engine/theme/layout.ts';
import { GameCard } from '../../../ui/index.ts';
import type { GameItem } from '../../api/games.ts';
import { useSession } from '../../state/session.ts';
import { useFavoriteToggle } from './favorites/useFavoriteToggle.ts';
import { useLaunchGame } from './launch/useLaunchGame.ts';

export const gridStyle = css`
  display: grid;
  /* phones: 2 columns at 320 px, 3 from 360 px (cards stay >= 100 px); wider cards from tablet up */
  grid-template-columns: repeat(auto-fill, minmax(min(100%, ${layout('gameGrid.min')}), 1fr));
  gap: ${layout('gameGrid.gap')};
  margin: 0;
  padding: 0;
  list-style: none;
`;

/** Game cards cycling the six card themes, with the favourite star for a logged-in member. */
export function GameGrid({ games, label }: { games: GameItem[]; label: string }): ReactNode {
  const isLogin = useSession((s) => s.isLogin);
  const launch = useLaunchGame();
  const favorites = useFavoriteToggle();
  return (
    <ul css={gridStyle} aria-label={label} data-testid="game-grid">
      {games.map((game, i) => (
        <li key={`${game.nodeId}-${i}`}>
          <GameCard
            game={game}
            theme={cardTheme(i)}
            favorite={favorites.isFavorite(game.nodeId)}
            onFavorite={isLogin && game.isGame === 'GAME' ? () => favorites.toggle(game) : undefined}
            onLaunch={() => launch(game)}
          />
        </li>
      ))}
    </ul>
  );
}
