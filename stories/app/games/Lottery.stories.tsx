import type { Meta, StoryObj } from '@storybook/react-vite';
import type { ReactNode } from 'react';
import LotteryPage from '../../../src/app/features/games/lottery/LotteryPage.tsx';
import { failWith, PENDING, type CannedAnswer, type StoryVisitor } from '../fixtures.tsx';
import { FRAMED_PAGE } from '../../brandContent.ts';
import { GamesStory, storyGame, storyLottoMenus, storyNumeros } from './gameFixtures.tsx';

// The lobby frame shows a same-origin page (a brand's icon stands in for the lottery vendor's lobby).
const lobby = (init?: { query?: Record<string, unknown> }) => {
  const url = `${FRAMED_PAGE}?game=${String(init?.query?.lottoGameCode ?? '')}`;
  return { content: { game_url: url }, url };
};

function Screen({ as = 'member', launch = lobby, menus }: { as?: StoryVisitor; launch?: CannedAnswer; menus?: CannedAnswer }): ReactNode {
  return (
    <GamesStory
      as={as}
      answers={{
        '/lgw/games/game_menus': menus ?? { gameMenus: storyLottoMenus },
        '/lgw/vn/games/game_menu': menus ?? { SOUTH: { groupName: 'South', gameMenus: storyLottoMenus.slice(0, 1) }, NORTH: { groupName: 'North', gameMenus: storyLottoMenus.slice(1) } },
        '/lgw/vn/numeros/opened/game': storyNumeros,
        '/wps/game/launchGame': launch,
        '/wps/relay/GCSGAME_gameList': { games: [storyGame(0, { vassalage: 'TCG_LOTTO_VN', gameType: 'LOTT', gameName: 'VN Lottery' })], totalPages: 1, totalCount: 1, pageNo: 1 },
      }}
    >
      <LotteryPage />
    </GamesStory>
  );
}

/** Lottery screens (login required): menus with the latest draw, and the lobby (launchMode LOTT) in a frame. */
const meta = {
  title: 'App/Games/Lottery',
  // page level: the visual runner also screenshots these at 390 × 844
  tags: ['phone'],
  parameters: { layout: 'padded', route: '/lottery?gameCode=VN45' },
} satisfies Meta;
export default meta;
type Story = StoryObj<typeof meta>;

export const Lottery: Story = { render: () => <Screen /> };
export const VnLottery: Story = { parameters: { route: '/vnLottery?gameCode=HN5' }, render: () => <Screen /> };
export const SeaLottery: Story = { parameters: { route: '/seaLottery' }, render: () => <Screen /> };
/** A trial member: a real account is needed (in_need_true_account), no launch. */
export const Trial: Story = { render: () => <Screen as="trial" /> };
export const Starting: Story = { render: () => <Screen launch={PENDING} /> };
export const Maintenance: Story = { render: () => <Screen launch={failWith('game.maintenance', 'Game maintenance')} /> };
export const NoGames: Story = { render: () => <Screen menus={{ gameMenus: [] }} /> };
export const AllStates: Story = {
  render: () => (
    <div css={{ display: 'grid', gap: 32 }}>
      <Screen />
      <Screen as="trial" />
      <Screen launch={failWith('game.maintenance', 'Game maintenance')} />
    </div>
  ),
};
