import { QueryClient, QueryClientProvider } from '@tanstack/react-query';
import type { Decorator, Meta, StoryObj } from '@storybook/react-vite';
import { useState, type ReactNode } from 'react';
import { expect, userEvent, waitFor, within } from 'storybook/test';
import ResetPasswordModal, { ResetPasswordForm } from '../../../src/app/features/auth/password/ResetPasswordModal.tsx';
import { storyBoot } from '../../brandContent.ts';
import { brandView, newPasswordSample } from '../../capabilities.tsx';
import { Matrix, Surface } from '../../ui/helpers.tsx';
import { failWith, WithApi, WithSession, type CannedAnswers } from '../fixtures.tsx';

function Fresh({ answers, children }: { answers: CannedAnswers; children: ReactNode }): ReactNode {
  const [client] = useState(() => new QueryClient({ defaultOptions: { queries: { retry: false } } }));
  return (
    <QueryClientProvider client={client}>
      <WithApi answers={answers}>{children}</WithApi>
    </QueryClientProvider>
  );
}

const withReset: Decorator = (Story, { parameters }) => (
  <Fresh answers={{ 'POST /wps/member/password/reset': null, ...(parameters.answers as CannedAnswers | undefined) }}>
    <WithSession state={{ modal: 'resetPassword' }}>
      <Story />
    </WithSession>
  </Fresh>
);

const meta = {
  title: 'App/Auth/ResetPassword',
  component: ResetPasswordModal,
  decorators: [withReset],
  // the mailed link: the modal reads the token and takes it out of the address
  parameters: { layout: 'fullscreen', route: '/?resetToken=story-reset-token' },
} satisfies Meta<typeof ResetPasswordModal>;
export default meta;
type Story = StoryObj<typeof meta>;

const body = (): ReturnType<typeof within> => within(document.body);

/** A new password the brand in the toolbar accepts ('Secret123' wherever its rule allows). */
const newPasswordFor = (globals: Record<string, unknown>): string => newPasswordSample(brandView(storyBoot(globals))).values.newPassword!;
/** The same length, one character off: a confirmation that does not match. */
const differentFrom = (password: string): string => password.slice(0, -1) + (password.endsWith('4') ? '5' : '4');

/** Opened by `/?resetToken=…`: a new password and its confirmation. */
export const ByLink: Story = {};

/** Submitted with a confirmation that differs. */
export const Mismatch: Story = {
  play: async ({ globals }) => {
    const password = newPasswordFor(globals);
    await userEvent.type(await body().findByTestId('reset-newPassword'), password);
    await userEvent.type(body().getByTestId('reset-confirmNewPassword'), differentFrom(password));
    await userEvent.click(body().getByTestId('reset-password-submit'));
    await waitFor(() => expect(body().getByTestId('reset-confirmNewPassword')).toHaveAttribute('aria-invalid', 'true'));
  },
};

/** A used or expired link: the server's message for the form. */
export const LinkExpired: Story = {
  parameters: { answers: { 'POST /wps/member/password/reset': failWith('password.reset_invalid', 'This reset link has expired. Please ask for a new one.') } },
  play: async ({ globals }) => {
    const password = newPasswordFor(globals);
    await userEvent.type(await body().findByTestId('reset-newPassword'), password);
    await userEvent.type(body().getByTestId('reset-confirmNewPassword'), password);
    await userEvent.click(body().getByTestId('reset-password-submit'));
    await body().findByTestId('reset-password-error');
  },
};

export const AllStates: Story = {
  parameters: { layout: 'padded' },
  render: () => (
    <Matrix
      columns={2}
      items={[
        [
          'by link',
          <Surface key="l" width={440}>
            <ResetPasswordForm resetToken="story-reset-token" />
          </Surface>,
        ],
      ]}
    />
  ),
};
