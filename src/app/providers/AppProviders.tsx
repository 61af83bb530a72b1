import { QueryClient, QueryClientProvider } from '@tanstack/react-query';
import { useState, type ReactNode } from 'react';
import { IntlProvider } from 'react-intl';
import type { BootPayload } from '../../generated/types.ts';
import { localeOf } from '../../engine/languages.ts';
import type { Messages } from '../../i18n/load.ts';
import { BootProvider } from '../boot/BootContext.tsx';
import { GlobalStyles } from './GlobalStyles.tsx';
import { ApiContextProvider } from '../api/ApiContext.tsx';

export interface AppProvidersProps {
  boot: BootPayload;
  /** Platform language code in use (EN, BN…). */
  language: string;
  messages: Messages;
  queryClient?: QueryClient;
  children: ReactNode;
}

export function createQueryClient(): QueryClient {
  return new QueryClient({
    defaultOptions: { queries: { staleTime: 60_000, retry: 1, refetchOnWindowFocus: false } },
  });
}

/**
 * Every provider the app needs, in one place: the app and Storybook's decorator both render this, so a
 * story sees exactly what a page sees (the router is added by each: browser history vs memory).
 */
export function AppProviders({ boot, language, messages, queryClient, children }: AppProvidersProps): ReactNode {
  const [client] = useState(() => queryClient ?? createQueryClient());
  return (
    <BootProvider boot={boot}>
      <ApiContextProvider merchantCode={boot.brand.merchantCode} language={language}>
        <IntlProvider locale={localeOf(language)} messages={messages} defaultLocale="en">
          <QueryClientProvider client={client}>
            <GlobalStyles />
            {children}
          </QueryClientProvider>
        </IntlProvider>
      </ApiContextProvider>
    </BootProvider>
  );
}
