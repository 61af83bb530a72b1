import type { SystemStatusValue } from '../../generated/types.ts';

/** 0 normal, 1 maintenance, 2 region blocked (maintenance wins over region; docs/spec/entities.md). */
export function systemStatusCode(status: Pick<SystemStatusValue, 'maintenance' | 'regionRestriction'>): 0 | 1 | 2 {
  if (status.maintenance) return 1;
  if (status.regionRestriction) return 2;
  return 0;
}
