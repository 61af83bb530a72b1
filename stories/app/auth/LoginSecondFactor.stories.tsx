import type { Decorator, Meta, StoryObj } from '@storybook/react-vite';
import { useState, type ReactNode } from 'react';
import { expect, userEvent, waitFor, within } from 'storybook/test';
import { resetCountdowns } from '../../../src/app/features/auth/fields/countdown.ts';
import SecondFactorModal, { SecondFactorForm } from '../../../src/app/features/auth/login/SecondFactorModal.tsx';
import type { SecondFactorState } from '../../../src/app/state/session.ts';
import { Matrix, Surface } from '../../ui/helpers.tsx';
import { failWith, storyMember, WithFreshApi, WithSession, type CannedAnswers } from '../fixtures.tsx';

const challenge = (method: SecondFactorState['method'], hint = ''): SecondFactorState => ({
  challengeId: `story-${method}`,
  method,
  hint,
  expiredMinutes: 1,
  portal: 'member',
  loginType: 'username',
});

const CHALLENGES = {
  mobileCode: challenge('mobileCode', '+880 ••••78'),
  email: challenge('email', 'p••••@example.com'),
  authenticator: challenge('authenticator'),
  bankAccountName: challenge('bankAccountName'),
};

const answers: CannedAnswers = {
  'POST /wps/session/login/verification/resend': { expiredMinutes: 1 },
  'GET /wps/member/info': storyMember,
};

function Fresh({ children }: { children: ReactNode }): ReactNode {
  useState(resetCountdowns);
  return children;
}

const withChallenge: Decorator = (Story, { parameters }) => (
  <WithFreshApi answers={{ ...answers, ...(parameters.answers as CannedAnswers | undefined) }}>
    <WithSession state={{ modal: 'secondFactor', secondFactor: (parameters.challenge as SecondFactorState | undefined) ?? CHALLENGES.mobileCode }}>
      <Fresh>
        <Story />
      </Fresh>
    </WithSession>
  </WithFreshApi>
);

/** The extra check of a login from a new network, one story per method of brand login.secondFactor. */
const meta = {
  title: 'App/Auth/LoginSecondFactor',
  component: SecondFactorModal,
  decorators: [withChallenge],
  parameters: { layout: 'fullscreen' },
} satisfies Meta<typeof SecondFactorModal>;
export default meta;
type Story = StoryObj<typeof meta>;

const body = (): ReturnType<typeof within> => within(document.body);

/** SMS code to the masked mobile number; 'send a new code' waits out its countdown. */
export const MobileCode: Story = { parameters: { challenge: CHALLENGES.mobileCode } };

/** Code by e-mail to the masked address. */
export const Email: Story = { parameters: { challenge: CHALLENGES.email } };

/** Authenticator (TOTP) code: nothing to resend. */
export const Authenticator: Story = { parameters: { challenge: CHALLENGES.authenticator } };

/** The bank account name registered on the account. */
export const BankAccountName: Story = { parameters: { challenge: CHALLENGES.bankAccountName } };

/** A wrong code (login.second_factor_invalid). */
export const InvalidCode: Story = {
  parameters: { answers: { 'POST /wps/session/login/verification': failWith('login.second_factor_invalid', 'Please enter a valid verification code') } },
  play: async () => {
    await userEvent.type(await body().findByLabelText(/./, { selector: 'input[name="code"]' }), '000000');
    await userEvent.click(body().getByTestId('second-factor-submit'));
    await waitFor(() => expect(document.body.querySelector('input[name="code"]')).toHaveAttribute('aria-invalid', 'true'));
  },
};

/** The check expired (login.second_factor_expired): back to the login. */
export const Expired: Story = {
  parameters: { answers: { 'POST /wps/session/login/verification': failWith('login.second_factor_expired', 'Code expired, please send again') } },
  play: async () => {
    await userEvent.type(await body().findByLabelText(/./, { selector: 'input[name="code"]' }), '123456');
    await userEvent.click(body().getByTestId('second-factor-submit'));
    await body().findByTestId('second-factor-back');
  },
};

/** Every method side by side (without the modal frame). */
export const AllStates: Story = {
  render: () => (
    <div css={{ padding: 16 }}>
      <Matrix
        columns={2}
        items={Object.entries(CHALLENGES).map(([name, c]) => [
          name,
          <Surface key={name} width={420}>
            <SecondFactorForm challenge={c} />
          </Surface>,
        ])}
      />
    </div>
  ),
};
