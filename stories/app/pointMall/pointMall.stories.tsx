// /pointMall (points, redeem statuses, the redemption rules): guest, member, redeem dialog, convert,
// history, and the states around them. A brand without the points flag shows the "Not available" panel.
import type { Meta, StoryObj } from '@storybook/react-vite';
import type { ReactNode } from 'react';
import { expect, userEvent, within } from 'storybook/test';
import PointMallPage from '../../../src/app/features/pointMall/PointMallPage.tsx';
import { ToastProvider } from '../../../src/ui/index.ts';
import { capabilities, requiring, whenAvailable } from '../../capabilities.tsx';
import { failWith, PENDING, WithFreshApi, WithSession, type CannedAnswers, type StoryVisitor } from '../fixtures.tsx';
import { BALANCE, CONFIG, CONVERT, HISTORY, member, REWARDS } from './pointFixtures.ts';

function Shell({ answers, as = 'member', children }: { answers: CannedAnswers; as?: StoryVisitor; children: ReactNode }): ReactNode {
  return (
    <WithFreshApi answers={answers}>
      <WithSession as={as}>
        <ToastProvider>
          <div style={{ padding: 16 }}>{children}</div>
        </ToastProvider>
      </WithSession>
    </WithFreshApi>
  );
}

const meta = {
  title: 'App/PointMall',
  tags: ['phone'],
  parameters: { layout: 'fullscreen' },
  decorators: [requiring(capabilities.flag('pointsMall', 'the points mall (PTSYS3)'))],
} satisfies Meta;
export default meta;
type Story = StoryObj<typeof meta>;

const page = (answers: CannedAnswers, as?: StoryVisitor) => () => (
  <Shell answers={answers} as={as}>
    <PointMallPage />
  </Shell>
);
const tab = async (c: ReturnType<typeof within>, index: number): Promise<void> => {
  const tabs = await c.findAllByRole('tab', {}, { timeout: 5000 });
  await userEvent.click(tabs[index]!);
};

/** A guest is asked to log in, and nothing is requested. */
export const Guest: Story = {
  render: page({}, 'guest'),
  play: whenAvailable(async ({ canvasElement }) => {
    await expect(await within(canvasElement).findByTestId('point-mall-login', {}, { timeout: 5000 })).toHaveAttribute('href', '/login');
  }),
};

/** The member's points, how they are earned, and the catalog (one reward out of stock). */
export const Catalog: Story = {
  render: page(member),
  play: whenAvailable(async ({ canvasElement }) => {
    const c = within(canvasElement);
    await expect(await c.findByTestId('points-balance', {}, { timeout: 5000 })).toHaveAttribute('data-points', '4820');
    const out = c.getByTestId('redeem-smartphone');
    await expect(out).toBeDisabled();
    await expect(c.getByTestId('redeem-voucher-500')).toBeEnabled();
  }),
};

/** The redeem dialog refuses an empty form: address, mobile digits and password are flagged before sending. */
export const RedeemDialog: Story = {
  render: page(member),
  play: whenAvailable(async ({ canvasElement }) => {
    const c = within(canvasElement);
    await userEvent.click(await c.findByTestId('redeem-voucher-500', {}, { timeout: 5000 }));
    const form = await within(document.body).findByTestId('redeem-form');
    await userEvent.click(within(form).getByTestId('redeem-submit'));
    for (const id of ['redeem-address', 'redeem-mobile', 'redeem-password']) await expect(within(form).getByTestId(id)).toHaveAttribute('aria-invalid', 'true');
    await expect(within(form).getByTestId('redeem-quantity')).not.toHaveAttribute('aria-invalid', 'true');
  }),
};

/** Convert: the ratio and minimum; a partial step is flagged, a whole one shows what it is worth. */
export const Convert: Story = {
  render: page({ ...member, [CONVERT]: { replayed: false, amount: 5, points: 4320 } }),
  play: whenAvailable(async ({ canvasElement }) => {
    const c = within(canvasElement);
    await tab(c, 1);
    const field = await c.findByTestId('convert-points');
    await userEvent.type(field, '550');
    await userEvent.click(c.getByTestId('convert-submit'));
    await expect(field).toHaveAttribute('aria-invalid', 'true');
  }),
};

/** History: In Process, Rejected with the operator's remark, Approved. */
export const History: Story = {
  render: page(member),
  play: whenAvailable(async ({ canvasElement }) => {
    const c = within(canvasElement);
    await tab(c, 2);
    const rows = await c.findByTestId('redeem-history');
    const statuses = [...rows.querySelectorAll('li')].map((li) => li.getAttribute('data-status'));
    await expect(statuses).toEqual(['IN_PROCESS', 'REJECTED', 'APPROVED']);
  }),
};

/** A trial member is asked for a real account; nothing is requested. */
export const Trial: Story = {
  render: page({}, 'trial'),
  play: whenAvailable(async ({ canvasElement }) => {
    await within(canvasElement).findByRole('heading', { level: 2 }, { timeout: 5000 });
    await expect(within(canvasElement).queryByTestId('points-summary')).toBeNull();
  }),
};

export const EmptyCatalog: Story = { render: page({ ...member, [REWARDS]: { items: [] }, [HISTORY]: { list: [], total: 0, page: 1, pageSize: 10 } }) };
export const Loading: Story = { render: page({ [BALANCE]: PENDING, [CONFIG]: PENDING, [REWARDS]: PENDING }) };
export const LoadFailed: Story = { render: page({ ...member, [BALANCE]: failWith('system.error', 'Server busy', null, 500) }) };
