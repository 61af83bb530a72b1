import { sessionKeys } from '../../auth/session/queryKeys.ts';

/** Inbox queries live under sessionKeys.all: invalidated with the balance after money events, dropped on logout. */
export const inboxKeys = {
  all: [...sessionKeys.all, 'inbox'] as const,
  unread: [...sessionKeys.all, 'inbox', 'unread'] as const,
  page: (pageNum: number) => [...sessionKeys.all, 'inbox', 'page', pageNum] as const,
};
