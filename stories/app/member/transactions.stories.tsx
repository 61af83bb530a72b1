import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect, within } from 'storybook/test';
import TransactionHistoryPage from '../../../src/app/features/member/transactionHistory/TransactionHistoryPage.tsx';
import { failWith, PENDING } from '../fixtures.tsx';
import { storyRecords, WalletShell, walletAnswers } from './walletFixtures.tsx';

/** Account record (transactionHistory): filters, cards on a phone, a table from tablet up, pages. */
const meta = {
  title: 'App/Member/Transactions',
  tags: ['phone'],
  parameters: { layout: 'fullscreen' },
} satisfies Meta;
export default meta;
type Story = StoryObj<typeof meta>;

export const Records: Story = {
  render: () => (
    <WalletShell>
      <TransactionHistoryPage />
    </WalletShell>
  ),
  play: async ({ canvasElement }) => {
    await expect((await within(canvasElement).findAllByText('recall:PXS', {}, { timeout: 5000 })).length).toBeGreaterThan(0);
  },
};

export const Empty: Story = {
  render: () => (
    <WalletShell answers={{ ...walletAnswers, 'GET /wps/relay/ODSFE2_MemTransDet': { ...storyRecords, content: [], totalPages: 0, totalElements: 0 } }}>
      <TransactionHistoryPage />
    </WalletShell>
  ),
};

export const Loading: Story = {
  render: () => (
    <WalletShell answers={{ ...walletAnswers, 'GET /wps/relay/ODSFE2_MemTransDet': PENDING }}>
      <TransactionHistoryPage />
    </WalletShell>
  ),
};

export const LoadFailed: Story = {
  render: () => (
    <WalletShell answers={{ ...walletAnswers, 'GET /wps/relay/ODSFE2_MemTransDet': failWith('system.error', 'System busy', null, 500) }}>
      <TransactionHistoryPage />
    </WalletShell>
  ),
};

export const AllStates: Story = {
  render: () => (
    <div style={{ display: 'grid', gap: 32 }}>
      <WalletShell>
        <TransactionHistoryPage />
      </WalletShell>
      <WalletShell answers={{ ...walletAnswers, 'GET /wps/relay/ODSFE2_MemTransDet': { ...storyRecords, content: [], totalPages: 0, totalElements: 0 } }}>
        <TransactionHistoryPage />
      </WalletShell>
    </div>
  ),
};
