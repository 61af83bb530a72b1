import { useQuery, type UseQueryResult } from '@tanstack/react-query';
import type { HelpCenterValue } from '../../../generated/types.ts';
import { useApi } from '../../api/ApiContext.tsx';
import { usePreferences } from '../../state/preferences.ts';

/** GET /wps/system/helpCenter in the current language (the footer's help links use it too). */
export function useHelpCenter(): UseQueryResult<HelpCenterValue> {
  const api = useApi();
  const language = usePreferences((s) => s.language);
  return useQuery({
    queryKey: ['helpCenter', language],
    queryFn: ({ signal }) => api<HelpCenterValue>('/wps/system/helpCenter', { signal }),
  });
}
