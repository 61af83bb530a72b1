import { createContext, useCallback, useContext, type ReactNode } from 'react';
import { apiRequest } from './client.ts';

type Request = <T>(path: string, init?: { method?: string; body?: unknown; signal?: AbortSignal }) => Promise<T>;

const ApiContext = createContext<Request | null>(null);

/** Binds requests to the brand's merchant code and the current language. */
export function ApiContextProvider(props: { merchantCode: string; language: string; children: ReactNode }): ReactNode {
  const { merchantCode, language } = props;
  const request = useCallback<Request>(
    (path, init) =>
      apiRequest(path, { merchantCode, language, token: sessionStorage.getItem('token') }, init),
    [merchantCode, language],
  );
  return <ApiContext.Provider value={request}>{props.children}</ApiContext.Provider>;
}

export function useApi(): Request {
  const v = useContext(ApiContext);
  if (!v) throw new Error('useApi outside ApiContextProvider');
  return v;
}
