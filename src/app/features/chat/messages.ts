import { defineMessages } from '../../../i18n/defineMessages.ts';

export const chatMessages = defineMessages({
  supportTitle: { id: 'chat.support.title', defaultMessage: 'Live chat' },
  supportIntro: {
    id: 'chat.support.intro',
    defaultMessage: 'Write to our support team; replies appear here.',
  },
  roomTitle: { id: 'chat.room.title', defaultMessage: 'Chat room' },
  roomIntro: {
    id: 'chat.room.intro',
    defaultMessage: 'Talk with other players. Be kind.',
  },
  placeholder: { id: 'chat.placeholder', defaultMessage: 'Write a message' },
  send: { id: 'chat.send', defaultMessage: 'Send' },
  counter: { id: 'chat.counter', defaultMessage: '{count} / {max}' },
  connecting: { id: 'chat.connecting', defaultMessage: 'Connecting…' },
  disconnected: {
    id: 'chat.disconnected',
    defaultMessage: 'The chat is disconnected.',
  },
  reconnect: { id: 'chat.reconnect', defaultMessage: 'Reconnect' },
  empty: { id: 'chat.empty', defaultMessage: 'No messages yet.' },
  you: { id: 'chat.you', defaultMessage: 'You' },
  support: { id: 'chat.supportName', defaultMessage: 'Support' },
  muted: { id: 'chat.muted', defaultMessage: 'You are muted until {time}.' },
  messages: { id: 'chat.messages', defaultMessage: 'Messages' },
});
