import { useState } from 'react';
import type { ConsolidatedFunds } from '../../../../generated/types.ts';
import { useConsolidatedFunds } from '../../auth/session/queries.ts';
import { contractsApply } from '../menu.ts';

/**
 * The consolidated funds flags the member center's menu reads: the live answer, except that once
 * contracts applied while the center is open, the last answer that said so is kept until it closes, so ending
 * one's last contract on the page does not pull the page away under the member. `loading` is true until the
 * first answer (a `?page=contracts` deep link waits for it rather than opening the default page).
 */
export function useMenuConsolidated(): { data: Partial<ConsolidatedFunds> | undefined; loading: boolean } {
  const q = useConsolidatedFunds();
  const [shown, setShown] = useState<ConsolidatedFunds>();
  const applies = contractsApply(q.data);
  if (applies && q.data !== shown) setShown(q.data);
  return { data: applies ? q.data : (shown ?? q.data), loading: q.isLoading };
}
