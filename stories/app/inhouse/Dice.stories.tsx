import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect, userEvent, waitFor, within } from 'storybook/test';
import DicePage from '../../../src/app/features/inhouse/DicePage.tsx';
import { pointDecimals } from './inhouseFixtures.tsx';
import { failWith, PENDING } from '../fixtures.tsx';
import { GamesStory } from '../games/gameFixtures.tsx';
import { diceLoss, diceWin, inhouseAnswers, revealedSeeds } from './inhouseFixtures.tsx';

/** /inhouse/dice: provably fair dice (launched from /rng?vassalage=INHOUSE), seeds panel and my rounds. */
const meta = {
  title: 'App/Inhouse/Dice',
  tags: ['phone'],
  parameters: { layout: 'fullscreen', route: '/inhouse/dice?backUrl=%2Frng%3Fvassalage%3DINHOUSE' },
} satisfies Meta;
export default meta;
type Story = StoryObj<typeof meta>;

export const Ready: Story = {
  render: () => (
    <GamesStory as="member" answers={inhouseAnswers('dice')}>
      <DicePage />
    </GamesStory>
  ),
};
export const Won: Story = {
  render: () => (
    <GamesStory as="member" answers={inhouseAnswers('dice')}>
      <DicePage initialRound={diceWin} />
    </GamesStory>
  ),
};
export const Lost: Story = {
  render: () => (
    <GamesStory as="member" answers={inhouseAnswers('dice')}>
      <DicePage initialRound={diceLoss} />
    </GamesStory>
  ),
};
/** A bet: the roll and the win appear (the marker slides unless reduced motion is on). */
export const Bet: Story = {
  render: () => (
    <GamesStory as="member" answers={inhouseAnswers('dice')}>
      <DicePage />
    </GamesStory>
  ),
  play: async ({ canvasElement }) => {
    const c = within(canvasElement);
    await userEvent.click(await c.findByTestId('inhouse-bet'));
    await waitFor(async () => expect(pointDecimals((await c.findByTestId('dice-roll')).textContent ?? '')).toBe('30.69'));
  },
};
export const InsufficientBalance: Story = {
  render: () => (
    <GamesStory as="member" answers={inhouseAnswers('dice', { 'POST /wps/relay/inhouse/dice/bet': failWith('wallet.insufficient_balance', 'Insufficient balance') })}>
      <DicePage />
    </GamesStory>
  ),
  play: async ({ canvasElement }) => {
    const c = within(canvasElement);
    await userEvent.click(await c.findByTestId('inhouse-bet'));
    await expect(await within(canvasElement.ownerDocument.body).findByText('Insufficient balance')).toBeTruthy();
  },
};
export const RevealedSeed: Story = {
  render: () => (
    <GamesStory as="member" answers={inhouseAnswers('dice', { 'GET /wps/relay/inhouse/seeds': revealedSeeds, 'GET /wps/relay/inhouse/rounds': { list: [] } })}>
      <DicePage />
    </GamesStory>
  ),
};
export const Loading: Story = {
  render: () => (
    <GamesStory as="member" answers={inhouseAnswers('dice', { 'GET /wps/relay/inhouse/seeds': PENDING, 'GET /wps/relay/inhouse/rounds': PENDING })}>
      <DicePage />
    </GamesStory>
  ),
};
export const AllStates: Story = {
  render: () => (
    <GamesStory as="member" answers={inhouseAnswers('dice')}>
      <div css={{ display: 'grid', gap: 32 }}>
        <DicePage initialRound={diceWin} />
        <DicePage initialRound={diceLoss} />
      </div>
    </GamesStory>
  ),
};
