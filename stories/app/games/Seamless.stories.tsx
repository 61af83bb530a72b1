import type { Meta, StoryObj } from '@storybook/react-vite';
import SeamlessPage, { SeamlessView } from '../../../src/app/features/games/seamless/SeamlessPage.tsx';
import { FRAMED_PAGE } from '../../brandContent.ts';
import { GamesStory } from './gameFixtures.tsx';

/** /seamless: the launched game in a full-size frame, or a refusal for a URL that is not the brand's. */
const meta = {
  title: 'App/Games/Seamless',
  // page level: the visual runner also screenshots these at 390 × 844
  tags: ['phone'],
  parameters: { layout: 'fullscreen', route: { pathname: '/seamless', state: { gameUrl: FRAMED_PAGE } } },
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
export const FromQuery: Story = { parameters: { route: `/seamless?url=${encodeURIComponent(FRAMED_PAGE)}` } };
export const AllStates: Story = {
  render: () => (
    <GamesStory answers={{}}>
      <div css={{ display: 'grid', gridTemplateColumns: '1fr 1fr', gap: 16 }}>
        <SeamlessView url={FRAMED_PAGE} />
        <SeamlessView url="javascript:alert(1)" />
      </div>
    </GamesStory>
  ),
};
