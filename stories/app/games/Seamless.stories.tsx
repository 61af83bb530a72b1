import type { Meta, StoryObj } from '@storybook/react-vite';
import SeamlessPage, { SeamlessView } from '../../../src/app/features/games/seamless/SeamlessPage.tsx';
import { GamesStory } from './gameFixtures.tsx';

/** /seamless (seed §2): the launched game in a full-size frame, or a refusal for a URL that is not the brand's. */
const meta = {
  title: 'App/Games/Seamless',
  parameters: { layout: 'fullscreen', route: { pathname: '/seamless', state: { gameUrl: '/brands/lotus/assets/app-icon.svg' } } },
  render: () => (
    <GamesStory answers={{}}>
      <SeamlessPage />
    </GamesStory>
  ),
} satisfies Meta;
export default meta;
type Story = StoryObj<typeof meta>;

export const Playing: Story = {};
/** Another host (or javascript:) is never framed. */
export const ForeignUrl: Story = { parameters: { route: { pathname: '/seamless', state: { gameUrl: 'https://games.example.net/x' } } } };
export const NoGame: Story = { parameters: { route: '/seamless' } };
/** A reload keeps the game through ?url=. */
export const FromQuery: Story = { parameters: { route: '/seamless?url=%2Fbrands%2Flotus%2Fassets%2Fapp-icon.svg' } };
export const AllStates: Story = {
  render: () => (
    <GamesStory answers={{}}>
      <div css={{ display: 'grid', gridTemplateColumns: '1fr 1fr', gap: 16 }}>
        <SeamlessView url="/brands/lotus/assets/app-icon.svg" />
        <SeamlessView url="javascript:alert(1)" />
      </div>
    </GamesStory>
  ),
};
