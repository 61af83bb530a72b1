// The VIP card of My account (the member's hasVip) and the levels dialog. A brand without the VIP flag shows the
// "Not available" panel.
import type { Meta, StoryObj } from '@storybook/react-vite';
import type { ReactNode } from 'react';
import { expect, userEvent, within } from 'storybook/test';
import { VipSlot } from '../../../src/app/features/vip/VipCard.tsx';
import type { VipInfo } from '../../../src/generated/types.ts';
import { capabilities, requiring, whenAvailable } from '../../capabilities.tsx';
import { PENDING, WithFreshApi, WithSession, type CannedAnswers } from '../fixtures.tsx';

const VIP = 'GET /wps/relay/MCS2_getVipInfo';
const levels: VipInfo['levels'] = [
  { level: 1, name: 'Bronze', validBet: 0, deposits: 0, reward: 0 },
  { level: 2, name: 'Silver', validBet: 1000, deposits: 500, reward: 50 },
  { level: 3, name: 'Gold', validBet: 10000, deposits: 5000, reward: 300 },
  { level: 4, name: 'Platinum of the very long name', validBet: 50000, deposits: 20000, reward: 1000 },
];
const middle: VipInfo = { level: 2, next: 3, progress: 42, validBet: 4200.5, deposits: 3100, levels };
const top: VipInfo = { level: 4, progress: 100, validBet: 80000, deposits: 25000, levels };

function Shell({ answers, children }: { answers: CannedAnswers; children: ReactNode }): ReactNode {
  return (
    <WithFreshApi answers={answers}>
      <WithSession as="member">
        <div style={{ padding: 16, maxWidth: 560 }}>{children}</div>
      </WithSession>
    </WithFreshApi>
  );
}

const meta = {
  title: 'App/VIP',
  tags: ['phone'],
  parameters: { layout: 'fullscreen' },
  decorators: [requiring(capabilities.flag('vip', 'VIP (VIP3)'))],
} satisfies Meta;
export default meta;
type Story = StoryObj<typeof meta>;

const card = (answers: CannedAnswers) => () => (
  <Shell answers={answers}>
    <VipSlot />
  </Shell>
);

/** On the way to the next level: badge, progress bar, bet and deposit figures. */
export const Progress: Story = {
  render: card({ [VIP]: middle }),
  play: whenAvailable(async ({ canvasElement }) => {
    const c = within(canvasElement);
    await expect(await c.findByTestId('vip-card', {}, { timeout: 5000 })).toHaveAttribute('data-level', '2');
    await expect(c.getByRole('progressbar')).toHaveAttribute('aria-valuenow', '42');
  }),
};

/** The levels dialog marks the member's level. */
export const Levels: Story = {
  render: card({ [VIP]: middle }),
  play: whenAvailable(async ({ canvasElement }) => {
    await userEvent.click(await within(canvasElement).findByTestId('vip-levels-open', {}, { timeout: 5000 }));
    const list = await within(document.body).findByTestId('vip-levels');
    const current = list.querySelectorAll('li[aria-current="true"]');
    await expect(current).toHaveLength(1);
    await expect(list.querySelectorAll('li')[1]).toHaveAttribute('aria-current', 'true');
  }),
};

/** The top level: no bar, a line saying so. */
export const TopLevel: Story = {
  render: card({ [VIP]: top }),
  play: whenAvailable(async ({ canvasElement }) => {
    const c = within(canvasElement);
    await c.findByTestId('vip-card', {}, { timeout: 5000 });
    await expect(c.queryByRole('progressbar')).toBeNull();
  }),
};

export const Loading: Story = { render: card({ [VIP]: PENDING }) };
