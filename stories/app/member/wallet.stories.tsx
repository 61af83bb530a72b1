import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect, userEvent, within } from 'storybook/test';
import TransferFundPage from '../../../src/app/features/member/transferFund/TransferFundPage.tsx';
import { transferMessages } from '../../../src/app/features/member/transferFund/messages.ts';
import { failWith, PENDING } from '../fixtures.tsx';
import { storyIntl } from '../storyIntl.ts';
import { multiBalance, singleBalance, WalletShell, walletAnswers } from './walletFixtures.tsx';

/** My wallet (transferFund): balances, main ⇄ game wallet, recall all; single-wallet brands explain. */
const meta = {
  title: 'App/Member/Wallet',
  tags: ['phone'],
  parameters: { layout: 'fullscreen' },
} satisfies Meta;
export default meta;
type Story = StoryObj<typeof meta>;

export const MultiWallet: Story = {
  render: () => (
    <WalletShell>
      <TransferFundPage />
    </WalletShell>
  ),
  play: async ({ canvasElement }) => {
    await expect(await within(canvasElement).findByTestId('transfer-form', {}, { timeout: 5000 })).toBeInTheDocument();
  },
};

export const SingleWallet: Story = {
  render: () => (
    <WalletShell
      balance={singleBalance}
      answers={{ ...walletAnswers, 'GET /wps/relay/GCS_merchantWallet': { isSingle: true, wallets: [] }, 'GET /wps/v2/wallets/balance': singleBalance }}
    >
      <TransferFundPage />
    </WalletShell>
  ),
  play: async ({ canvasElement, globals, loaded }) => {
    const c = within(canvasElement);
    const text = storyIntl({ globals, loaded }).formatMessage(transferMessages.singleText);
    await expect(await c.findByText(text, {}, { timeout: 5000 })).toBeInTheDocument();
    await expect(c.queryByTestId('transfer-form')).toBeNull();
  },
};

/** Submitting without a valid amount shows the field's message; nothing is sent. */
export const InvalidAmount: Story = {
  render: () => (
    <WalletShell>
      <TransferFundPage />
    </WalletShell>
  ),
  play: async ({ canvasElement }) => {
    const c = within(canvasElement);
    const amount = within(await c.findByTestId('transfer-form', {}, { timeout: 5000 })).getByRole('textbox');
    await userEvent.type(amount, '1.005');
    await userEvent.click(c.getByTestId('transfer-submit'));
    await expect(amount).toHaveAttribute('aria-invalid', 'true');
  },
};

/** The server refuses (insufficient balance): its message shows as a toast. */
export const Refused: Story = {
  render: () => (
    <WalletShell answers={{ ...walletAnswers, 'POST /wps/relay/GCS_walletTransfer': failWith('wallet.insufficient_balance', 'Insufficient balance') }}>
      <TransferFundPage />
    </WalletShell>
  ),
  play: async ({ canvasElement }) => {
    const c = within(canvasElement);
    const amount = within(await c.findByTestId('transfer-form', {}, { timeout: 5000 })).getByRole('textbox');
    await userEvent.type(amount, '10');
    await userEvent.click(c.getByTestId('transfer-submit'));
    await expect(await within(canvasElement.ownerDocument.body).findByText('Insufficient balance')).toBeInTheDocument();
  },
};

export const Submitting: Story = {
  render: () => (
    <WalletShell answers={{ ...walletAnswers, 'POST /wps/relay/GCS_walletTransfer': PENDING }}>
      <TransferFundPage />
    </WalletShell>
  ),
  play: async ({ canvasElement }) => {
    const c = within(canvasElement);
    await userEvent.click(await c.findByTestId('transfer-recall-all', {}, { timeout: 5000 }));
    await expect(c.getByTestId('transfer-recall-all')).toHaveAttribute('aria-busy', 'true');
  },
};

export const Loading: Story = {
  render: () => (
    <WalletShell answers={{ ...walletAnswers, 'GET /wps/relay/GCS_merchantWallet': PENDING }}>
      <TransferFundPage />
    </WalletShell>
  ),
};

export const LoadFailed: Story = {
  render: () => (
    <WalletShell answers={{ ...walletAnswers, 'GET /wps/relay/GCS_merchantWallet': failWith('system.error', 'System busy', null, 500) }}>
      <TransferFundPage />
    </WalletShell>
  ),
};

export const AllStates: Story = {
  render: () => (
    <div style={{ display: 'grid', gap: 32 }}>
      <WalletShell>
        <TransferFundPage />
      </WalletShell>
      <WalletShell balance={singleBalance} answers={{ ...walletAnswers, 'GET /wps/relay/GCS_merchantWallet': { isSingle: true, wallets: [] } }}>
        <TransferFundPage />
      </WalletShell>
      <WalletShell balance={multiBalance} answers={{ ...walletAnswers, 'GET /wps/relay/GCS_merchantWallet': PENDING }}>
        <TransferFundPage />
      </WalletShell>
    </div>
  ),
};
