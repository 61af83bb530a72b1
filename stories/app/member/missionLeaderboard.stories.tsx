// Mission activity (missionLeaderboard: mission summary and leaderboard): missions by state, claim,
// the board; none; loading; failure. A brand without the reward center (REWCEN3) shows the "Not available" panel.
import type { Meta, StoryObj } from '@storybook/react-vite';
import type { ReactNode } from 'react';
import { expect, userEvent, waitFor, within } from 'storybook/test';
import MissionLeaderboardPage from '../../../src/app/features/member/missionLeaderboard/MissionLeaderboardPage.tsx';
import { memberPageFrame } from './memberPageFrame.tsx';
import { capabilities, requiring, whenAvailable } from '../../capabilities.tsx';
import { failWith, PENDING, type CannedAnswers } from '../fixtures.tsx';
import { growthAnswers, missionBoard, missionSummary } from './growthFixtures.ts';

const GrowthShell = memberPageFrame(growthAnswers);

function Shell({ answers }: { answers?: CannedAnswers }): ReactNode {
  return (
    <GrowthShell answers={answers}>
      <MissionLeaderboardPage />
    </GrowthShell>
  );
}

const meta = {
  title: 'App/Member/Mission activity',
  tags: ['phone'],
  parameters: { layout: 'fullscreen' },
  decorators: [requiring(capabilities.flag('rewardCenter', 'missions (REWCEN3 reward center)'))],
} satisfies Meta;
export default meta;
type Story = StoryObj<typeof meta>;

/** One claimable, two in progress (money and days), one claimed; the weekly board with the member on it. */
export const Missions: Story = {
  render: () => <Shell />,
  play: whenAvailable(async ({ canvasElement }) => {
    const c = within(canvasElement);
    const claim = await c.findByTestId('mission-claim-daily-slots', {}, { timeout: 5000 });
    await expect(c.getByTestId('mission-status-weekly-bet')).toBeInTheDocument();
    await expect(await c.findByTestId('mission-board-weekly', {}, { timeout: 5000 })).toBeInTheDocument();
    await expect(c.getByTestId('mission-my-rank')).toBeInTheDocument();
    await userEvent.click(claim);
    await waitFor(() => expect(canvasElement.ownerDocument.querySelector('[data-tone="success"]')).not.toBeNull(), { timeout: 5000 });
  }),
};

/** Today's board: switching the tab asks for the daily period. */
export const DailyBoard: Story = {
  render: () => <Shell answers={{ ...growthAnswers, 'GET /wps/relay/MCSFE_getMissionLeaderboard': (init?: { query?: Record<string, unknown> }) => ({ ...missionBoard, period: init?.query?.period ?? 'weekly' }) }} />,
  play: whenAvailable(async ({ canvasElement }) => {
    const c = within(canvasElement);
    const tabs = await c.findAllByRole('tab', {}, { timeout: 5000 });
    await userEvent.click(tabs[1]!);
    await expect(await c.findByTestId('mission-board-daily', {}, { timeout: 5000 })).toBeInTheDocument();
  }),
};

export const NoMissions: Story = {
  render: () => (
    <Shell
      answers={{
        ...growthAnswers,
        'GET /wps/relay/MCSFE_getMissionSummaryDetails': { ...missionSummary, missions: [], claimable: 0, completed: 0 },
        'GET /wps/relay/MCSFE_getMissionLeaderboard': { ...missionBoard, list: [], me: undefined },
      }}
    />
  ),
};

export const Loading: Story = { render: () => <Shell answers={{ ...growthAnswers, 'GET /wps/relay/MCSFE_getMissionSummaryDetails': PENDING, 'GET /wps/relay/MCSFE_getMissionLeaderboard': PENDING }} /> };

export const LoadFailed: Story = {
  render: () => <Shell answers={{ ...growthAnswers, 'GET /wps/relay/MCSFE_getMissionSummaryDetails': failWith('system.error', 'Server busy', null, 500) }} />,
  play: whenAvailable(async ({ canvasElement }) => {
    await expect(await within(canvasElement).findByRole('alert', {}, { timeout: 5000 })).toBeInTheDocument();
  }),
};
