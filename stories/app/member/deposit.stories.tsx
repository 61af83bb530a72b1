import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect, fn, userEvent, within } from 'storybook/test';
import DepositV2Page from '../../../src/app/features/member/depositv2/DepositV2Page.tsx';
import { failWith, PENDING } from '../fixtures.tsx';
import { depositSettings, orderIn, paymentAnswers } from './paymentFixtures.tsx';
import { WalletShell } from './walletFixtures.tsx';

/** Deposit (depositv2): channel, amount within limits, the provider's page, the order's status, history. */
const meta = {
  title: 'App/Member/Deposit',
  tags: ['phone'],
  parameters: { layout: 'fullscreen' },
} satisfies Meta;
export default meta;
type Story = StoryObj<typeof meta>;

const ORDER_ROUTE = '/member?page=depositv2&order=DLZ4K1X7A1C2D3E4F';

export const Form: Story = {
  tags: ['language-matrix'],
  render: () => (
    <WalletShell answers={paymentAnswers}>
      <DepositV2Page onPay={fn()} />
    </WalletShell>
  ),
  play: async ({ canvasElement }) => {
    const c = within(canvasElement);
    await expect(await c.findByTestId('deposit-channel-nagad', {}, { timeout: 5000 })).toBeInTheDocument();
    await expect((await c.findAllByTestId('deposit-row', {}, { timeout: 5000 })).length).toBe(4);
  },
};

/** The Nagad channel takes 1 %: the fee and what arrives are shown before paying. */
export const WithFee: Story = {
  render: () => (
    <WalletShell answers={paymentAnswers}>
      <DepositV2Page onPay={fn()} />
    </WalletShell>
  ),
  play: async ({ canvasElement }) => {
    const c = within(canvasElement);
    await userEvent.click(await c.findByTestId('deposit-channel-nagad', {}, { timeout: 5000 }));
    await userEvent.type(c.getByTestId('deposit-amount'), '1000');
    await expect(await c.findByTestId('deposit-fee')).toHaveTextContent(/10[.,]00|১০\.০০/);
  },
};

/** Below the channel's minimum: the limits in the message, nothing sent. */
export const OutOfLimits: Story = {
  render: () => (
    <WalletShell answers={paymentAnswers}>
      <DepositV2Page onPay={fn()} />
    </WalletShell>
  ),
  play: async ({ canvasElement }) => {
    const c = within(canvasElement);
    await userEvent.type(await c.findByTestId('deposit-amount', {}, { timeout: 5000 }), '50');
    await userEvent.click(c.getByTestId('deposit-submit'));
    await expect(c.getByTestId('deposit-amount')).toHaveAttribute('aria-invalid', 'true');
  },
};

/** The server refuses (e.g. a duplicate): its message as a toast. */
export const Refused: Story = {
  render: () => (
    <WalletShell answers={{ ...paymentAnswers, 'POST /wps/relay/MCSFE_createDeposit': failWith('payment.channel_unavailable', 'This payment channel is not available') }}>
      <DepositV2Page onPay={fn()} />
    </WalletShell>
  ),
  play: async ({ canvasElement }) => {
    const c = within(canvasElement);
    await userEvent.type(await c.findByTestId('deposit-amount', {}, { timeout: 5000 }), '500');
    await userEvent.click(c.getByTestId('deposit-submit'));
    await expect(await within(canvasElement.ownerDocument.body).findByText('This payment channel is not available')).toBeInTheDocument();
  },
};

const withOrder = (status: 'pending' | 'confirmed' | 'failed' | 'expired'): Story => ({
  parameters: { route: ORDER_ROUTE },
  render: () => (
    <WalletShell answers={{ ...paymentAnswers, 'GET /wps/relay/MCSFE_getDepositOrder': orderIn(status) }}>
      <DepositV2Page />
    </WalletShell>
  ),
  play: async ({ canvasElement }) => {
    const el = await within(canvasElement).findByTestId('deposit-order', {}, { timeout: 5000 });
    await expect(el).toBeInTheDocument();
  },
});

/** Back from the provider's page, the provider has not answered yet (polled). */
export const OrderPending = withOrder('pending');
export const OrderConfirmed = withOrder('confirmed');
export const OrderDeclined = withOrder('failed');
export const OrderExpired = withOrder('expired');

export const NoChannels: Story = {
  render: () => (
    <WalletShell answers={{ ...paymentAnswers, 'GET /wps/relay/MCSFE_getDepositSettings': { ...depositSettings, channels: [] }, 'GET /wps/relay/MCSFE_getDepositList': { list: [] } }}>
      <DepositV2Page />
    </WalletShell>
  ),
};

export const Loading: Story = {
  render: () => (
    <WalletShell answers={{ ...paymentAnswers, 'GET /wps/relay/MCSFE_getDepositSettings': PENDING, 'GET /wps/relay/MCSFE_getDepositList': PENDING }}>
      <DepositV2Page />
    </WalletShell>
  ),
};

export const LoadFailed: Story = {
  render: () => (
    <WalletShell
      answers={{
        ...paymentAnswers,
        'GET /wps/relay/MCSFE_getDepositSettings': failWith('system.error', 'System busy', null, 500),
        'GET /wps/relay/MCSFE_getDepositList': failWith('system.error', 'System busy', null, 500),
      }}
    >
      <DepositV2Page />
    </WalletShell>
  ),
};

export const AllStates: Story = {
  render: () => (
    <div style={{ display: 'grid', gap: 32 }}>
      <WalletShell answers={paymentAnswers}>
        <DepositV2Page onPay={fn()} />
      </WalletShell>
      <WalletShell answers={{ ...paymentAnswers, 'GET /wps/relay/MCSFE_getDepositSettings': { ...depositSettings, channels: [] }, 'GET /wps/relay/MCSFE_getDepositList': { list: [] } }}>
        <DepositV2Page />
      </WalletShell>
    </div>
  ),
};
