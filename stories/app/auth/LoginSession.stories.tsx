import type { Meta, StoryObj } from '@storybook/react-vite';
import type { ReactNode } from 'react';
import { expect, userEvent, within } from 'storybook/test';
import { FormattedMessage } from 'react-intl';
import LogoutConfirmModal, { LogoutDialogBody } from '../../../src/app/features/auth/session/LogoutConfirmModal.tsx';
import { sessionMessages } from '../../../src/app/features/auth/session/messages.ts';
import TrialPromptModal from '../../../src/app/features/auth/session/TrialPromptModal.tsx';
import { Matrix, Surface } from '../../ui/helpers.tsx';
import { PENDING, WithFreshApi, WithSession, type StoryVisitor } from '../fixtures.tsx';

function Open({ as, modal, children }: { as: StoryVisitor; modal: 'logoutConfirm' | 'trialPrompt'; children: ReactNode }): ReactNode {
  return (
    // the logout call never answers here, so the loader state stays on screen
    <WithFreshApi answers={{ 'DELETE /wps/session/logout': PENDING }}>
      <WithSession as={as} state={{ modal }}>
        {children}
      </WithSession>
    </WithFreshApi>
  );
}

/** Dialogs of the session: 'sure logout' and the trial member's in_need_true_account prompt. */
const meta = {
  title: 'App/Auth/LoginSession',
  parameters: { layout: 'fullscreen' },
} satisfies Meta;
export default meta;
type Story = StoryObj<typeof meta>;

/** 'Are you sure you want to log out?' with cancel / confirm. */
export const LogoutConfirm: Story = {
  render: () => (
    <Open as="member" modal="logoutConfirm">
      <LogoutConfirmModal />
    </Open>
  ),
};

/** After confirming: the loader while the session is revoked. */
export const LoggingOut: Story = {
  render: () => (
    <Open as="member" modal="logoutConfirm">
      <LogoutConfirmModal />
    </Open>
  ),
  play: async () => {
    const body = within(document.body);
    await userEvent.click(await body.findByTestId('logout-confirm'));
    await expect(await body.findByTestId('logout-loader')).toBeInTheDocument();
  },
};

/** A trial member tried the member center: a real account is needed, with a register action. */
export const TrialPrompt: Story = {
  render: () => (
    <Open as="trial" modal="trialPrompt">
      <TrialPromptModal />
    </Open>
  ),
};

/** The dialogs' contents side by side (without the modal frame): question, loader, failure, trial prompt. */
export const AllStates: Story = {
  render: () => (
    <div css={{ padding: 16 }}>
      <Matrix
        columns={2}
        items={[
          ['Logout: question', <Surface key="q" width={360}><LogoutDialogBody busy={false} failed={false} /></Surface>],
          ['Logout: logging out', <Surface key="b" width={360}><LogoutDialogBody busy failed={false} /></Surface>],
          ['Logout: network failure', <Surface key="f" width={360}><LogoutDialogBody busy={false} failed /></Surface>],
          [
            'Trial prompt',
            <Surface key="t" width={360}>
              <p css={{ margin: 0 }}>
                <FormattedMessage {...sessionMessages.trialText} />
              </p>
            </Surface>,
          ],
        ]}
      />
    </div>
  ),
};
