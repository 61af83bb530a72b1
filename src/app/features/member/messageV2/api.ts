// Inbox (messageV2) calls: CSP_unreadCount and CSP_getInbox, the platform's inbox relays;
// read, read-all and delete follow the same relay naming (this engine's own: the platform's were not captured).
import type { ApiRequest } from '../../../api/client.ts';
import type { InboxIdRequest, InboxList, InboxMessageItem, UnreadCount } from '../../../../generated/types.ts';

export type { InboxList, InboxMessageItem } from '../../../../generated/types.ts';

export const INBOX_PAGE_SIZE = 10;

export const unreadCount = async (api: ApiRequest, signal?: AbortSignal): Promise<number> =>
  (await api<UnreadCount>('/wps/relay/CSP_unreadCount', signal ? { signal } : {})).count;

export const inboxPage = (api: ApiRequest, pageNum: number, signal?: AbortSignal): Promise<InboxList> =>
  api<InboxList>('/wps/relay/CSP_getInbox', { query: { pageNum, pageSize: INBOX_PAGE_SIZE }, ...(signal ? { signal } : {}) });

export const readMessage = (api: ApiRequest, id: string): Promise<InboxMessageItem> =>
  api<InboxMessageItem>('/wps/relay/CSP_readMessage', { method: 'POST', body: { id } satisfies InboxIdRequest });

export const readAllMessages = (api: ApiRequest): Promise<{ updated: number }> =>
  api<{ updated: number }>('/wps/relay/CSP_readAllMessages', { method: 'POST', body: {} });

export const deleteMessage = (api: ApiRequest, id: string): Promise<null> =>
  api<null>('/wps/relay/CSP_deleteMessage', { method: 'POST', body: { id } satisfies InboxIdRequest });
