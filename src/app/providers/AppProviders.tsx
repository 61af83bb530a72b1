import { QueryClient, QueryClientProvider } from '@tanstack/react-query';
import { useMemo, useState, type ReactNode } from 'react';
import { IntlProvider } from 'react-intl';
import type { BootPayload } from '../../generated/types.ts';
import { localeOf } from '../../engine/languages.ts';
import { intlTimeZone } from '../../engine/timeZone.ts';
import type { Messages } from '../../i18n/load.ts';
import { BootProvider } from '../boot/BootContext.tsx';
import { BrandMessagesProvider, brandMessagesFor, layBrandMessages } from '../i18n/brandMessages.tsx';
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
  // the operator's own words for this language win over the app's catalog (and, via the provider, over area catalogs)
  const table = boot.brand.messages;
  const withBrand = useMemo(() => layBrandMessages(messages, brandMessagesFor(table, language)), [messages, table, language]);
  return (
    <BootProvider boot={boot}>
      <ApiContextProvider merchantCode={boot.brand.merchantCode} language={language}>
        <IntlProvider locale={localeOf(language)} timeZone={intlTimeZone(boot.brand.timezoneOffset)} messages={withBrand} defaultLocale="en">
          <BrandMessagesProvider messages={table}>
            <QueryClientProvider client={client}>
              <GlobalStyles language={language} />
              {children}
            </QueryClientProvider>
          </BrandMessagesProvider>
        </IntlProvider>
      </ApiContextProvider>
    </BootProvider>
  );
}
