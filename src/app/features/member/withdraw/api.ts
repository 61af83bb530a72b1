// Withdrawal, payout-account and payment-password calls (the withdraw page and the security center:
// MCSFE_getWithdrawSettings, POST /wps/transaction/withdraw (enc)) and their queries.
import { useMutation, useQuery, useQueryClient, type UseMutationResult, type UseQueryResult } from '@tanstack/react-query';
import type {
  PaymentPasswordRequest,
  PaymentPasswordStatus,
  PayoutAccountList,
  PayoutBindRequest,
  PayoutRemoveRequest,
  ReceiptRequest,
  Withdrawal,
  WithdrawalList,
  WithdrawRequest,
  WithdrawSettings,
} from '../../../../generated/types.ts';
import type { ApiRequest } from '../../../api/client.ts';
import { useApi } from '../../../api/ApiContext.tsx';
import { sessionKeys } from '../../auth/session/queryKeys.ts';

export type { PayoutAccount, PayoutAccountList, Withdrawal, WithdrawalList, WithdrawSettings } from '../../../../generated/types.ts';

export const withdrawKeys = {
  settings: [...sessionKeys.all, 'withdraw', 'settings'] as const,
  list: [...sessionKeys.all, 'withdraw', 'list'] as const,
  accounts: [...sessionKeys.all, 'withdraw', 'accounts'] as const,
  password: [...sessionKeys.all, 'withdraw', 'password'] as const,
};

export const withdrawSettings = (api: ApiRequest, signal?: AbortSignal): Promise<WithdrawSettings> =>
  api<WithdrawSettings>('/wps/relay/MCSFE_getWithdrawSettings', { query: { groupId: 0 }, ...(signal ? { signal } : {}) });
export const withdrawalList = (api: ApiRequest, signal?: AbortSignal): Promise<WithdrawalList> =>
  api<WithdrawalList>('/wps/relay/MCSFE_getWithdrawList', signal ? { signal } : {});
export const withdraw = (api: ApiRequest, body: WithdrawRequest): Promise<Withdrawal> =>
  api<Withdrawal>('/wps/transaction/withdraw', { method: 'POST', body, encrypt: true });
export const confirmReceipt = (api: ApiRequest, body: ReceiptRequest): Promise<Withdrawal> =>
  api<Withdrawal>('/wps/relay/MCSFE_confirmPayment', { method: 'POST', body });
export const payoutAccounts = (api: ApiRequest, signal?: AbortSignal): Promise<PayoutAccountList> =>
  api<PayoutAccountList>('/wps/member/payoutAccounts', signal ? { signal } : {});
export const bindPayoutAccount = (api: ApiRequest, body: PayoutBindRequest): Promise<PayoutAccountList> =>
  api<PayoutAccountList>('/wps/member/payoutAccounts', { method: 'POST', body, encrypt: true });
export const removePayoutAccount = (api: ApiRequest, body: PayoutRemoveRequest): Promise<PayoutAccountList> =>
  api<PayoutAccountList>('/wps/member/payoutAccounts/remove', { method: 'POST', body, encrypt: true });
export const paymentPasswordStatus = (api: ApiRequest, signal?: AbortSignal): Promise<PaymentPasswordStatus> =>
  api<PaymentPasswordStatus>('/wps/member/paymentPassword', signal ? { signal } : {});
export const savePaymentPassword = (api: ApiRequest, body: PaymentPasswordRequest): Promise<PaymentPasswordStatus> =>
  api<PaymentPasswordStatus>('/wps/member/paymentPassword', { method: 'POST', body, encrypt: true });

export function useWithdrawSettings(): UseQueryResult<WithdrawSettings> {
  const api = useApi();
  return useQuery({ queryKey: withdrawKeys.settings, queryFn: ({ signal }) => withdrawSettings(api, signal) });
}

export function useWithdrawalList(): UseQueryResult<WithdrawalList> {
  const api = useApi();
  return useQuery({ queryKey: withdrawKeys.list, queryFn: ({ signal }) => withdrawalList(api, signal) });
}

export function usePayoutAccounts(): UseQueryResult<PayoutAccountList> {
  const api = useApi();
  return useQuery({ queryKey: withdrawKeys.accounts, queryFn: ({ signal }) => payoutAccounts(api, signal) });
}

export function usePaymentPasswordStatus(): UseQueryResult<PaymentPasswordStatus> {
  const api = useApi();
  return useQuery({ queryKey: withdrawKeys.password, queryFn: ({ signal }) => paymentPasswordStatus(api, signal) });
}

/** Any payments mutation: everything of the session (balance, withdraw settings, lists, inbox) is refetched after. */
export function usePaymentsMutation<A, R>(fn: (api: ApiRequest, a: A) => Promise<R>): UseMutationResult<R, Error, A> {
  const api = useApi();
  const client = useQueryClient();
  return useMutation({
    mutationFn: (a: A) => fn(api, a),
    onSettled: () => client.invalidateQueries({ queryKey: sessionKeys.all }),
  });
}

/** A File as the base64 the receipt endpoint takes (no data: prefix). */
export function fileToBase64(file: Blob): Promise<string> {
  return new Promise((resolve, reject) => {
    const reader = new FileReader();
    reader.onload = () => resolve(String(reader.result).replace(/^data:[^,]*,/, ''));
    reader.onerror = () => reject(reader.error ?? new Error('read failed'));
    reader.readAsDataURL(file);
  });
}
