// One chat connection: ticket, socket, history, live messages, deletions and mutes, errors from the server.
import { useCallback, useEffect, useRef, useState } from 'react';
import type { ChatChannel, ChatMessage, ChatServerFrame } from '../../../engine/chat/rules.ts';
import { useApi } from '../../api/ApiContext.tsx';
import { CHAT_SOCKET_PATH, chatTicket, useOpenChatSocket, type ChatSocketLike } from './socket.ts';

export type ChatState = 'connecting' | 'ready' | 'closed';

export interface Chat {
  state: ChatState;
  username: string;
  messages: ChatMessage[];
  mutedUntil: string | null;
  error: string | null;
  send(text: string): void;
  reconnect(): void;
}

/** Applies one server frame to the message list (pure: unit-tested). */
export function applyFrame(messages: ChatMessage[], frame: ChatServerFrame): ChatMessage[] {
  if (frame.t === 'ready') return frame.history;
  if (frame.t === 'msg') return messages.some((m) => m.id === frame.message.id) ? messages : [...messages, frame.message];
  if (frame.t === 'deleted') return messages.filter((m) => m.id !== frame.id);
  return messages;
}

export function useChat(channel: ChatChannel): Chat {
  const api = useApi();
  const open = useOpenChatSocket();
  const [state, setState] = useState<ChatState>('connecting');
  const [username, setUsername] = useState('');
  const [messages, setMessages] = useState<ChatMessage[]>([]);
  const [mutedUntil, setMutedUntil] = useState<string | null>(null);
  const [error, setError] = useState<string | null>(null);
  const [attempt, setAttempt] = useState(0);
  const socket = useRef<ChatSocketLike | null>(null);

  useEffect(() => {
    let live = true;
    chatTicket(api, channel).then(
      ({ ticket }) => {
        if (!live) return;
        const ws = open(CHAT_SOCKET_PATH);
        socket.current = ws;
        ws.onopen = () => ws.send(JSON.stringify({ t: 'auth', ticket }));
        ws.onmessage = (e) => {
          const frame = JSON.parse(e.data) as ChatServerFrame;
          setMessages((list) => applyFrame(list, frame));
          if (frame.t === 'ready') {
            setState('ready');
            setUsername(frame.username);
            setMutedUntil(frame.mutedUntil ?? null);
          } else if (frame.t === 'muted') setMutedUntil(frame.until);
          else if (frame.t === 'error') setError(frame.message);
          else if (frame.t === 'msg') setError(null);
          if (channel === 'support' && (frame.t === 'ready' || (frame.t === 'msg' && frame.message.operator))) ws.send(JSON.stringify({ t: 'seen' }));
        };
        ws.onclose = () => live && setState('closed');
      },
      (err: unknown) => {
        if (!live) return;
        setError(err instanceof Error ? err.message : null);
        setState('closed');
      },
    );
    return () => {
      live = false;
      socket.current?.close();
      socket.current = null;
    };
  }, [api, open, channel, attempt]);

  const send = useCallback((text: string) => socket.current?.send(JSON.stringify({ t: 'send', text })), []);
  const reconnect = useCallback(() => {
    setState('connecting');
    setError(null);
    setAttempt((n) => n + 1);
  }, []);
  // a mute ends by itself: the composer comes back at that time
  useEffect(() => {
    if (mutedUntil === null) return;
    const t = setTimeout(() => setMutedUntil(null), Math.max(0, Math.min(Date.parse(mutedUntil) - Date.now(), 2 ** 31 - 1)));
    return () => clearTimeout(t);
  }, [mutedUntil]);
  return { state, username, messages, mutedUntil, error, send, reconnect };
}
