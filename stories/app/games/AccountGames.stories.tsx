import type { Meta, StoryObj } from '@storybook/react-vite';
import type { ReactNode } from 'react';
import AccountGamesPage from '../../../src/app/features/games/account/AccountGamesPage.tsx';
import type { CannedAnswers, StoryVisitor } from '../fixtures.tsx';
import { GamesStory, page, storyGames } from './gameFixtures.tsx';

function Account({ as = 'guest', answers = {} }: { as?: StoryVisitor; answers?: CannedAnswers }): ReactNode {
  return (
    <GamesStory as={as} answers={answers}>
      <AccountGamesPage />
    </GamesStory>
  );
}

const favorites = storyGames(7);
const FAVS = { '/wps/relay/MCSFE_getFavoriteGamesList': page(favorites), '/wps/relay/MCSFE_getFavoriteGames': favorites.map((g) => g.nodeId) };

/** /favorite and /recent: the member's games; a guest gets a login prompt that opens the login modal. */
const meta = {
  title: 'App/Games/AccountGames',
  // page level: the visual runner also screenshots these at 390 × 844
  tags: ['phone'],
  parameters: { layout: 'padded', route: '/favorite' },
} satisfies Meta;
export default meta;
type Story = StoryObj<typeof meta>;

export const FavoritesGuest: Story = { render: () => <Account /> };
export const Favorites: Story = { render: () => <Account as="member" answers={FAVS} /> };
export const FavoritesEmpty: Story = {
  render: () => <Account as="member" answers={{ '/wps/relay/MCSFE_getFavoriteGamesList': page([]), '/wps/relay/MCSFE_getFavoriteGames': [] }} />,
};
export const Recent: Story = {
  parameters: { route: '/recent' },
  render: () => <Account as="member" answers={{ '/wps/relay/GCS_recentGame': page(storyGames(4, {}, 3)), '/wps/relay/MCSFE_getFavoriteGames': [1004] }} />,
};
export const RecentEmpty: Story = {
  parameters: { route: '/recent' },
  render: () => <Account as="member" answers={{ '/wps/relay/GCS_recentGame': page([]), '/wps/relay/MCSFE_getFavoriteGames': [] }} />,
};
export const AllStates: Story = {
  render: () => (
    <div css={{ display: 'grid', gap: 32 }}>
      <Account />
      <Account as="member" answers={FAVS} />
    </div>
  ),
};
