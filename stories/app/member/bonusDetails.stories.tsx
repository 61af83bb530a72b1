import type { Meta, StoryObj } from '@storybook/react-vite';
import type { ReactNode } from 'react';
import { expect, within } from 'storybook/test';
import BonusDetailsPage from '../../../src/app/features/member/bonusDetails/BonusDetailsPage.tsx';
import { AreaMessages } from '../../../src/app/i18n/AreaMessages.tsx';
import { failWith, PENDING, WithFreshApi, WithSession, type CannedAnswers } from '../fixtures.tsx';
import { bonusDetails, rewardAnswers } from './rewardFixtures.ts';

function Shell({ answers = rewardAnswers, children }: { answers?: CannedAnswers; children: ReactNode }): ReactNode {
  return (
    <WithFreshApi answers={answers}>
      <WithSession as="member">
        <AreaMessages area="member">
          <div style={{ maxWidth: 720, padding: 16 }}>{children}</div>
        </AreaMessages>
      </WithSession>
    </WithFreshApi>
  );
}

const meta = {
  title: 'App/Member/Bonus details',
  tags: ['phone'],
  parameters: { layout: 'fullscreen' },
} satisfies Meta;
export default meta;
type Story = StoryObj<typeof meta>;

/** The bonus wallet, two requirements in progress (one untouched), one released. */
export const Details: Story = {
  render: () => (
    <Shell>
      <BonusDetailsPage />
    </Shell>
  ),
  play: async ({ canvasElement }) => {
    const c = within(canvasElement);
    await expect(await c.findByTestId('bonus-active', {}, { timeout: 5000 })).toBeInTheDocument();
    await expect(c.getAllByRole('progressbar')[0]).toHaveAttribute('aria-valuenow', '41');
    await expect(c.getByTestId('bonus-released')).toBeInTheDocument();
  },
};

export const NothingYet: Story = {
  render: () => (
    <Shell answers={{ ...rewardAnswers, 'GET /wps/relay/MCS2_getBonusDetails': { ...bonusDetails, bonusMinor: '0', active: [], released: [] } }}>
      <BonusDetailsPage />
    </Shell>
  ),
};

export const Loading: Story = {
  render: () => (
    <Shell answers={{ ...rewardAnswers, 'GET /wps/relay/MCS2_getBonusDetails': PENDING }}>
      <BonusDetailsPage />
    </Shell>
  ),
};

export const LoadFailed: Story = {
  render: () => (
    <Shell answers={{ ...rewardAnswers, 'GET /wps/relay/MCS2_getBonusDetails': failWith('system.error', 'Server busy', null, 500) }}>
      <BonusDetailsPage />
    </Shell>
  ),
};
