import type { Meta, StoryObj } from '@storybook/react-vite';
import type { ReactNode } from 'react';
import { expect, userEvent, within } from 'storybook/test';
import SecurityCenterPage from '../../../src/app/features/member/securityCenter/SecurityCenterPage.tsx';
import { AuthenticatorSection } from '../../../src/app/features/member/securityCenter/AuthenticatorSection.tsx';
import { ContactsSection } from '../../../src/app/features/member/securityCenter/ContactsSection.tsx';
import { LoginHistorySection } from '../../../src/app/features/member/securityCenter/LoginHistorySection.tsx';
import { ProfileSection } from '../../../src/app/features/member/securityCenter/ProfileSection.tsx';
import { AreaMessages } from '../../../src/app/i18n/AreaMessages.tsx';
import { ToastProvider } from '../../../src/ui/index.ts';
import { failWith, PENDING, WithFreshApi, WithSession, type CannedAnswers } from '../fixtures.tsx';
import { memberAnswers, storyProfile } from './memberFixtures.tsx';

/** The sections read the member area's messages (and the auth area's field-rule texts), as inside the overlay. */
function Shell({ answers = memberAnswers, children }: { answers?: CannedAnswers; children: ReactNode }): ReactNode {
  return (
    <WithFreshApi answers={answers}>
      <WithSession as="member">
        <AreaMessages area="member">
          <AreaMessages area="auth">
            <ToastProvider>
            <div style={{ maxWidth: 720, padding: 16 }}>{children}</div>
          </ToastProvider>
          </AreaMessages>
        </AreaMessages>
      </WithSession>
    </WithFreshApi>
  );
}

const meta = {
  title: 'App/Member/SecurityCenter',
  tags: ['phone'],
  parameters: { layout: 'fullscreen' },
} satisfies Meta;
export default meta;
type Story = StoryObj<typeof meta>;

/** The whole page: profile, mobile and e-mail, authenticator, payment slots, login history. */
export const Page: Story = {
  render: () => (
    <Shell>
      <SecurityCenterPage />
    </Shell>
  ),
  play: async ({ canvasElement }) => {
    await expect(await within(canvasElement).findByTestId('security-logins', {}, { timeout: 5000 })).toBeInTheDocument();
  },
};

/** Loading: the profile holds its place. */
export const Loading: Story = {
  render: () => (
    <Shell answers={{ ...memberAnswers, 'GET /wps/member/profile': PENDING, 'GET /wps/member/loginHistory': PENDING }}>
      <SecurityCenterPage />
    </Shell>
  ),
};

/** The profile could not be loaded: a retry. */
export const LoadFailed: Story = {
  render: () => (
    <Shell answers={{ ...memberAnswers, 'GET /wps/member/profile': failWith('system.error', 'Server busy', null, 500) }}>
      <SecurityCenterPage />
    </Shell>
  ),
};

/** Profile: a set-once field locked, a value refused by its brand rule (letters in a numbers-only field). */
export const Profile: Story = {
  render: () => (
    <Shell>
      <ProfileSection profile={storyProfile} />
    </Shell>
  ),
  play: async ({ canvasElement }) => {
    const c = within(canvasElement);
    await userEvent.type(await c.findByTestId('profile-whatsapp', {}, { timeout: 5000 }), 'abc');
    await userEvent.click(c.getByTestId('profile-save'));
    await expect(c.getByTestId('profile-whatsapp')).toHaveAttribute('aria-invalid', 'true');
  },
};

/** Mobile bound (masked), e-mail not bound; binding the e-mail: code sent, code field shown. */
export const Contacts: Story = {
  render: () => (
    <Shell>
      <ContactsSection profile={storyProfile} />
    </Shell>
  ),
  play: async ({ canvasElement }) => {
    const c = within(canvasElement);
    const row = await c.findByTestId('contact-email', {}, { timeout: 5000 });
    await userEvent.click(within(row).getByRole('button'));
    await userEvent.type(c.getByTestId('bind-email-target'), 'rahim@example.com');
    await userEvent.click(c.getByTestId('bind-email-send'));
    await expect(await c.findByTestId('bind-email-code')).toBeInTheDocument();
  },
};

/** Authenticator off; setting it up: password, then the QR code and key. */
export const Authenticator: Story = {
  render: () => (
    <Shell>
      <AuthenticatorSection enrolled={false} />
    </Shell>
  ),
  play: async ({ canvasElement }) => {
    const c = within(canvasElement);
    await userEvent.click(await c.findByTestId('authenticator-start', {}, { timeout: 5000 }));
    await userEvent.type(c.getByTestId('authenticator-password'), 'river2468');
    await userEvent.click(c.getByTestId('authenticator-continue'));
    await expect(await c.findByTestId('authenticator-secret')).toHaveTextContent('JBSWY3DPEHPK3PXP');
  },
};

/** Authenticator already on. */
export const AuthenticatorOn: Story = {
  render: () => (
    <Shell>
      <AuthenticatorSection enrolled />
    </Shell>
  ),
};

/** Login history with IPs and devices. */
export const LoginHistory: Story = {
  render: () => (
    <Shell>
      <LoginHistorySection />
    </Shell>
  ),
  play: async ({ canvasElement }) => {
    const cells = await within(canvasElement).findAllByText('Chrome on Android', {}, { timeout: 5000 });
    await expect(cells.length).toBeGreaterThan(0);
  },
};
