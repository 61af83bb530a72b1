import { CacheProvider } from '@emotion/react';
import { hydrate, type DehydratedState, type QueryClient } from '@tanstack/react-query';
import { StrictMode, useEffect, useLayoutEffect, useState, type ReactNode } from 'react';
import { createRoot, hydrateRoot } from 'react-dom/client';
import { BrowserRouter } from 'react-router-dom';
import { loadMessages, type Messages } from '../i18n/load.ts';
import { App, preloadFirstScreen } from './App.tsx';
import type { BootPayload } from '../generated/types.ts';
import { systemStatusCode } from '../engine/brand/status-code.ts';
import { readBoot } from './boot/readBoot.ts';
import { createStyleCache } from './boot/styleCache.ts';
import { sessionToRestore } from './features/auth/session/restoreHint.ts';
import { captureStartUrl } from './features/auth/session/startUrl.ts';
import { AppProviders, createQueryClient } from './providers/AppProviders.tsx';
import { seedPreferences } from './ssr/seedPreferences.ts';
import { followThemeColor } from './pwa/themeColor.ts';
import { registerServiceWorker } from './pwa/registerServiceWorker.ts';
import { followSystemMode, initialPreferences, usePreferences } from './state/preferences.ts';
import { useSession } from './state/session.ts';

/** Re-renders the tree with the new catalog when the player switches language. */
function Root(props: { boot: BootPayload; initialLanguage: string; initialMessages: Messages; queryClient: QueryClient }): ReactNode {
  const { boot, queryClient } = props;
  const language = usePreferences((s) => s.language);
  const [catalog, setCatalog] = useState({ language: props.initialLanguage, messages: props.initialMessages });
  // The server rendered a guest's page; a session to restore marks the page restoring in the same commit that
  // hydrates it (not in the render, which must match the server's HTML), before any tap reaches a handler.
  useLayoutEffect(() => {
    if (sessionToRestore()) useSession.getState().setRestoring(true);
  }, []);
  // The page answers clicks from here on (with server HTML, earlier clicks land on markup without handlers). Suspense
  // boundaries hydrate after the root commits, in the scheduler's tasks: the mark waits until the page is idle.
  useEffect(() => {
    const mark = (): void => document.documentElement.setAttribute('data-hydrated', '');
    if (typeof window.requestIdleCallback !== 'function') {
      const timer = setTimeout(mark, 50);
      return () => clearTimeout(timer);
    }
    const idle = window.requestIdleCallback(mark, { timeout: 2000 });
    return () => window.cancelIdleCallback(idle);
  }, []);
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
    <AppProviders boot={boot} language={catalog.language} messages={catalog.messages} queryClient={queryClient}>
      <BrowserRouter>
        <App />
      </BrowserRouter>
    </AppProviders>
  );
}

/** The query cache the server rendered #root with, when it did (script#ssr-state next to it). */
function readServerState(container: HTMLElement): DehydratedState | null {
  if (!container.hasAttribute('data-ssr')) return null;
  try {
    return JSON.parse(document.getElementById('ssr-state')?.textContent ?? '') as DehydratedState;
  } catch {
    return null;
  }
}

async function start(): Promise<void> {
  const container = document.getElementById('root')!;
  const styles = createStyleCache();
  const result = readBoot();
  if (!result.ok) {
    // rare, and it carries its words in every language: fetched only when needed, not on every first load
    const { BootFailure } = await import('./boot/BootFailure.tsx');
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
  // The server's HTML is hydrated as the server rendered it (its language and mode); a remembered choice that
  // differs applies right after, as if the player had just switched.
  const ssr = readServerState(container);
  seedPreferences({ mode: boot.mode, language: boot.language });
  // Apply remembered choices (also writes cookies so the server agrees next time).
  const store = usePreferences.getState();
  store.setMode(prefs.mode);
  store.setLanguage(prefs.language);
  // until the player chooses, light/dark follows the system live (html[data-mode-auto] from the head script)
  followSystemMode();
  followThemeColor();
  const firstLanguage = ssr ? boot.language : prefs.language;
  // the whole server-rendered screen hydrates in one pass once its chunks are in (no tap lands on dead markup)
  const [messages] = await Promise.all([loadMessages(firstLanguage), ssr ? preloadFirstScreen(location.pathname, systemStatusCode(boot.status), firstLanguage) : undefined]);
  const queryClient = createQueryClient();
  if (ssr) hydrate(queryClient, ssr);
  const tree = (
    <StrictMode>
      <CacheProvider value={styles}>
        <Root boot={boot} initialLanguage={firstLanguage} initialMessages={messages} queryClient={queryClient} />
      </CacheProvider>
    </StrictMode>
  );
  if (ssr) hydrateRoot(container, tree);
  else createRoot(container).render(tree);
  registerServiceWorker();
}

void start();
