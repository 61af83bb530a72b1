import { useMutation, useQuery, useQueryClient, type UseMutationResult, type UseQueryResult } from '@tanstack/react-query';
import { useApi } from '../../../api/ApiContext.tsx';
import { deleteMessage, inboxPage, readAllMessages, readMessage, type InboxList, type InboxMessageItem } from './api.ts';
import { inboxKeys } from './queryKeys.ts';

export function useInboxPage(pageNum: number): UseQueryResult<InboxList> {
  const api = useApi();
  return useQuery({ queryKey: inboxKeys.page(pageNum), queryFn: ({ signal }) => inboxPage(api, pageNum, signal), placeholderData: (prev) => prev });
}

/** Every inbox mutation refreshes the pages and the unread count (header badge, menu badge). */
function useInboxMutation<A, R>(fn: (a: A) => Promise<R>): UseMutationResult<R, Error, A> {
  const client = useQueryClient();
  return useMutation({ mutationFn: fn, onSettled: () => client.invalidateQueries({ queryKey: inboxKeys.all }) });
}

export function useReadMessage(): UseMutationResult<InboxMessageItem, Error, string> {
  const api = useApi();
  return useInboxMutation((id: string) => readMessage(api, id));
}

export function useReadAll(): UseMutationResult<{ updated: number }, Error, void> {
  const api = useApi();
  return useInboxMutation(() => readAllMessages(api));
}

export function useDeleteMessage(): UseMutationResult<null, Error, string> {
  const api = useApi();
  return useInboxMutation((id: string) => deleteMessage(api, id));
}
