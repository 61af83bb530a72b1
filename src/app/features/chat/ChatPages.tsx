// /chat/support (live chat, CBS3; the page CBS_launchChat answers) and /chat/room (CHATROOM3): members only (the
// route guard sends guests to the login); a brand without the flag shows the not-found page and asks nothing.
import type { ReactNode } from 'react';
import { FormattedMessage } from 'react-intl';
import { AreaMessages } from '../../i18n/AreaMessages.tsx';
import { ChatWindow } from './ChatWindow.tsx';
import { chatMessages as m } from './messages.ts';
import { useChat } from './useChat.ts';

function Support(): ReactNode {
  const chat = useChat('support');
  return (
    <ChatWindow
      testId="support-chat"
      title={<FormattedMessage {...m.supportTitle} />}
      intro={<FormattedMessage {...m.supportIntro} />}
      chat={chat}
      author={(msg) =>
        msg.operator ? { name: <FormattedMessage {...m.support} />, own: false } : { name: <FormattedMessage {...m.you} />, own: true }
      }
    />
  );
}

function Room(): ReactNode {
  const chat = useChat('room');
  return (
    <ChatWindow
      testId="chat-room"
      title={<FormattedMessage {...m.roomTitle} />}
      intro={<FormattedMessage {...m.roomIntro} />}
      chat={chat}
      author={(msg) => ({
        name: msg.from === chat.username ? <FormattedMessage {...m.you} /> : msg.from,
        own: msg.from === chat.username,
      })}
    />
  );
}

export function SupportChatPage(): ReactNode {
  return (
    <AreaMessages area="chat">
      <Support />
    </AreaMessages>
  );
}

export function ChatRoomPage(): ReactNode {
  return (
    <AreaMessages area="chat">
      <Room />
    </AreaMessages>
  );
}

export default SupportChatPage;
