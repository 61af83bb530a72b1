// Deposit calls (depositv2: MCSFE_getDepositSettings and the orders) and their queries.
import { useMutation, useQuery, useQueryClient, type UseMutationResult, type UseQueryResult } from '@tanstack/react-query';
import type { DepositList, DepositOrder, DepositRequest, DepositSettings, PaymentChannelView } from '../../../../generated/types.ts';
import type { ApiRequest } from '../../../api/client.ts';
import { useApi } from '../../../api/ApiContext.tsx';
import { sessionKeys } from '../../auth/session/queryKeys.ts';

export type { DepositList, DepositOrder, DepositSettings, PaymentChannelView } from '../../../../generated/types.ts';

export const depositKeys = {
  settings: [...sessionKeys.all, 'deposit', 'settings'] as const,
  list: [...sessionKeys.all, 'deposit', 'list'] as const,
  order: (id: string) => [...sessionKeys.all, 'deposit', 'order', id] as const,
};

export const depositSettings = (api: ApiRequest, signal?: AbortSignal): Promise<DepositSettings> =>
  api<DepositSettings>('/wps/relay/MCSFE_getDepositSettings', signal ? { signal } : {});
export const depositList = (api: ApiRequest, signal?: AbortSignal): Promise<DepositList> =>
  api<DepositList>('/wps/relay/MCSFE_getDepositList', signal ? { signal } : {});
export const depositOrder = (api: ApiRequest, orderId: string, signal?: AbortSignal): Promise<DepositOrder> =>
  api<DepositOrder>('/wps/relay/MCSFE_getDepositOrder', { query: { orderId }, ...(signal ? { signal } : {}) });
export const createDeposit = (api: ApiRequest, body: DepositRequest): Promise<DepositOrder> =>
  api<DepositOrder>('/wps/relay/MCSFE_createDeposit', { method: 'POST', body });

export function useDepositSettings(): UseQueryResult<DepositSettings> {
  const api = useApi();
  return useQuery({ queryKey: depositKeys.settings, queryFn: ({ signal }) => depositSettings(api, signal), staleTime: 5 * 60_000 });
}

export function useDepositList(): UseQueryResult<DepositList> {
  const api = useApi();
  return useQuery({ queryKey: depositKeys.list, queryFn: ({ signal }) => depositList(api, signal) });
}

/** One order, polled every 3 s while the provider has not answered; a settled order refreshes the session (balance, inbox). */
export function useDepositOrder(orderId: string | null): UseQueryResult<DepositOrder> {
  const api = useApi();
  const client = useQueryClient();
  return useQuery({
    queryKey: depositKeys.order(orderId ?? ''),
    enabled: Boolean(orderId),
    queryFn: async ({ signal }) => {
      const order = await depositOrder(api, orderId!, signal);
      const before = client.getQueryData<DepositOrder>(depositKeys.order(orderId!));
      if (order.status !== 'pending' && before?.status !== order.status)
        void client.invalidateQueries({ queryKey: sessionKeys.all, predicate: (q) => q.queryKey[2] !== 'order' });
      return order;
    },
    refetchInterval: (q) => (q.state.data?.status === 'pending' ? 3000 : false),
  });
}

export function useCreateDeposit(): UseMutationResult<DepositOrder, Error, DepositRequest> {
  const api = useApi();
  const client = useQueryClient();
  return useMutation({
    mutationFn: (body: DepositRequest) => createDeposit(api, body),
    onSettled: () => client.invalidateQueries({ queryKey: depositKeys.list }),
  });
}

/** The channel's own message when the brand's or the app's catalog has one (nameKey), else its configured name. */
export function channelName(c: Pick<PaymentChannelView, 'name' | 'nameKey'>, messages: Record<string, unknown>): string | { id: string; defaultMessage: string } {
  return c.nameKey && c.nameKey in messages ? { id: c.nameKey, defaultMessage: c.name } : c.name;
}
