import type { Meta, StoryObj } from '@storybook/react-vite';
import type { ReactNode } from 'react';
import GameCenterPage from '../../../src/app/features/games/center/GameCenterPage.tsx';
import { failWith, PENDING, type CannedAnswer } from '../fixtures.tsx';
import { GamesStory, lanesAnswer, useBrandGames } from './gameFixtures.tsx';

const LANES = '/wps/relay/GCSGAME_newGameVendor';

function Center({ answer, maintenance = [] }: { answer?: CannedAnswer; maintenance?: string[] }): ReactNode {
  const games = useBrandGames();
  return (
    <GamesStory answers={{ [LANES]: answer ?? lanesAnswer(games, maintenance) }}>
      <GameCenterPage />
    </GamesStory>
  );
}

/** Game centers: vendor cards; e-sports and cockfight split from sports by the brand's vendor lists. */
const meta = {
  title: 'App/Games/GameCenter',
  // page level: the visual runner also screenshots these at 390 × 844
  tags: ['phone'],
  parameters: { layout: 'padded', route: '/sports' },
} satisfies Meta;
export default meta;
type Story = StoryObj<typeof meta>;

export const Sports: Story = { render: () => <Center /> };
export const Esports: Story = { parameters: { route: '/esports' }, render: () => <Center /> };
export const Cockfight: Story = { parameters: { route: '/cockfight' }, render: () => <Center /> };
export const Lottery: Story = { parameters: { route: '/lott' }, render: () => <Center /> };
/** A vendor under maintenance shows it on its card. */
export const Maintenance: Story = { render: () => <Center maintenance={['KSP']} /> };
export const Loading: Story = { render: () => <Center answer={PENDING} /> };
export const Failed: Story = { render: () => <Center answer={failWith('system.busy', 'System busy', null, 500)} /> };
/** A category the brand has no vendors in. */
export const Empty: Story = { parameters: { route: '/elott' }, render: () => <Center answer={{ data: { lanes: [] } }} /> };
export const AllStates: Story = {
  render: () => (
    <div css={{ display: 'grid', gap: 32 }}>
      <Center maintenance={['TDX']} />
      <Center answer={{ data: { lanes: [] } }} />
    </div>
  ),
};
