// Manual rebate (manualRebate, only with MANUALREBATE3): rebate by game type, claim, nothing to claim, loading,
// failure. A brand without the flag shows the "Not available" panel.
import type { Meta, StoryObj } from '@storybook/react-vite';
import type { ReactNode } from 'react';
import { expect, userEvent, waitFor, within } from 'storybook/test';
import ManualRebatePage from '../../../src/app/features/member/manualRebate/ManualRebatePage.tsx';
import { memberPageFrame } from './memberPageFrame.tsx';
import { capabilities, requiring, whenAvailable } from '../../capabilities.tsx';
import { failWith, PENDING, type CannedAnswers } from '../fixtures.tsx';
import { growthAnswers, rebateInfo } from './growthFixtures.ts';

const GrowthShell = memberPageFrame(growthAnswers);

function Shell({ answers }: { answers?: CannedAnswers }): ReactNode {
  return (
    <GrowthShell answers={answers}>
      <ManualRebatePage />
    </GrowthShell>
  );
}

const meta = {
  title: 'App/Member/Manual rebate',
  tags: ['phone'],
  parameters: { layout: 'fullscreen' },
  decorators: [requiring(capabilities.flag('manualRebate', 'manual rebate (MANUALREBATE3)'))],
} satisfies Meta;
export default meta;
type Story = StoryObj<typeof meta>;

/** Valid bet since the last claim by game type (one unknown to the menu), then a claim. */
export const Claimable: Story = {
  render: () => <Shell />,
  play: whenAvailable(async ({ canvasElement }) => {
    const c = within(canvasElement);
    await expect(await c.findByTestId('rebate-rows', {}, { timeout: 5000 })).toBeInTheDocument();
    await expect(c.getByTestId('rebate-row-COCKFIGHT')).toBeInTheDocument();
    const claim = c.getByTestId('rebate-claim');
    await expect(claim).toBeEnabled();
    await userEvent.click(claim);
    await waitFor(() => expect(canvasElement.ownerDocument.querySelector('[data-tone="success"]')).not.toBeNull(), { timeout: 5000 });
  }),
};

/** Below the minimum: the claim button waits. */
export const NothingToClaim: Story = {
  render: () => (
    <Shell answers={{ ...growthAnswers, 'GET /wps/relay/MCS2_getManualRebate': { ...rebateInfo, since: null, rows: [], validBetMinor: '0', rebateMinor: '0', claimable: false, history: [] } }} />
  ),
  play: whenAvailable(async ({ canvasElement }) => {
    await expect(await within(canvasElement).findByTestId('rebate-claim', {}, { timeout: 5000 })).toBeDisabled();
  }),
};

export const Loading: Story = { render: () => <Shell answers={{ ...growthAnswers, 'GET /wps/relay/MCS2_getManualRebate': PENDING }} /> };

export const LoadFailed: Story = {
  render: () => <Shell answers={{ ...growthAnswers, 'GET /wps/relay/MCS2_getManualRebate': failWith('system.error', 'Server busy', null, 500) }} />,
  play: whenAvailable(async ({ canvasElement }) => {
    await expect(await within(canvasElement).findByRole('alert', {}, { timeout: 5000 })).toBeInTheDocument();
  }),
};
