import type { Meta, StoryObj } from '@storybook/react-vite';
import { useState, type ReactNode } from 'react';
import { expect, userEvent, within } from 'storybook/test';
import { ChatRoomPage, SupportChatPage } from '../../../src/app/features/chat/ChatPages.tsx';
import { ChatSocketContext } from '../../../src/app/features/chat/socket.ts';
import { capabilities, requiring, whenAvailable } from '../../capabilities.tsx';
import { failWith, WithFreshApi, WithSession } from '../fixtures.tsx';
import { fakeChat, ROOM_HISTORY, SUPPORT_HISTORY, type FakeChat } from './fakeSocket.ts';

// The floating bar's "live chat" (only when logged in, opened through CBS_launchChat); the CHATROOM3 players' room.
// The socket is a fake (stories have no server); messages are plain text, so markup in them shows as typed.
const TICKET = {
  'POST /wps/chat/ticket': {
    ticket: 'story-ticket-0123456789',
    expiresInSeconds: 60,
  },
};

function Frame({ chat, answers = TICKET, children }: { chat: () => FakeChat; answers?: Record<string, unknown>; children: ReactNode }): ReactNode {
  const [fake] = useState(chat);
  return (
    <WithFreshApi answers={answers}>
      <WithSession as="member">
        <ChatSocketContext value={fake.open}>{children}</ChatSocketContext>
      </WithSession>
    </WithFreshApi>
  );
}

const meta = {
  title: 'App/Chat',
  tags: ['phone'],
  parameters: { layout: 'fullscreen' },
  render: () => <></>,
} satisfies Meta;
export default meta;
type Story = StoryObj<typeof meta>;

const liveChat = requiring(capabilities.flag('liveChat', 'live chat (CBS3)'));
const chatRoom = requiring(capabilities.flag('chatRoom', 'the chat room (CHATROOM3)'));

/** Live chat with history: the member's messages on the right, support's on the left; sending adds one. */
export const Support: Story = {
  parameters: { route: '/chat/support' },
  decorators: [liveChat],
  render: () => (
    <Frame
      chat={() =>
        fakeChat({
          channel: 'support',
          username: 'storyplayer',
          history: SUPPORT_HISTORY,
        })
      }
    >
      <SupportChatPage />
    </Frame>
  ),
  play: whenAvailable(async ({ canvasElement }) => {
    const page = within(canvasElement);
    await expect(await page.findByText('About an hour ago, <b>bank transfer</b>.')).toBeInTheDocument();
    await userEvent.type(page.getByTestId('chat-input'), 'Thank you');
    await userEvent.click(page.getByTestId('chat-send'));
    await expect(await page.findByText('Thank you')).toBeInTheDocument();
    await expect(page.getAllByTestId('chat-message')).toHaveLength(SUPPORT_HISTORY.length + 1);
  }),
};

/** Live chat with no messages yet. */
export const SupportEmpty: Story = {
  parameters: { route: '/chat/support' },
  decorators: [liveChat],
  render: () => (
    <Frame chat={() => fakeChat({ channel: 'support', username: 'storyplayer', history: [] })}>
      <SupportChatPage />
    </Frame>
  ),
};

/** The ticket could not be had (e.g. the session ended): disconnected, with a reconnect button. */
export const SupportDisconnected: Story = {
  parameters: { route: '/chat/support' },
  decorators: [liveChat],
  render: () => (
    <Frame
      chat={() => fakeChat({ channel: 'support', username: 'storyplayer', history: [] })}
      answers={{
        'POST /wps/chat/ticket': failWith('login.not_session', 'The user is not logged in', null, 401),
      }}
    >
      <SupportChatPage />
    </Frame>
  ),
  play: whenAvailable(async ({ canvasElement }) => {
    await expect(await within(canvasElement).findByTestId('chat-reconnect')).toBeInTheDocument();
  }),
};

/** The players' room: others' names above their messages; long names and texts wrap on a phone. */
export const Room: Story = {
  parameters: { route: '/chat/room' },
  decorators: [chatRoom],
  render: () => (
    <Frame
      chat={() =>
        fakeChat({
          channel: 'room',
          username: 'storyplayer',
          history: ROOM_HISTORY,
        })
      }
    >
      <ChatRoomPage />
    </Frame>
  ),
  play: whenAvailable(async ({ canvasElement }) => {
    const page = within(canvasElement);
    await expect(await page.findByText('Good evening everyone!')).toBeInTheDocument();
    await expect(page.getByText('lucky_star', { exact: false })).toBeInTheDocument();
  }),
};

/** A message the operator deleted disappears while the room is open. */
export const RoomDeletion: Story = {
  parameters: { route: '/chat/room' },
  decorators: [chatRoom],
  render: function Render() {
    const [fake] = useState(() =>
      fakeChat({
        channel: 'room',
        username: 'storyplayer',
        history: ROOM_HISTORY,
      }),
    );
    return (
      <Frame chat={() => fake}>
        <button type="button" data-testid="delete-first" onClick={() => fake.push({ t: 'deleted', id: '11' })}>
          delete #11
        </button>
        <ChatRoomPage />
      </Frame>
    );
  },
  play: whenAvailable(async ({ canvasElement }) => {
    const page = within(canvasElement);
    await page.findByText('Good evening everyone!');
    await userEvent.click(page.getByTestId('delete-first'));
    await expect(page.queryByText('Good evening everyone!')).toBeNull();
  }),
};

/** A muted member: the composer is off and says until when. */
export const RoomMuted: Story = {
  parameters: { route: '/chat/room' },
  decorators: [chatRoom],
  render: () => (
    <Frame
      chat={() =>
        fakeChat({
          channel: 'room',
          username: 'storyplayer',
          history: ROOM_HISTORY,
          mutedUntil: '2999-01-01T00:00:00Z',
        })
      }
    >
      <ChatRoomPage />
    </Frame>
  ),
  play: whenAvailable(async ({ canvasElement }) => {
    const page = within(canvasElement);
    // by its test id: other live regions (connecting, toasts) come and go around it
    await expect(await page.findByTestId('chat-muted', {}, { timeout: 5000 })).toHaveAttribute('role', 'status');
    await expect(page.getByTestId('chat-input')).toBeDisabled();
  }),
};
