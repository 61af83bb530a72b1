import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect, userEvent, waitFor, within } from 'storybook/test';
import CrashPage from '../../../src/app/features/inhouse/CrashPage.tsx';
import { pointDecimals } from './inhouseFixtures.tsx';
import { failWith, PENDING } from '../fixtures.tsx';
import { GamesStory } from '../games/gameFixtures.tsx';
import { crashLoss, crashWin, inhouseAnswers } from './inhouseFixtures.tsx';

/** /inhouse/crash: provably fair crash with an auto cash-out, resolved in one request. */
const meta = {
  title: 'App/Inhouse/Crash',
  tags: ['phone'],
  parameters: { layout: 'fullscreen', route: '/inhouse/crash' },
} satisfies Meta;
export default meta;
type Story = StoryObj<typeof meta>;

/** The multiplier climbs for about a second: a shot waits until `boards` of them landed on their crash point. */
const climbed = async (canvasElement: HTMLElement, boards = 1): Promise<void> => {
  const landed = () => canvasElement.querySelectorAll('[data-testid=crash-point]:not([data-state=idle])').length;
  await waitFor(() => expect(landed()).toBeGreaterThanOrEqual(boards), { timeout: 5_000 });
};

export const Ready: Story = {
  render: () => (
    <GamesStory as="member" answers={inhouseAnswers('crash')}>
      <CrashPage />
    </GamesStory>
  ),
};
export const CashedOut: Story = {
  render: () => (
    <GamesStory as="member" answers={inhouseAnswers('crash')}>
      <CrashPage initialRound={crashWin} />
    </GamesStory>
  ),
  play: ({ canvasElement }) => climbed(canvasElement),
};
export const Crashed: Story = {
  render: () => (
    <GamesStory as="member" answers={inhouseAnswers('crash')}>
      <CrashPage initialRound={crashLoss} />
    </GamesStory>
  ),
  play: ({ canvasElement }) => climbed(canvasElement),
};
export const Bet: Story = {
  render: () => (
    <GamesStory as="member" answers={inhouseAnswers('crash')}>
      <CrashPage />
    </GamesStory>
  ),
  play: async ({ canvasElement }) => {
    const c = within(canvasElement);
    await userEvent.click(await c.findByTestId('inhouse-bet'));
    await waitFor(async () => expect(pointDecimals((await c.findByTestId('inhouse-outcome')).textContent ?? '')).toMatch(/3\.47×/));
    await climbed(canvasElement);
  },
};
export const OutOfLimits: Story = {
  render: () => (
    <GamesStory
      as="member"
      answers={inhouseAnswers('crash', { 'POST /wps/relay/inhouse/crash/bet': failWith('payment.amount_out_of_limits', 'The amount must be between 1.00 and 100000.00') })}
    >
      <CrashPage />
    </GamesStory>
  ),
};
export const Loading: Story = {
  render: () => (
    <GamesStory as="member" answers={inhouseAnswers('crash', { 'GET /wps/relay/inhouse/seeds': PENDING, 'GET /wps/relay/inhouse/rounds': PENDING })}>
      <CrashPage />
    </GamesStory>
  ),
};
export const AllStates: Story = {
  render: () => (
    <GamesStory as="member" answers={inhouseAnswers('crash')}>
      <div css={{ display: 'grid', gap: 32 }}>
        <CrashPage initialRound={crashWin} />
        <CrashPage initialRound={crashLoss} />
      </div>
    </GamesStory>
  ),
  play: ({ canvasElement }) => climbed(canvasElement, 2),
};
