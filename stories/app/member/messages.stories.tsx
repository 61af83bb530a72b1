import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect, userEvent, within } from 'storybook/test';
import MessageV2Page from '../../../src/app/features/member/messageV2/MessageV2Page.tsx';
import { failWith, PENDING } from '../fixtures.tsx';
import { emptyInbox, memberAnswers } from './memberFixtures.tsx';
import { memberPageFrame } from './memberPageFrame.tsx';

const Shell = memberPageFrame(memberAnswers);

const meta = {
  title: 'App/Member/Messages',
  tags: ['phone'],
  parameters: { layout: 'fullscreen' },
} satisfies Meta;
export default meta;
type Story = StoryObj<typeof meta>;

/** The inbox: unread messages marked new, pages below, "mark all as read". */
export const Inbox: Story = {
  render: () => (
    <Shell>
      <MessageV2Page />
    </Shell>
  ),
  play: async ({ canvasElement }) => {
    await expect(await within(canvasElement).findByTestId('inbox-read-all', {}, { timeout: 5000 })).toBeInTheDocument();
  },
};

/** One message opened: its body as plain text (line breaks kept), delete. */
export const Opened: Story = {
  render: () => (
    <Shell>
      <MessageV2Page />
    </Shell>
  ),
  play: async ({ canvasElement }) => {
    const c = within(canvasElement);
    await userEvent.click(await c.findByTestId('inbox-item-30', {}, { timeout: 5000 }));
    await expect(await c.findByTestId('inbox-body')).toHaveTextContent('Games will be unavailable');
  },
};

export const Empty: Story = {
  render: () => (
    <Shell answers={{ ...memberAnswers, 'GET /wps/relay/CSP_getInbox': emptyInbox }}>
      <MessageV2Page />
    </Shell>
  ),
};

export const Loading: Story = {
  render: () => (
    <Shell answers={{ ...memberAnswers, 'GET /wps/relay/CSP_getInbox': PENDING }}>
      <MessageV2Page />
    </Shell>
  ),
};

export const LoadFailed: Story = {
  render: () => (
    <Shell answers={{ ...memberAnswers, 'GET /wps/relay/CSP_getInbox': failWith('system.error', 'Server busy', null, 500) }}>
      <MessageV2Page />
    </Shell>
  ),
};
