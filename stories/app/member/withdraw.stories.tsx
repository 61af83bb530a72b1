import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect, userEvent, within } from 'storybook/test';
import WithdrawPage from '../../../src/app/features/member/withdraw/WithdrawPage.tsx';
import { failWith, PENDING } from '../fixtures.tsx';
import { paymentAnswers, withdrawSettings } from './paymentFixtures.tsx';
import { WalletShell } from './walletFixtures.tsx';

/** Withdrawal (withdraw, with its states): account, amount, fee, payment password; the list with the receipt confirmation. */
const meta = {
  title: 'App/Member/Withdraw',
  tags: ['phone'],
  parameters: { layout: 'fullscreen' },
} satisfies Meta;
export default meta;
type Story = StoryObj<typeof meta>;

export const Form: Story = {
  render: () => (
    <WalletShell answers={paymentAnswers}>
      <WithdrawPage />
    </WalletShell>
  ),
  play: async ({ canvasElement }) => {
    const c = within(canvasElement);
    await expect(await c.findByTestId('withdraw-form', {}, { timeout: 5000 })).toBeInTheDocument();
    const rows = await c.findAllByTestId('withdrawal-row', {}, { timeout: 5000 });
    await expect(rows.map((r) => r.dataset.status)).toEqual(['paid', 'requested', 'approved', 'rejected', 'received', 'partial', 'not_received']);
  },
};

/** Empty fields: both messages, nothing sent. */
export const Invalid: Story = {
  render: () => (
    <WalletShell answers={paymentAnswers}>
      <WithdrawPage />
    </WalletShell>
  ),
  play: async ({ canvasElement }) => {
    const c = within(canvasElement);
    await userEvent.click(await c.findByTestId('withdraw-submit', {}, { timeout: 5000 }));
    await expect(c.getByTestId('withdraw-amount')).toHaveAttribute('aria-invalid', 'true');
    await expect(c.getByTestId('withdraw-password')).toHaveAttribute('aria-invalid', 'true');
  },
};

export const WrongPassword: Story = {
  render: () => (
    <WalletShell answers={{ ...paymentAnswers, 'POST /wps/transaction/withdraw': failWith('payment.password_invalid', 'The withdraw password is incorrect') }}>
      <WithdrawPage />
    </WalletShell>
  ),
  play: async ({ canvasElement }) => {
    const c = within(canvasElement);
    await userEvent.type(await c.findByTestId('withdraw-amount', {}, { timeout: 5000 }), '500');
    await userEvent.type(c.getByTestId('withdraw-password'), 'secret99');
    await userEvent.click(c.getByTestId('withdraw-submit'));
    await expect(await within(canvasElement.ownerDocument.body).findByText('The withdraw password is incorrect')).toBeInTheDocument();
    await expect(c.getByTestId('withdraw-password')).toHaveValue('');
  },
};

/** A paid withdrawal: the player opens the confirmation and picks "partly received" (amount and proof asked). */
export const ReceiptConfirmation: Story = {
  render: () => (
    <WalletShell answers={paymentAnswers}>
      <WithdrawPage />
    </WalletShell>
  ),
  play: async ({ canvasElement }) => {
    const c = within(canvasElement);
    await userEvent.click(await c.findByTestId('receipt-open', {}, { timeout: 5000 }));
    await userEvent.click(c.getByTestId('receipt-partial'));
    await userEvent.click(c.getByTestId('receipt-send'));
    await expect(c.getByTestId('receipt-amount')).toHaveAttribute('aria-invalid', 'true');
    await expect(within(c.getByTestId('receipt-form')).getByRole('alert')).toBeInTheDocument();
  },
};

export const NoPaymentPassword: Story = {
  render: () => (
    <WalletShell answers={{ ...paymentAnswers, 'GET /wps/relay/MCSFE_getWithdrawSettings': { ...withdrawSettings, paymentPasswordSet: false } }}>
      <WithdrawPage />
    </WalletShell>
  ),
  play: async ({ canvasElement }) => {
    const c = within(canvasElement);
    await expect(await c.findByTestId('withdraw-go-security', {}, { timeout: 5000 })).toBeInTheDocument();
    await expect(c.queryByTestId('withdraw-form')).toBeNull();
  },
};

export const NoPayoutAccount: Story = {
  render: () => (
    <WalletShell answers={{ ...paymentAnswers, 'GET /wps/relay/MCSFE_getWithdrawSettings': { ...withdrawSettings, accounts: [] }, 'GET /wps/relay/MCSFE_getWithdrawList': { list: [] } }}>
      <WithdrawPage />
    </WalletShell>
  ),
};

export const Loading: Story = {
  render: () => (
    <WalletShell answers={{ ...paymentAnswers, 'GET /wps/relay/MCSFE_getWithdrawSettings': PENDING, 'GET /wps/relay/MCSFE_getWithdrawList': PENDING }}>
      <WithdrawPage />
    </WalletShell>
  ),
};

export const LoadFailed: Story = {
  render: () => (
    <WalletShell
      answers={{
        ...paymentAnswers,
        'GET /wps/relay/MCSFE_getWithdrawSettings': failWith('system.error', 'System busy', null, 500),
        'GET /wps/relay/MCSFE_getWithdrawList': failWith('system.error', 'System busy', null, 500),
      }}
    >
      <WithdrawPage />
    </WalletShell>
  ),
};

export const AllStates: Story = {
  render: () => (
    // one column the page's width: an auto column would grow to the widest state's min-content and scroll a phone sideways
    <div style={{ display: 'grid', gridTemplateColumns: 'minmax(0, 1fr)', gap: 32 }}>
      <WalletShell answers={paymentAnswers}>
        <WithdrawPage />
      </WalletShell>
      <WalletShell answers={{ ...paymentAnswers, 'GET /wps/relay/MCSFE_getWithdrawSettings': { ...withdrawSettings, paymentPasswordSet: false } }}>
        <WithdrawPage />
      </WalletShell>
    </div>
  ),
};
