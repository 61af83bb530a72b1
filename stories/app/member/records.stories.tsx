import type { Meta, StoryObj } from '@storybook/react-vite';
import type { ReactNode } from 'react';
import { expect, within } from 'storybook/test';
import BetRecordsPage from '../../../src/app/features/member/personalHistoryCopy/BetRecordsPage.tsx';
import ProfitPage from '../../../src/app/features/member/personalProfit/ProfitPage.tsx';
import { AreaMessages } from '../../../src/app/i18n/AreaMessages.tsx';
import { ToastProvider } from '../../../src/ui/index.ts';
import { failWith, PENDING, WithFreshApi, WithSession, type CannedAnswers } from '../fixtures.tsx';
import { noBets, storyBets, storyProfit } from './recordsFixtures.ts';

function Shell({ answers, children }: { answers: CannedAnswers; children: ReactNode }): ReactNode {
  return (
    <WithFreshApi answers={answers}>
      <WithSession as="member">
        <AreaMessages area="member">
          <ToastProvider>
            <div style={{ maxWidth: 960, padding: 16 }}>{children}</div>
          </ToastProvider>
        </AreaMessages>
      </WithSession>
    </WithFreshApi>
  );
}

/** Betting record (personalHistoryCopy) and personal loss (personalProfit): filters, totals, pages, periods. */
const meta = {
  title: 'App/Member/Records',
  tags: ['phone'],
  parameters: { layout: 'fullscreen' },
} satisfies Meta;
export default meta;
type Story = StoryObj<typeof meta>;

export const BettingRecords: Story = {
  render: () => (
    <Shell answers={{ 'GET /wps/relay/betRecords': storyBets }}>
      <BetRecordsPage />
    </Shell>
  ),
  play: async ({ canvasElement }) => {
    await expect((await within(canvasElement).findAllByText('Fortune Gems', {}, { timeout: 5000 })).length).toBeGreaterThan(0);
  },
};
export const BettingRecordsEmpty: Story = {
  render: () => (
    <Shell answers={{ 'GET /wps/relay/betRecords': noBets }}>
      <BetRecordsPage />
    </Shell>
  ),
};
export const BettingRecordsLoading: Story = {
  render: () => (
    <Shell answers={{ 'GET /wps/relay/betRecords': PENDING }}>
      <BetRecordsPage />
    </Shell>
  ),
};
export const BettingRecordsFailed: Story = {
  render: () => (
    <Shell answers={{ 'GET /wps/relay/betRecords': failWith('request_param_err', '/endDate: at most 90 days at a time') }}>
      <BetRecordsPage />
    </Shell>
  ),
};
export const ProfitAndLoss: Story = {
  render: () => (
    <Shell answers={{ 'GET /wps/relay/profitLoss': storyProfit }}>
      <ProfitPage />
    </Shell>
  ),
};
export const ProfitEmpty: Story = {
  render: () => (
    <Shell answers={{ 'GET /wps/relay/profitLoss': { ...storyProfit, rows: [], total: noBets.totals } }}>
      <ProfitPage />
    </Shell>
  ),
};
export const ProfitLoading: Story = {
  render: () => (
    <Shell answers={{ 'GET /wps/relay/profitLoss': PENDING }}>
      <ProfitPage />
    </Shell>
  ),
};
export const AllStates: Story = {
  render: () => (
    <Shell answers={{ 'GET /wps/relay/betRecords': storyBets, 'GET /wps/relay/profitLoss': storyProfit }}>
      {/* one column the page's width: an auto column would grow to the widest state's min-content and scroll a phone sideways */}
      <div css={{ display: 'grid', gridTemplateColumns: 'minmax(0, 1fr)', gap: 32 }}>
        <BetRecordsPage />
        <ProfitPage />
      </div>
    </Shell>
  ),
};
