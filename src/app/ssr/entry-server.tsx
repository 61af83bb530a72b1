import createCache from '@emotion/cache';
import { CacheProvider } from '@emotion/react';
import { dehydrate, type DehydratedState, type QueryClient } from '@tanstack/react-query';
import { StrictMode, type ReactNode } from 'react';
import { prerenderToNodeStream } from 'react-dom/static';
import { StaticRouter } from 'react-router-dom';
import type { AnnouncementList, BootPayload } from '../../generated/types.ts';
import { loadMessages, type Messages } from '../../i18n/load.ts';
import { App } from '../App.tsx';
import { ApiRequestProvider, type ApiRequest } from '../api/ApiContext.tsx';
import { AppProviders, createQueryClient } from '../providers/AppProviders.tsx';
import { usePreferences } from '../state/preferences.ts';
import { seedPreferences } from './seedPreferences.ts';
import { stylesFirst } from './stylesFirst.ts';

export { transportRequest, type Transport } from './serverApi.ts';
/** The request function the server hands to renderApp: named here so the server imports only this entry from the app. */
export type { ApiRequest } from '../api/client.ts';

export interface RenderInput {
  boot: BootPayload;
  /** Path (and search) the page is rendered for. */
  url: string;
  /** Answers the app's API calls on the server (the same handlers the browser would reach). */
  request: ApiRequest;
  /** Put on every <style> Emotion writes; the shell replaces it with the request's CSP nonce. */
  nonce: string;
  /** Rounds of "render, fetch what the render asked for" (a section may ask for more once its data is in). */
  maxRounds?: number;
}

export interface RenderOutput {
  /** Markup of #root's children. */
  html: string;
  /** react-query's cache after the render: the client hydrates it so it does not refetch before paint. */
  state: DehydratedState;
}

async function streamToString(stream: NodeJS.ReadableStream): Promise<string> {
  const chunks: Buffer[] = [];
  for await (const chunk of stream) chunks.push(typeof chunk === 'string' ? Buffer.from(chunk) : (chunk as Buffer));
  return Buffer.concat(chunks).toString('utf8');
}

function Tree(props: { input: RenderInput; messages: Messages; client: ReturnType<typeof createQueryClient> }): ReactNode {
  const { input, messages, client } = props;
  // a fresh cache per render: Emotion writes each rule once per cache, and every page needs all of its own
  const styles = createCache({ key: 'css', nonce: input.nonce });
  return (
    <StrictMode>
      <CacheProvider value={styles}>
        <AppProviders boot={input.boot} language={input.boot.language} messages={messages} queryClient={client}>
          <ApiRequestProvider request={input.request}>
            <StaticRouter location={input.url}>
              <App />
            </StaticRouter>
          </ApiRequestProvider>
        </AppProviders>
      </CacheProvider>
    </StrictMode>
  );
}

const ANNOUNCEMENTS = 'announcements';

/** Announcement popups are per visitor and shown once: never in the shared HTML; the browser's own fetch brings them. */
function withoutPopups(client: QueryClient): void {
  for (const q of client.getQueryCache().findAll({ queryKey: [ANNOUNCEMENTS] }))
    if (q.state.data) client.setQueryData<AnnouncementList>(q.queryKey, (d) => (d ? { ...d, popup: [] } : d));
}

/**
 * The app as a guest sees it on its first render, as HTML. useQuery does not fetch on a server, but it
 * registers its query: each round fetches what the previous render asked for, until nothing new is pending.
 */
export async function renderApp(input: RenderInput): Promise<RenderOutput> {
  const seed = { language: input.boot.language, mode: input.boot.mode };
  seedPreferences(seed);
  usePreferences.setState(seed);
  const messages = await loadMessages(input.boot.language);
  const client = createQueryClient();
  let html = '';
  for (let round = 0; round < (input.maxRounds ?? 3); round++) {
    // every boundary inline: outlined ones would need React's inline scripts, which the page's CSP refuses
    const { prelude } = await prerenderToNodeStream(<Tree input={input} messages={messages} client={client} />, {
      progressiveChunkSize: Number.POSITIVE_INFINITY,
    });
    html = await streamToString(prelude);
    const pending = client.getQueryCache().getAll().filter((q) => q.state.status === 'pending' && q.state.fetchStatus === 'idle');
    if (pending.length === 0) break;
    // a failed section renders its failure state on the client; the server leaves it pending (skeleton)
    await Promise.all(pending.map((q) => q.fetch().catch(() => undefined)));
    withoutPopups(client);
  }
  const state = dehydrate(client, { shouldDehydrateQuery: (q) => q.state.status === 'success' });
  // the page may be served for a minute: the browser asks for the announcements again at once (popups, dates)
  for (const q of state.queries) if (q.queryKey[0] === ANNOUNCEMENTS) q.state.dataUpdatedAt = 0;
  client.clear();
  return { html: stylesFirst(html), state };
}
