import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect, userEvent, within } from 'storybook/test';
import RewardCenterPage from '../../../src/app/features/member/rewardCenter/RewardCenterPage.tsx';
import { failWith, PENDING } from '../fixtures.tsx';
import { emptyRewards, rewardAnswers, storyTickets } from './rewardFixtures.ts';
import { memberPageFrame } from './memberPageFrame.tsx';

const Shell = memberPageFrame(rewardAnswers);

/** A tab by its item id (Tabs gives it the id <base>-tab-<item>), whatever the story's language calls it. */
const tab = async (c: ReturnType<typeof within>, item: string): Promise<HTMLElement> =>
  (await c.findAllByRole('tab', {}, { timeout: 5000 })).find((t: HTMLElement) => t.id.endsWith(`-tab-${item}`))!;

const meta = {
  title: 'App/Member/Reward center',
  tags: ['phone'],
  parameters: { layout: 'fullscreen' },
} satisfies Meta;
export default meta;
type Story = StoryObj<typeof meta>;

/** Claimable rewards from several sources: main or bonus wallet, expiry, claim one, claim all. */
export const Rewards: Story = {
  render: () => (
    <Shell>
      <RewardCenterPage />
    </Shell>
  ),
  play: async ({ canvasElement }) => {
    const c = within(canvasElement);
    await expect(await c.findByTestId('reward-claim-all', {}, { timeout: 5000 })).toBeInTheDocument();
    await expect(c.getByTestId('reward-claim-31')).toBeInTheDocument();
  },
};

/** The prize wheel spun and the envelope opened: the prize shows with the revealed seeds. */
export const Draws: Story = {
  render: () => (
    <Shell>
      <RewardCenterPage />
    </Shell>
  ),
  play: async ({ canvasElement }) => {
    const c = within(canvasElement);
    await userEvent.click(await tab(c, 'draws'));
    await userEvent.click(await c.findByTestId('draw-wheel-go', {}, { timeout: 5000 }));
    await expect(await c.findByTestId('draw-wheel-result')).toBeInTheDocument();
    await userEvent.click(c.getByTestId('draw-raffle-go'));
    await expect(await c.findByTestId('draw-raffle-result')).toBeInTheDocument();
  },
};

/** No tickets and no prize table: the buttons are off and say how tickets are earned. */
export const DrawsWithoutTickets: Story = {
  render: () => (
    <Shell answers={{ ...rewardAnswers, 'GET /wps/relay/MCS2_getDrawTickets': { ...storyTickets, tickets: [], raffle: [] } }}>
      <RewardCenterPage />
    </Shell>
  ),
  play: async ({ canvasElement }) => {
    const c = within(canvasElement);
    await userEvent.click(await tab(c, 'draws'));
    await expect(await c.findByTestId('draw-wheel-go', {}, { timeout: 5000 })).toBeDisabled();
  },
};

export const History: Story = {
  render: () => (
    <Shell>
      <RewardCenterPage />
    </Shell>
  ),
  play: async ({ canvasElement }) => {
    const c = within(canvasElement);
    await userEvent.click(await tab(c, 'history'));
    await expect(await c.findByTestId('reward-list-history', {}, { timeout: 5000 })).toBeInTheDocument();
  },
};

export const Empty: Story = {
  render: () => (
    <Shell answers={{ ...rewardAnswers, 'GET /wps/relay/MCS2_getRewardList': emptyRewards }}>
      <RewardCenterPage />
    </Shell>
  ),
};

export const Loading: Story = {
  render: () => (
    <Shell answers={{ ...rewardAnswers, 'GET /wps/relay/MCS2_getRewardList': PENDING }}>
      <RewardCenterPage />
    </Shell>
  ),
};

export const LoadFailed: Story = {
  render: () => (
    <Shell answers={{ ...rewardAnswers, 'GET /wps/relay/MCS2_getRewardList': failWith('system.error', 'Server busy', null, 500) }}>
      <RewardCenterPage />
    </Shell>
  ),
};
