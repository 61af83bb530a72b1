import { QueryClient, QueryClientProvider } from '@tanstack/react-query';
import type { Decorator, Meta, StoryObj } from '@storybook/react-vite';
import { useState, type ReactNode } from 'react';
import { expect, userEvent, waitFor, within } from 'storybook/test';
import ChangePasswordModal, { ChangePasswordForm } from '../../../src/app/features/auth/password/ChangePasswordModal.tsx';
import type { PasswordChangeState } from '../../../src/app/state/session.ts';
import { storyBoot } from '../../brandContent.ts';
import { brandView, newPasswordSample } from '../../capabilities.tsx';
import { Matrix, Surface } from '../../ui/helpers.tsx';
import { failWith, storyMember, WithApi, WithSession, type CannedAnswers } from '../fixtures.tsx';

const answers: CannedAnswers = {
  'POST /wps/member/password': null,
  'GET /wps/member/info': storyMember,
};

function Fresh({ answers: canned, children }: { answers: CannedAnswers; children: ReactNode }): ReactNode {
  const [client] = useState(() => new QueryClient({ defaultOptions: { queries: { retry: false } } }));
  return (
    <QueryClientProvider client={client}>
      <WithApi answers={canned}>{children}</WithApi>
    </QueryClientProvider>
  );
}

const forced = (reason: PasswordChangeState['reason']): PasswordChangeState => ({ reason, oldPasswordHeld: true, username: storyMember.account });

const withChange: Decorator = (Story, { parameters }) => (
  <Fresh answers={{ ...answers, ...(parameters.answers as CannedAnswers | undefined) }}>
    <WithSession
      as="member"
      state={{ modal: 'changePass', passwordChange: (parameters.passwordChange as PasswordChangeState | undefined) ?? null }}
    >
      <Story />
    </WithSession>
  </Fresh>
);

const meta = {
  title: 'App/Auth/ChangePassword',
  component: ChangePasswordModal,
  decorators: [withChange],
  parameters: { layout: 'fullscreen' },
} satisfies Meta<typeof ChangePasswordModal>;
export default meta;
type Story = StoryObj<typeof meta>;

const body = (): ReturnType<typeof within> => within(document.body);

/** A new password the brand in the toolbar accepts ('Secret123' wherever its rule allows). */
const newPasswordFor = (globals: Record<string, unknown>): string => newPasswordSample(brandView(storyBoot(globals))).values.newPassword!;
/** The same length, one character off: a confirmation that does not match. */
const differentFrom = (password: string): string => password.slice(0, -1) + (password.endsWith('4') ? '5' : '4');

/** From the member menu: username read-only, current password, new password and confirmation; closable. */
export const Normal: Story = {};

/** Forced on first login: says why, no close button, the old password is held by the session. */
export const ForcedFirstLogin: Story = { parameters: { passwordChange: forced('firstLogin') } };

/** Forced on expiry (PWDEXPFORCECHANGE3). */
export const ForcedExpired: Story = { parameters: { passwordChange: forced('passwordExpired') } };

/** Forced because the account uses the platform's default password. */
export const ForcedDefaultPassword: Story = { parameters: { passwordChange: forced('defaultPassword') } };

/** Forced because the password in use is shorter than 8 characters or a common one (found at login). */
export const ForcedWeakPassword: Story = { parameters: { passwordChange: forced('weakPassword') } };

/** Submitted empty. */
export const Errors: Story = {
  play: async () => {
    await userEvent.click(await body().findByTestId('change-password-submit'));
    await waitFor(() => expect(document.body.querySelector('[aria-invalid="true"]')).not.toBeNull());
  },
};

/** 'Confirmation password is not correct.' */
export const ConfirmationMismatch: Story = {
  play: async ({ globals }) => {
    const password = newPasswordFor(globals);
    await userEvent.type(await body().findByTestId('change-newPassword'), password);
    await userEvent.type(body().getByTestId('change-confirmNewPassword'), differentFrom(password));
    await userEvent.tab();
    await waitFor(() => expect(body().getByTestId('change-confirmNewPassword')).toHaveAttribute('aria-invalid', 'true'));
  },
};

/** The server says the current password is wrong (password.old_invalid). */
export const WrongOldPassword: Story = {
  parameters: { answers: { 'POST /wps/member/password': failWith('password.old_invalid', 'The current password is incorrect') } },
  play: async ({ globals }) => {
    const password = newPasswordFor(globals);
    await userEvent.type(await body().findByTestId('change-oldPassword'), 'Wrong1234');
    await userEvent.type(body().getByTestId('change-newPassword'), password);
    await userEvent.type(body().getByTestId('change-confirmNewPassword'), password);
    await userEvent.click(body().getByTestId('change-password-submit'));
    await waitFor(() => expect(body().getByTestId('change-oldPassword')).toHaveAttribute('aria-invalid', 'true'));
  },
};

/** The normal and each forced form side by side (without the modal chrome). */
export const AllStates: Story = {
  parameters: { layout: 'padded' },
  render: () => (
    <Matrix
      columns={2}
      items={[
        ['normal', <Panel key="n" reason="user" askOldPassword />],
        ['first login', <Panel key="f" reason="firstLogin" askOldPassword={false} />],
        ['expired', <Panel key="e" reason="passwordExpired" askOldPassword={false} />],
        ['default password', <Panel key="d" reason="defaultPassword" askOldPassword={false} />],
        ['weak password', <Panel key="w" reason="weakPassword" askOldPassword={false} />],
      ]}
    />
  ),
};

function Panel({ reason, askOldPassword }: { reason: PasswordChangeState['reason']; askOldPassword: boolean }): ReactNode {
  return (
    <Surface width={440}>
      <ChangePasswordForm reason={reason} username={storyMember.account} askOldPassword={askOldPassword} />
    </Surface>
  );
}
