// Transfer to upline (transferUpline): this engine's relays GCS_uplineInfo and GCS_uplineTransfer (enc: the
// body carries the payment password).
import type { ApiRequest } from '../../../api/client.ts';
import { sessionKeys } from '../../auth/session/queryKeys.ts';
import type { UplineInfo, UplineTransferRequest, WalletTransferResult } from '../../../../generated/types.ts';

export type { UplineInfo } from '../../../../generated/types.ts';

export const uplineInfo = (api: ApiRequest, signal?: AbortSignal): Promise<UplineInfo> =>
  api<UplineInfo>('/wps/relay/GCS_uplineInfo', signal ? { signal } : {});

export const uplineTransfer = (api: ApiRequest, body: UplineTransferRequest): Promise<WalletTransferResult> =>
  api<WalletTransferResult>('/wps/relay/GCS_uplineTransfer', { method: 'POST', body, encrypt: true });

export const uplineKey = [...sessionKeys.all, 'wallet', 'upline'] as const;
