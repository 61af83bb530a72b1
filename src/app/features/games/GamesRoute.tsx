import type { ReactNode } from 'react';
import GameCenterPage from './center/GameCenterPage.tsx';
import AccountGamesPage from './account/AccountGamesPage.tsx';
import { GamesScope } from './GamesScope.tsx';
import GameListPage from './list/GameListPage.tsx';
import LotteryPage from './lottery/LotteryPage.tsx';
import SeamlessPage from './seamless/SeamlessPage.tsx';

export type GamesFeature = 'gameList' | 'gameCenter' | 'accountGames' | 'lottery' | 'seamless';

const PAGES: Record<GamesFeature, () => ReactNode> = {
  gameList: () => <GameListPage />,
  gameCenter: () => <GameCenterPage />,
  accountGames: () => <AccountGamesPage />,
  lottery: () => <LotteryPage />,
  seamless: () => <SeamlessPage />,
};

/** The game routes (docs/spec/routes.md; one lazy chunk with their messages), each inside GamesScope. */
export default function GamesRoute({ feature }: { feature: GamesFeature }): ReactNode {
  return <GamesScope>{PAGES[feature]()}</GamesScope>;
}
