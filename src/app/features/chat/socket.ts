// The chat's WebSocket, behind a context so stories and unit tests give a fake one. The page asks a one-time
// ticket with its session and sends it as the first frame: nothing secret is in the socket URL.
import { createContext, useContext } from 'react';
import type { ChatTicket } from '../../../generated/types.ts';
import type { ChatChannel } from '../../../engine/chat/rules.ts';
import type { ApiRequest } from '../../api/ApiContext.tsx';

export interface ChatSocketLike {
  send(data: string): void;
  close(): void;
  onopen: (() => void) | null;
  onmessage: ((e: { data: string }) => void) | null;
  onclose: ((e: { code: number }) => void) | null;
}

export type OpenChatSocket = (url: string) => ChatSocketLike;

export const CHAT_SOCKET_PATH = '/wps/chat/ws';

const browserSocket: OpenChatSocket = (path) => {
  const url = new URL(path, window.location.href);
  url.protocol = url.protocol === 'https:' ? 'wss:' : 'ws:';
  return new WebSocket(url) as unknown as ChatSocketLike;
};

export const ChatSocketContext = createContext<OpenChatSocket>(browserSocket);
export const useOpenChatSocket = (): OpenChatSocket => useContext(ChatSocketContext);

export const chatTicket = (api: ApiRequest, channel: ChatChannel): Promise<ChatTicket> =>
  api<ChatTicket>('/wps/chat/ticket', { method: 'POST', body: { channel } });
