import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect, userEvent, waitFor, within } from 'storybook/test';
import PaymentPasswordSection from '../../../src/app/features/member/securityCenter/PaymentPasswordSection.tsx';
import PayoutAccountsSection from '../../../src/app/features/member/securityCenter/PayoutAccountsSection.tsx';
import { failWith } from '../fixtures.tsx';
import { accounts, paymentAnswers } from './paymentFixtures.tsx';
import { WalletShell } from './walletFixtures.tsx';

/** Security center (securityCenter): the withdraw password and the bank / e-wallet accounts. */
const meta = {
  title: 'App/Member/PaymentSecurity',
  tags: ['phone'],
  parameters: { layout: 'fullscreen' },
} satisfies Meta;
export default meta;
type Story = StoryObj<typeof meta>;

export const PasswordSet: Story = {
  render: () => (
    <WalletShell answers={paymentAnswers}>
      <PaymentPasswordSection />
    </WalletShell>
  ),
  play: async ({ canvasElement }) => {
    await expect(await within(canvasElement).findByTestId('payment-password-state', {}, { timeout: 5000 })).toHaveAttribute('data-set', 'true');
  },
};

/** None yet: the form asks for the login password and the new one twice; a mismatch is caught before sending. */
export const PasswordNotSet: Story = {
  render: () => (
    <WalletShell answers={{ ...paymentAnswers, 'GET /wps/member/paymentPassword': { isSet: false } }}>
      <PaymentPasswordSection />
    </WalletShell>
  ),
  play: async ({ canvasElement }) => {
    const c = within(canvasElement);
    await userEvent.click(await c.findByTestId('payment-password-open', {}, { timeout: 5000 }));
    await expect(c.queryByTestId('payment-password-old')).toBeNull();
    await userEvent.type(c.getByTestId('payment-password-login'), 'river2468');
    await userEvent.type(c.getByTestId('payment-password-new'), 'pin-4321');
    await userEvent.type(c.getByTestId('payment-password-confirm'), 'pin-9999');
    await userEvent.click(c.getByTestId('payment-password-save'));
    await expect(c.getByTestId('payment-password-confirm')).toHaveAttribute('aria-invalid', 'true');
  },
};

/** Changing: the current one is asked; a wrong one comes back as the server's message. */
export const PasswordChangeWrong: Story = {
  render: () => (
    <WalletShell answers={{ ...paymentAnswers, 'POST /wps/member/paymentPassword': failWith('payment.password_invalid', 'The withdraw password is incorrect') }}>
      <PaymentPasswordSection />
    </WalletShell>
  ),
  play: async ({ canvasElement }) => {
    const c = within(canvasElement);
    await userEvent.click(await c.findByTestId('payment-password-open', {}, { timeout: 5000 }));
    await userEvent.type(c.getByTestId('payment-password-old'), 'wrong-000');
    await userEvent.type(c.getByTestId('payment-password-new'), 'pin-4321');
    await userEvent.type(c.getByTestId('payment-password-confirm'), 'pin-4321');
    await userEvent.click(c.getByTestId('payment-password-save'));
    await expect(await within(canvasElement.ownerDocument.body).findByText('The withdraw password is incorrect')).toBeInTheDocument();
  },
};

export const Accounts: Story = {
  render: () => (
    <WalletShell answers={paymentAnswers}>
      <PayoutAccountsSection />
    </WalletShell>
  ),
  play: async ({ canvasElement }) => {
    await expect((await within(canvasElement).findAllByTestId('payout-account', {}, { timeout: 5000 })).length).toBe(2);
  },
};

export const AccountsEmpty: Story = {
  render: () => (
    <WalletShell answers={{ ...paymentAnswers, 'GET /wps/member/payoutAccounts': { list: [], max: 3 } }}>
      <PayoutAccountsSection />
    </WalletShell>
  ),
};

/** Opens the bind form, fills it for Rahim Uddin with this number and login password, and submits it. */
async function submitBind(canvasElement: HTMLElement, accountNumber: string, loginPassword: string): Promise<ReturnType<typeof within>> {
  const c = within(canvasElement);
  await userEvent.click(await c.findByTestId('payout-add', {}, { timeout: 5000 }));
  await userEvent.type(c.getByTestId('payout-holder'), 'Rahim Uddin');
  await userEvent.type(c.getByTestId('payout-number'), accountNumber);
  await userEvent.type(c.getByTestId('payout-login-password'), loginPassword);
  await userEvent.click(c.getByTestId('payout-bind'));
  return c;
}

/** The bind form; the server's rule message (number pattern of the channel) shows as a toast. */
export const BindRefused: Story = {
  render: () => (
    <WalletShell
      answers={{ ...paymentAnswers, 'POST /wps/member/payoutAccounts': failWith('request_param_err', 'The account number is not valid for this channel', { field: 'accountNumber' }) }}
    >
      <PayoutAccountsSection />
    </WalletShell>
  ),
  play: async ({ canvasElement }) => {
    await submitBind(canvasElement, '123', 'river2468');
    await expect(await within(canvasElement.ownerDocument.body).findByText('The account number is not valid for this channel')).toBeInTheDocument();
  },
};

/** Binding asks the login password again; a wrong one is said on its field. */
export const BindWrongLoginPassword: Story = {
  render: () => (
    <WalletShell answers={{ ...paymentAnswers, 'POST /wps/member/payoutAccounts': failWith('password.old_invalid', 'The old password is incorrect') }}>
      <PayoutAccountsSection />
    </WalletShell>
  ),
  play: async ({ canvasElement }) => {
    const c = await submitBind(canvasElement, '01712345678', 'wrong-pass');
    await waitFor(() => expect(c.getByTestId('payout-login-password')).toHaveAttribute('aria-invalid', 'true'));
    // The app's own words on the field (in the brand's language), not the server's generic "old password" toast.
    await expect(within(canvasElement.ownerDocument.body).queryByText('The old password is incorrect')).toBeNull();
  },
};

/** Removing asks the login password too; after too many wrong ones the server's wait is shown on the field. */
export const RemoveLocked: Story = {
  render: () => (
    <WalletShell
      answers={{ ...paymentAnswers, 'POST /wps/member/payoutAccounts/remove': failWith('password.step_up_locked', 'Too many wrong passwords. Try again in 12 min.', null, 429) }}
    >
      <PayoutAccountsSection />
    </WalletShell>
  ),
  play: async ({ canvasElement }) => {
    const c = within(canvasElement);
    await userEvent.click((await c.findAllByTestId('payout-remove', {}, { timeout: 5000 }))[0]!);
    await userEvent.type(c.getByTestId('payout-remove-password'), 'wrong-pass');
    await userEvent.click(c.getByTestId('payout-remove-confirm'));
    await expect(await c.findByText('Too many wrong passwords. Try again in 12 min.')).toBeInTheDocument();
  },
};

/** At the brand's maximum: no add button. */
export const AccountsFull: Story = {
  render: () => (
    <WalletShell answers={{ ...paymentAnswers, 'GET /wps/member/payoutAccounts': { list: accounts, max: 2 } }}>
      <PayoutAccountsSection />
    </WalletShell>
  ),
  play: async ({ canvasElement }) => {
    const c = within(canvasElement);
    await c.findAllByTestId('payout-account', {}, { timeout: 5000 });
    await expect(c.queryByTestId('payout-add')).toBeNull();
  },
};

export const AllStates: Story = {
  render: () => (
    <div style={{ display: 'grid', gap: 32 }}>
      <WalletShell answers={paymentAnswers}>
        <PaymentPasswordSection />
        <PayoutAccountsSection />
      </WalletShell>
      <WalletShell answers={{ ...paymentAnswers, 'GET /wps/member/paymentPassword': { isSet: false }, 'GET /wps/member/payoutAccounts': { list: [], max: 3 } }}>
        <PaymentPasswordSection />
        <PayoutAccountsSection />
      </WalletShell>
    </div>
  ),
};
