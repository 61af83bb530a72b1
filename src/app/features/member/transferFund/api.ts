// Wallet calls: GCS_merchantWallet (value.isSingle) and GCS_walletTransfer.
import type { ApiRequest } from '../../../api/client.ts';
import type { MerchantWallet, WalletTransferRequest, WalletTransferResult } from '../../../../generated/types.ts';

export type { MerchantWallet, WalletTransferResult } from '../../../../generated/types.ts';

/** accountTypeId of the main wallet, as in the platform's wallet balances. */
export const MAIN_WALLET = 2;

export const merchantWallet = (api: ApiRequest, signal?: AbortSignal): Promise<MerchantWallet> =>
  api<MerchantWallet>('/wps/relay/GCS_merchantWallet', signal ? { signal } : {});

export const walletTransfer = (api: ApiRequest, body: WalletTransferRequest): Promise<WalletTransferResult> =>
  api<WalletTransferResult>('/wps/relay/GCS_walletTransfer', { method: 'POST', body });

/** One id per submission: the server books a repeated id once, so a double click or a retry never pays twice. */
export function newRequestId(): string {
  if (typeof crypto.randomUUID === 'function') return crypto.randomUUID();
  const bytes = crypto.getRandomValues(new Uint8Array(16));
  return Array.from(bytes, (b) => b.toString(16).padStart(2, '0')).join('');
}

/** A form amount the server accepts: above 0, at most 2 decimals. */
export const AMOUNT_PATTERN = /^\d{1,12}(?:\.\d{1,2})?$/;
export const validAmount = (text: string): boolean => AMOUNT_PATTERN.test(text.trim()) && Number(text) > 0;
