import { createContext, useCallback, useContext, type ReactNode } from 'react';
import { readToken } from '../state/token.ts';
import { useSession } from '../state/session.ts';
import type { ApiRequest } from './client.ts';

export type { ApiRequest, ApiRequestInit } from './client.ts';

const ApiContext = createContext<ApiRequest | null>(null);

/**
 * Binds requests to the brand's merchant code, the current language and the session token (read at call
 * time). A call that carried a token and got 401 `login.not_session` ends the session and opens the login
 * modal with 'The user is not logged in' (docs/spec/errors.md, login.not_session); calls without a token (e.g. the remember-me attempt)
 * just fail.
 */
export function ApiContextProvider(props: { merchantCode: string; language: string; children: ReactNode }): ReactNode {
  const { merchantCode, language } = props;
  const request = useCallback<ApiRequest>(
    async (path, init) => {
      // Nothing calls the API before the first paint: the client (and its envelope handling) is its own chunk.
      const { apiRequest, isSessionExpired } = await import('./client.ts');
      const token = readToken();
      try {
        return await apiRequest(path, { merchantCode, language, token }, init);
      } catch (e) {
        if (token && isSessionExpired(e) && readToken() === token) useSession.getState().expire();
        throw e;
      }
    },
    [merchantCode, language],
  );
  return <ApiContext.Provider value={request}>{props.children}</ApiContext.Provider>;
}

/** Replaces the request function below it: stories and tests answer calls without a server. */
export function ApiRequestProvider({ request, children }: { request: ApiRequest; children: ReactNode }): ReactNode {
  return <ApiContext.Provider value={request}>{children}</ApiContext.Provider>;
}

export function useApi(): ApiRequest {
  const v = useContext(ApiContext);
  if (!v) throw new Error('useApi outside ApiContextProvider');
  return v;
}
