import type { Meta, StoryObj } from '@storybook/react-vite';
import type { ReactNode } from 'react';
import { expect, userEvent, waitFor, within } from 'storybook/test';
import GameListPage from '../../../src/app/features/games/list/GameListPage.tsx';
import { failWith, PENDING, type CannedAnswers, type StoryVisitor } from '../fixtures.tsx';
import { GamesStory, gameListAnswer, page, storyGames } from './gameFixtures.tsx';

const LIST = '/wps/relay/GCSGAME_gameList';

function List({ as = 'guest', answers }: { as?: StoryVisitor; answers: CannedAnswers }): ReactNode {
  return (
    <GamesStory as={as} answers={answers}>
      <GameListPage />
    </GamesStory>
  );
}

/** Game list centers: providers from the brand's lane, tags, search, load more by 20. */
const meta = {
  title: 'App/Games/GameList',
  // page level: the visual runner also screenshots these at 390 × 844
  tags: ['phone'],
  parameters: { layout: 'padded', route: '/rng' },
} satisfies Meta;
export default meta;
type Story = StoryObj<typeof meta>;

/** A guest: 45 games, the first 20 with "Load more"; no favourite stars. */
export const Guest: Story = { tags: ['language-matrix'], render: () => <List answers={{ [LIST]: gameListAnswer(45) }} /> };

/** A member: stars on the cards, two of them favourites. */
export const Member: Story = {
  render: () => <List as="member" answers={{ [LIST]: gameListAnswer(45), '/wps/relay/MCSFE_getFavoriteGames': [1000, 1002] }} />,
};

/** After "Load more": 40 of 45 (played in the stories run; no screenshot: the new cards' images arrive after the click). */
export const LoadedMore: Story = {
  tags: ['no-visual'],
  render: () => <List answers={{ [LIST]: gameListAnswer(45) }} />,
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    await userEvent.click(await canvas.findByTestId('games-load-more'));
    await waitFor(() => expect(canvas.getAllByTestId('game-card')).toHaveLength(40));
  },
};

/** A provider chosen by ?vassalage= (the RNG vendor card's route). */
export const Provider: Story = {
  parameters: { route: '/rng?vassalage=LMR' },
  render: () => <List answers={{ [LIST]: gameListAnswer(8, { vassalage: 'LMR', displayName: 'Lumina Reels' }) }} />,
};

/** In-house games: /rng?vassalage=INHOUSE. */
export const InHouse: Story = {
  parameters: { route: '/rng?vassalage=INHOUSE' },
  render: () => <List answers={{ [LIST]: gameListAnswer(6, { vassalage: 'INHOUSE', displayName: 'House Originals', gameType: 'INHOUSE' }) }} />,
};

/** FAV for a guest: the member's own list needs login. */
export const FavoritesGuest: Story = { parameters: { route: '/rng?tag=FAV' }, render: () => <List answers={{}} /> };

/** FAV for a member: their favourite games of the category. */
export const FavoritesMember: Story = {
  parameters: { route: '/rng?tag=FAV' },
  render: () => (
    <List
      as="member"
      answers={{ '/wps/relay/MCSFE_getFavoriteGamesList': page(storyGames(5)), '/wps/relay/MCSFE_getFavoriteGames': [1000, 1001, 1002, 1003, 1004] }}
    />
  ),
};

/** RECENT for a member: games they launched, last first. */
export const RecentMember: Story = {
  parameters: { route: '/live?tag=RECENT' },
  render: () => (
    <List
      as="member"
      answers={{ '/wps/relay/GCS_recentGame': page(storyGames(3, { gameType: 'LIVE', vassalage: 'VLV', displayName: 'Velvet Live' })), '/wps/relay/MCSFE_getFavoriteGames': [] }}
    />
  ),
};

/** A search with no match. */
export const NoMatch: Story = { parameters: { route: '/fish?name=zzz' }, render: () => <List answers={{ [LIST]: gameListAnswer(0) }} /> };
export const Loading: Story = { render: () => <List answers={{ [LIST]: PENDING }} /> };
export const Failed: Story = { render: () => <List answers={{ [LIST]: failWith('system.busy', 'System busy', null, 500) }} /> };
/** A VASSALAGE tile opens the provider popup with that vendor's games. */
export const ProviderPopup: Story = {
  render: () => (
    <List
      answers={{
        [LIST]: (init?: { query?: Record<string, unknown> }) =>
          init?.query?.vassalage === 'PXS'
            ? gameListAnswer(6)(init)
            : { games: [...storyGames(1, { isGame: 'VASSALAGE', gameName: 'Pixel Spins lobby' }), ...storyGames(3, {}, 1)], totalPages: 1, totalCount: 4, pageNo: 1 },
      }}
    />
  ),
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    await userEvent.click(await canvas.findByRole('button', { name: /Pixel Spins lobby/ }));
    await expect(await within(document.body).findByTestId('provider-popup')).toBeInTheDocument();
  },
};

/** The list's states side by side is the set above; this one shows a guest and a member list in one frame. */
export const AllStates: Story = {
  render: () => (
    // one column the page's width: an auto column would grow to the widest state's min-content and scroll a phone sideways
    <div css={{ display: 'grid', gridTemplateColumns: 'minmax(0, 1fr)', gap: 32 }}>
      <List answers={{ [LIST]: gameListAnswer(25) }} />
      <List as="member" answers={{ [LIST]: gameListAnswer(3), '/wps/relay/MCSFE_getFavoriteGames': [1001] }} />
      <List answers={{ [LIST]: gameListAnswer(0) }} />
    </div>
  ),
};
