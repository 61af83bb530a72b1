import type { Meta, StoryObj } from '@storybook/react-vite';
import type { ReactNode } from 'react';
import { expect, userEvent, within } from 'storybook/test';
import PromotionsPage from '../../../src/app/features/promotions/PromotionsPage.tsx';
import type { PromotionStatus } from '../../../src/generated/types.ts';
import { ToastProvider } from '../../../src/ui/index.ts';
import { failWith, PENDING, WithFreshApi, WithSession, type CannedAnswers, type StoryVisitor } from '../fixtures.tsx';
import { everyStatus, guestList, noPromotions, STATUS_ACTIVITIES } from './promotionFixtures.ts';

const LIST = 'GET /wps/relay/MCSFE_getAvailablePromotions';

// the w_promotion banners (brands that have them) stay loading: the home stories cover the carousel
const BANNERS = { '/wps/relay/MCSFE_getListAnnouncements': PENDING };

function Shell({ answers, as = 'member', children }: { answers: CannedAnswers; as?: StoryVisitor; children: ReactNode }): ReactNode {
  return (
    <WithFreshApi answers={{ ...BANNERS, ...answers }}>
      <WithSession as={as}>
        <ToastProvider>
          <div style={{ padding: 16 }}>{children}</div>
        </ToastProvider>
      </WithSession>
    </WithFreshApi>
  );
}

const meta = {
  title: 'App/Promotions',
  tags: ['phone'],
  parameters: { layout: 'fullscreen' },
} satisfies Meta;
export default meta;
type Story = StoryObj<typeof meta>;

const page = (answers: CannedAnswers, as?: StoryVisitor) => () => (
  <Shell answers={answers} as={as}>
    <PromotionsPage />
  </Shell>
);

/** A guest: join and claim lead to the login modal; coming soon and closed offer nothing. */
export const Guest: Story = {
  render: page({ [LIST]: guestList }, 'guest'),
  play: async ({ canvasElement }) => {
    const c = within(canvasElement);
    const card = await c.findByTestId('promotion-card-comingSoon', {}, { timeout: 5000 });
    await expect(within(card).queryByRole('button', { name: /join|apply|claim/i })).toBeNull();
    await expect(within(await c.findByTestId('promotion-card-claim')).getByTestId('promotion-status')).toHaveAttribute('data-status', 'claim');
  },
};

/** Every activity status once, as a member sees them, with the category tabs. */
export const EveryStatus: Story = {
  tags: ['language-matrix'],
  render: page({ [LIST]: everyStatus }),
  play: async ({ canvasElement }) => {
    const c = within(canvasElement);
    await c.findByTestId('promotion-card-join', {}, { timeout: 5000 });
    const shown = c.getAllByTestId('promotion-status').map((el) => el.getAttribute('data-status'));
    await expect(shown.sort()).toEqual((Object.keys(STATUS_ACTIVITIES) as PromotionStatus[]).sort());
    // only join, claim and a rejected application (apply again) offer a button
    for (const id of ['applying', 'close', 'issued', 'claimed', 'process', 'joined', 'comingSoon'] as const)
      await expect(within(c.getByTestId(`promotion-card-${id}`)).queryByTestId(/^promotion-(join|apply|claim)$/)).toBeNull();
  },
};

/** The details of a joined activity: the rules, the reward and the valid-bet progress. */
export const Detail: Story = {
  render: page({ [LIST]: everyStatus }),
  play: async ({ canvasElement }) => {
    const card = await within(canvasElement).findByTestId('promotion-card-joined', {}, { timeout: 5000 });
    await userEvent.click(within(card).getByTestId('promotion-details'));
    const dialog = await within(document.body).findByTestId('promotion-detail');
    await expect(within(dialog).getByRole('progressbar')).toHaveAttribute('aria-valuenow', '60');
    await expect(await within(dialog).findByText(/Play the bonus through/, {}, { timeout: 5000 })).toBeInTheDocument();
  },
};

/** A rejected application: the operator's remark, and the member may apply again. */
export const Rejected: Story = {
  render: page({ [LIST]: everyStatus }),
  play: async ({ canvasElement }) => {
    const card = await within(canvasElement).findByTestId('promotion-card-rejected', {}, { timeout: 5000 });
    await userEvent.click(within(card).getByTestId('promotion-details'));
    const dialog = await within(document.body).findByTestId('promotion-detail');
    await expect(within(dialog).getByRole('note')).toHaveTextContent(STATUS_ACTIVITIES.rejected.reviewRemark!);
  },
};

/** The application dialog: a remark over 140 characters is flagged before anything is sent. */
export const ApplyDialog: Story = {
  render: page({ [LIST]: everyStatus, 'POST /wps/relay/MCSFE_applyPromotion': { activityId: 'rejected', status: 'applying' } }),
  play: async ({ canvasElement }) => {
    const card = await within(canvasElement).findByTestId('promotion-card-rejected', {}, { timeout: 5000 });
    await userEvent.click(within(card).getByTestId('promotion-apply'));
    const form = await within(document.body).findByTestId('promotion-apply-form');
    const remark = within(form).getByTestId('promotion-remark');
    await userEvent.click(remark);
    await userEvent.paste('x'.repeat(141));
    await expect(remark).toHaveAttribute('aria-invalid', 'true');
    await expect(within(form).getByRole('alert')).toBeInTheDocument();
  },
};

export const Empty: Story = { render: page({ [LIST]: noPromotions }) };
export const Loading: Story = { render: page({ [LIST]: PENDING }) };
export const LoadFailed: Story = { render: page({ [LIST]: failWith('system.error', 'Server busy', null, 500) }) };
