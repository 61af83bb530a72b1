// Security center calls: profile, bind mobile / e-mail, login history (this engine's /wps/member/* paths) and the
// authenticator enrolment of the accounts contract (/wps/member/totp/*, its setup body encrypted).
import { useMutation, useQuery, useQueryClient, type UseMutationResult, type UseQueryResult } from '@tanstack/react-query';
import type { ApiRequest } from '../../../api/client.ts';
import { useApi } from '../../../api/ApiContext.tsx';
import type {
  BindCodeRequest,
  BindRequest,
  LoginHistory,
  MemberProfile,
  ProfileUpdateRequest,
  SmsSendResult,
  TotpSetup,
} from '../../../../generated/types.ts';
import { sessionKeys } from '../../auth/session/queryKeys.ts';

export type { LoginHistory, MemberProfile, ProfileField } from '../../../../generated/types.ts';

export const securityKeys = {
  profile: [...sessionKeys.all, 'security', 'profile'] as const,
  logins: [...sessionKeys.all, 'security', 'logins'] as const,
};

export const getProfile = (api: ApiRequest, signal?: AbortSignal): Promise<MemberProfile> =>
  api<MemberProfile>('/wps/member/profile', signal ? { signal } : {});
export const saveProfile = (api: ApiRequest, body: ProfileUpdateRequest): Promise<MemberProfile> =>
  api<MemberProfile>('/wps/member/profile', { method: 'POST', body });
export const sendBindCode = (api: ApiRequest, body: BindCodeRequest): Promise<SmsSendResult> =>
  api<SmsSendResult>('/wps/member/bind/code', { method: 'POST', body });
export const bind = (api: ApiRequest, body: BindRequest): Promise<MemberProfile> => api<MemberProfile>('/wps/member/bind', { method: 'POST', body });
export const loginHistory = (api: ApiRequest, signal?: AbortSignal): Promise<LoginHistory> =>
  api<LoginHistory>('/wps/member/loginHistory', signal ? { signal } : {});
export const totpSetup = (api: ApiRequest, password: string): Promise<TotpSetup> =>
  api<TotpSetup>('/wps/member/totp/setup', { method: 'POST', body: { password }, encrypt: true });
export const totpConfirm = (api: ApiRequest, code: string): Promise<null> => api<null>('/wps/member/totp/confirm', { method: 'POST', body: { code } });

export function useProfile(): UseQueryResult<MemberProfile> {
  const api = useApi();
  return useQuery({ queryKey: securityKeys.profile, queryFn: ({ signal }) => getProfile(api, signal) });
}

export function useLoginHistory(): UseQueryResult<LoginHistory> {
  const api = useApi();
  return useQuery({ queryKey: securityKeys.logins, queryFn: ({ signal }) => loginHistory(api, signal) });
}

/** A mutation whose answer is the fresh profile: it replaces the cached one. */
export function useProfileMutation<A>(fn: (api: ApiRequest, a: A) => Promise<MemberProfile>): UseMutationResult<MemberProfile, Error, A> {
  const api = useApi();
  const client = useQueryClient();
  return useMutation({ mutationFn: (a: A) => fn(api, a), onSuccess: (p) => client.setQueryData(securityKeys.profile, p) });
}
