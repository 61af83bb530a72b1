import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect, userEvent, within } from 'storybook/test';
import TransferUplinePage from '../../../src/app/features/member/transferUpline/TransferUplinePage.tsx';
import { uplineMessages } from '../../../src/app/features/member/transferUpline/messages.ts';
import { failWith, PENDING } from '../fixtures.tsx';
import { storyIntl } from '../storyIntl.ts';
import { WalletShell, walletAnswers } from './walletFixtures.tsx';

/** Transfer to upline (transferUpline): the agent's name, amount, payment password. */
const meta = {
  title: 'App/Member/TransferUpline',
  tags: ['phone'],
  parameters: { layout: 'fullscreen' },
} satisfies Meta;
export default meta;
type Story = StoryObj<typeof meta>;

export const Form: Story = {
  render: () => (
    <WalletShell>
      <TransferUplinePage />
    </WalletShell>
  ),
  play: async ({ canvasElement }) => {
    await expect(await within(canvasElement).findByTestId('upline-name', {}, { timeout: 5000 })).toHaveTextContent('Top Agent');
  },
};

export const NoUpline: Story = {
  render: () => (
    <WalletShell answers={{ ...walletAnswers, 'GET /wps/relay/GCS_uplineInfo': { hasUpline: false, paymentPasswordSet: true } }}>
      <TransferUplinePage />
    </WalletShell>
  ),
  play: async ({ canvasElement, globals, loaded }) => {
    const c = within(canvasElement);
    const text = storyIntl({ globals, loaded }).formatMessage(uplineMessages.noUplineTitle);
    await expect(await c.findByText(text, {}, { timeout: 5000 })).toBeInTheDocument();
    await expect(c.queryByTestId('upline-form')).toBeNull();
  },
};

export const NoPaymentPassword: Story = {
  render: () => (
    <WalletShell answers={{ ...walletAnswers, 'GET /wps/relay/GCS_uplineInfo': { hasUpline: true, uplineName: 'Top Agent', paymentPasswordSet: false } }}>
      <TransferUplinePage />
    </WalletShell>
  ),
};

/** Empty fields: both messages, nothing sent. */
export const Invalid: Story = {
  render: () => (
    <WalletShell>
      <TransferUplinePage />
    </WalletShell>
  ),
  play: async ({ canvasElement }) => {
    const c = within(canvasElement);
    await userEvent.click(await c.findByTestId('upline-submit', {}, { timeout: 5000 }));
    await expect(c.getByTestId('upline-amount')).toHaveAttribute('aria-invalid', 'true');
    await expect(c.getByTestId('upline-password')).toHaveAttribute('aria-invalid', 'true');
  },
};

export const WrongPassword: Story = {
  render: () => (
    <WalletShell answers={{ ...walletAnswers, 'POST /wps/relay/GCS_uplineTransfer': failWith('payment.password_invalid', 'The withdraw password is incorrect') }}>
      <TransferUplinePage />
    </WalletShell>
  ),
  play: async ({ canvasElement }) => {
    const c = within(canvasElement);
    await userEvent.type(await c.findByTestId('upline-amount', {}, { timeout: 5000 }), '50');
    await userEvent.type(c.getByTestId('upline-password'), 'secret99');
    await userEvent.click(c.getByTestId('upline-submit'));
    await expect(await within(canvasElement.ownerDocument.body).findByText('The withdraw password is incorrect')).toBeInTheDocument();
    await expect(c.getByTestId('upline-password')).toHaveValue('');
  },
};

export const Loading: Story = {
  render: () => (
    <WalletShell answers={{ ...walletAnswers, 'GET /wps/relay/GCS_uplineInfo': PENDING }}>
      <TransferUplinePage />
    </WalletShell>
  ),
};

export const LoadFailed: Story = {
  render: () => (
    <WalletShell answers={{ ...walletAnswers, 'GET /wps/relay/GCS_uplineInfo': failWith('system.error', 'System busy', null, 500) }}>
      <TransferUplinePage />
    </WalletShell>
  ),
};

export const AllStates: Story = {
  render: () => (
    <div style={{ display: 'grid', gap: 32 }}>
      <WalletShell>
        <TransferUplinePage />
      </WalletShell>
      <WalletShell answers={{ ...walletAnswers, 'GET /wps/relay/GCS_uplineInfo': { hasUpline: false, paymentPasswordSet: false } }}>
        <TransferUplinePage />
      </WalletShell>
      <WalletShell answers={{ ...walletAnswers, 'GET /wps/relay/GCS_uplineInfo': { hasUpline: true, uplineName: 'Top Agent', paymentPasswordSet: false } }}>
        <TransferUplinePage />
      </WalletShell>
    </div>
  ),
};
