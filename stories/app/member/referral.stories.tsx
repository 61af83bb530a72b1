// Invite friends (referral): code, link and QR code, stats, rules, friends; copy; no
// friends yet; loading; failure. A brand without REFERRAL3 shows the "Not available" panel.
import type { Meta, StoryObj } from '@storybook/react-vite';
import type { ReactNode } from 'react';
import { expect, within } from 'storybook/test';
import ReferralPage from '../../../src/app/features/member/referral/ReferralPage.tsx';
import { memberPageFrame } from './memberPageFrame.tsx';
import { capabilities, requiring, whenAvailable } from '../../capabilities.tsx';
import { failWith, PENDING, type CannedAnswers } from '../fixtures.tsx';
import { growthAnswers, referralDetails } from './growthFixtures.ts';

const GrowthShell = memberPageFrame(growthAnswers);

function Shell({ answers }: { answers?: CannedAnswers }): ReactNode {
  return (
    <GrowthShell answers={answers}>
      <ReferralPage />
    </GrowthShell>
  );
}

const meta = {
  title: 'App/Member/Invite friends',
  tags: ['phone'],
  parameters: { layout: 'fullscreen' },
  decorators: [requiring(capabilities.flag('referral', 'invite friends (REFERRAL3)'))],
} satisfies Meta;
export default meta;
type Story = StoryObj<typeof meta>;

/** The link the server built, its QR code drawn locally, stats and three friends (one long name). */
export const Invite: Story = {
  render: () => <Shell />,
  play: whenAvailable(async ({ canvasElement }) => {
    const c = within(canvasElement);
    await expect(await c.findByTestId('referral-link', {}, { timeout: 5000 })).toHaveTextContent(referralDetails.inviteUrl);
    await expect(c.getByTestId('referral-code')).toHaveTextContent(referralDetails.referralCode);
    await expect(c.getByRole('img')).toBeInTheDocument();
    await expect(c.getByTestId('referral-friends').querySelectorAll('li')).toHaveLength(3);
  }),
};

export const NoFriendsYet: Story = {
  render: () => <Shell answers={{ ...growthAnswers, 'GET /wps/relay/MCSFE_getReferralDetails': { ...referralDetails, invited: 0, qualified: 0, rewardsMinor: '0', invitees: [], rule: { rewardMinor: '10000', turnoverX100: 0, text: '' } } }} />,
  play: whenAvailable(async ({ canvasElement }) => {
    await expect(await within(canvasElement).findByTestId('referral-invited', {}, { timeout: 5000 })).toBeInTheDocument();
    await expect(within(canvasElement).queryByTestId('referral-friends')).toBeNull();
  }),
};

export const Loading: Story = { render: () => <Shell answers={{ ...growthAnswers, 'GET /wps/relay/MCSFE_getReferralDetails': PENDING }} /> };

export const LoadFailed: Story = {
  render: () => <Shell answers={{ ...growthAnswers, 'GET /wps/relay/MCSFE_getReferralDetails': failWith('system.error', 'Server busy', null, 500) }} />,
  play: whenAvailable(async ({ canvasElement }) => {
    await expect(await within(canvasElement).findByRole('alert', {}, { timeout: 5000 })).toBeInTheDocument();
  }),
};
