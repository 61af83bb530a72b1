import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect, fn, userEvent, within } from 'storybook/test';
import { HandoverSwitchModal } from '../../../src/app/features/auth/session/HandoverSwitchModal.tsx';

/**
 * A one-time sign-in link (/?handover=) opened in a tab already signed in as another member: the account changes only
 * when the player says so (staying is the default: Esc, close, the first button).
 */
const meta = {
  title: 'App/Auth/HandoverSwitch',
  component: HandoverSwitchModal,
  parameters: { layout: 'fullscreen' },
  args: { open: true, current: 'bobby02', next: 'alice01', busy: false, onSwitch: fn(), onKeep: fn() },
} satisfies Meta<typeof HandoverSwitchModal>;
export default meta;
type Story = StoryObj<typeof meta>;

/** The question, with both account names. */
export const Question: Story = {
  play: async ({ args }) => {
    const body = within(document.body);
    await expect(await body.findByTestId('handover-dialog')).toHaveTextContent('bobby02');
    await userEvent.click(body.getByTestId('handover-keep'));
    await expect(args.onKeep).toHaveBeenCalled();
  },
};

/** After "Switch": the loader while the new session's member info loads. */
export const Switching: Story = { args: { busy: true } };

/** Long account names (13-character usernames, a mobile number as the name) wrap on a small phone. */
export const LongNames: Story = { args: { current: 'player1234567', next: '8801712345678' } };
