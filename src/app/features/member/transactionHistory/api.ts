// Account records (transactionHistory): the relay `ODSFE2_MemTransDet`, one page of ledger entries.
import type { ApiRequest } from '../../../api/client.ts';
import { TRANSFER_REASONS } from '../../../../generated/constants.ts';
import type { AccountRecords, AccountRecordsRequest } from '../../../../generated/types.ts';
import { sessionKeys } from '../../auth/session/queryKeys.ts';

export type { AccountRecord, AccountRecords } from '../../../../generated/types.ts';

export type RecordType = NonNullable<AccountRecordsRequest['type']>;

/** The filterable types, in the order the filter lists them: every ledger transfer reason. */
export const RECORD_TYPES: readonly RecordType[] = TRANSFER_REASONS;

export const RECORDS_PAGE_SIZE = 10;

export interface RecordFilter {
  startDate: string;
  endDate: string;
  type: RecordType | '';
}

export const recordsKey = (f: RecordFilter, pageNum: number) => [...sessionKeys.all, 'wallet', 'records', f, pageNum] as const;

export const accountRecords = (api: ApiRequest, f: RecordFilter, pageNum: number, signal?: AbortSignal): Promise<AccountRecords> =>
  api<AccountRecords>('/wps/relay/ODSFE2_MemTransDet', {
    query: { startDate: f.startDate || undefined, endDate: f.endDate || undefined, type: f.type || undefined, pageNum, pageSize: RECORDS_PAGE_SIZE },
    ...(signal ? { signal } : {}),
  });
