import { Suspense, use, useMemo, type ReactNode } from 'react';
import { IntlProvider, useIntl } from 'react-intl';
import type { MessageArea } from '../../i18n/areas.ts';
import { loadAreaMessages } from '../../i18n/loadArea.ts';
import type { Messages } from '../../i18n/load.ts';
import { usePreferences } from '../state/preferences.ts';
import { useWithBrandMessages } from './brandMessages.tsx';

/**
 * A catalog load that records its outcome the way React's `use` reads it (status/value), so a catalog already
 * here is used at once: a second modal, the header or a test render never suspends on it again.
 */
type TrackedLoad = Promise<Messages> & { status?: 'fulfilled' | 'rejected'; value?: Messages };

const cache = new Map<string, TrackedLoad>();

/** The area's catalog for a language, loaded once (a failed load is retried on the next call). */
export function areaCatalog(area: MessageArea, language: string): Promise<Messages> {
  const key = `${area}:${language}`;
  let p = cache.get(key);
  if (!p) {
    const load: TrackedLoad = loadAreaMessages(language, area);
    load.then(
      (m) => {
        load.status = 'fulfilled';
        load.value = m;
      },
      () => {
        load.status = 'rejected';
        cache.delete(key);
      },
    );
    cache.set(key, (p = load));
  }
  return p;
}

function WithCatalog({ area, language, children }: { area: MessageArea; language: string; children: ReactNode }): ReactNode {
  const extra = use(areaCatalog(area, language));
  const intl = useIntl();
  // the app's catalogs are compiled ASTs (npm run i18n), never strings
  const merged = useMemo(() => ({ ...(intl.messages as Messages), ...extra }), [intl.messages, extra]);
  // the area's own catalog must not undo the brand's words (e.g. reg_pattern_* live in the auth area)
  const messages = useWithBrandMessages(merged, language);
  return (
    <IntlProvider locale={intl.locale} defaultLocale={intl.defaultLocale} messages={messages}>
      {children}
    </IntlProvider>
  );
}

/**
 * Adds an on-demand message area (src/i18n/areas.ts) to react-intl for everything below: features that load
 * lazily bring their messages with them instead of weighing on the first page's catalog.
 */
export function AreaMessages({ area, children }: { area: MessageArea; children: ReactNode }): ReactNode {
  const language = usePreferences((s) => s.language);
  return (
    <Suspense fallback={null}>
      <WithCatalog area={area} language={language}>
        {children}
      </WithCatalog>
    </Suspense>
  );
}
