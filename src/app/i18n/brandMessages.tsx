import { createContext, useContext, useMemo, type ReactNode } from 'react';
import type { ClientBrand } from '../../generated/types.ts';
import type { Messages } from '../../i18n/load.ts';

type BrandMessageTable = NonNullable<ClientBrand['messages']>;

const BrandMessagesContext = createContext<BrandMessageTable | undefined>(undefined);

/** Makes the brand's own words (boot payload, already parsed by the server) reachable by every AreaMessages below. */
export function BrandMessagesProvider({ messages, children }: { messages: ClientBrand['messages']; children: ReactNode }): ReactNode {
  return <BrandMessagesContext.Provider value={messages}>{children}</BrandMessagesContext.Provider>;
}

/** The brand's overrides for a platform language code, or undefined when it has none. */
export function brandMessagesFor(table: ClientBrand['messages'], language: string): Messages | undefined {
  return table?.[language] as Messages | undefined;
}

/**
 * catalog, then the brand's words on top: an override wins over the app's text, and over an area catalog
 * loaded later (reg_pattern_* live in the auth area). The same object comes back when there is nothing to lay on.
 */
export function layBrandMessages(catalog: Messages, overrides: Messages | undefined): Messages {
  return overrides ? { ...catalog, ...overrides } : catalog;
}

/** The catalog with the brand's words for this language on top, stable while its inputs are. */
export function useWithBrandMessages(catalog: Messages, language: string): Messages {
  const table = useContext(BrandMessagesContext);
  return useMemo(() => layBrandMessages(catalog, brandMessagesFor(table, language)), [catalog, table, language]);
}
