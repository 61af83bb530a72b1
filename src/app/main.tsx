import { CacheProvider } from '@emotion/react';
import { StrictMode, useEffect, useState, type ReactNode } from 'react';
import { createRoot } from 'react-dom/client';
import { BrowserRouter } from 'react-router-dom';
import { loadMessages, type Messages } from '../i18n/load.ts';
import { App } from './App.tsx';
import type { BootPayload } from '../generated/types.ts';
import { readBoot } from './boot/readBoot.ts';
import { BootFailure } from './boot/BootFailure.tsx';
import { createStyleCache } from './boot/styleCache.ts';
import { captureStartUrl } from './features/auth/session/startUrl.ts';
import { AppProviders } from './providers/AppProviders.tsx';
import { initialPreferences, usePreferences } from './state/preferences.ts';

/** Re-renders the tree with the new catalog when the player switches language. */
function Root({ boot, initialMessages }: { boot: BootPayload; initialMessages: Messages }): ReactNode {
  const language = usePreferences((s) => s.language);
  const [catalog, setCatalog] = useState({ language, messages: initialMessages });
  useEffect(() => {
    if (language === catalog.language) return;
    let live = true;
    void loadMessages(language).then((messages) => {
      if (live) setCatalog({ language, messages });
    });
    return () => {
      live = false;
    };
  }, [language, catalog.language]);
  return (
    <AppProviders boot={boot} language={catalog.language} messages={catalog.messages}>
      <BrowserRouter>
        <App />
      </BrowserRouter>
    </AppProviders>
  );
}

async function start(): Promise<void> {
  const container = document.getElementById('root')!;
  const styles = createStyleCache();
  const result = readBoot();
  if (!result.ok) {
    createRoot(container).render(
      <CacheProvider value={styles}>
        <BootFailure reason={result.reason} />
      </CacheProvider>,
    );
    return;
  }
  const { boot } = result;
  // before a route may replace the address: takes a ?handover= code out of it; session restore reads referral codes and reset links
  captureStartUrl();
  const prefs = initialPreferences({
    mode: boot.mode,
    language: boot.language,
    supported: boot.brand.languages.supported,
  });
  // Apply remembered choices (also writes cookies so the server agrees next time).
  const store = usePreferences.getState();
  store.setMode(prefs.mode);
  store.setLanguage(prefs.language);
  const messages = await loadMessages(prefs.language);
  createRoot(container).render(
    <StrictMode>
      <CacheProvider value={styles}>
        <Root boot={boot} initialMessages={messages} />
      </CacheProvider>
    </StrictMode>,
  );
}

void start();
