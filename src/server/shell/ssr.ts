import { stat } from 'node:fs/promises';
import { join } from 'node:path';
import { pathToFileURL } from 'node:url';
import type { BootPayload } from '../../generated/types.ts';
import type { ApiRequest, RenderInput, RenderOutput, Transport } from '../../app/ssr/entry-server.tsx';

/** What the server renderer bundle (<dist>/.ssr/entry-server.js, built by every `vite build`) exports. */
export interface RendererModule {
  renderApp(input: RenderInput): Promise<RenderOutput>;
  transportRequest(transport: Transport, bound: { merchantCode: string; language: string }): ApiRequest;
}

/**
 * Loads the renderer bundle of distDir; null when there is none. The same build wrote index.html, so the bundle
 * is looked at again only when the template the server serves changed (a rebuild), not on every request.
 */
export function bundleLoader(distDir: string): (template: string) => Promise<RendererModule | null> {
  const file = join(distDir, '.ssr', 'entry-server.js');
  let loaded: { template: string; mtimeMs: number | null; module: Promise<RendererModule> | null } | undefined;
  return async (template) => {
    if (loaded?.template === template) return loaded.module;
    let mtimeMs: number | null = null;
    try {
      mtimeMs = (await stat(file)).mtimeMs;
    } catch {
      /* not built */
    }
    // React's production server build unless told otherwise (its development build renders several times slower);
    // nothing else in this process loads React
    process.env.NODE_ENV ??= 'production';
    const same = loaded && loaded.mtimeMs === mtimeMs;
    const module = mtimeMs === null ? null : same ? loaded!.module : (import(`${pathToFileURL(file).href}?v=${mtimeMs}`) as Promise<RendererModule>);
    loaded = { template, mtimeMs, module };
    return module;
  };
}

/** Rendered #root markup and the query cache for one brand × language × mode × status × route. */
export interface RenderedApp extends RenderOutput {
  at: number;
}

export interface AppRendererOptions {
  load: (template: string) => Promise<RendererModule | null>;
  transport: (brandId: string) => Transport;
  /** Placeholder the renderer puts where each <style> needs the request's nonce. */
  noncePlaceholder: string;
  /** A rendered page is re-rendered in the background after this long (banners and notices have dates). */
  maxAgeMs?: number;
  onError?: (err: unknown) => void;
  now?: () => number;
}

/**
 * Server renders of the app, cached: a page is rendered once per key and re-rendered in the background when
 * old; concurrent requests for the same key share one render. Renders run one at a time (they set the
 * app's module-level preferences).
 */
export class AppRenderer {
  private readonly entries = new Map<string, { done: Promise<RenderedApp | null>; value?: RenderedApp | null; module: RendererModule; refreshing?: boolean }>();
  private queue: Promise<unknown> = Promise.resolve();

  constructor(private readonly opts: AppRendererOptions) {}

  /** The cached render for key, rendering it (once) when missing; null when there is no renderer or it failed. */
  async get(key: string, brandId: string, boot: () => BootPayload, url: string, template: string): Promise<RenderedApp | null> {
    const module = await this.opts.load(template);
    if (!module) return null;
    const now = this.opts.now ?? Date.now;
    const entry = this.entries.get(key);
    if (entry && entry.module === module) {
      const { value } = entry;
      if (value && !entry.refreshing && now() - value.at > (this.opts.maxAgeMs ?? 60_000)) {
        entry.refreshing = true;
        void this.render(module, brandId, boot, url).then((fresh) => {
          if (this.entries.get(key) === entry && fresh) entry.value = fresh;
          entry.refreshing = false;
        });
      }
      return value !== undefined ? value : entry.done;
    }
    const created: { done: Promise<RenderedApp | null>; value?: RenderedApp | null; module: RendererModule } = {
      module,
      done: this.render(module, brandId, boot, url),
    };
    void created.done.then((v) => {
      created.value = v;
      // a failed render is retried after a while, not on every request
      if (v === null) setTimeout(() => this.entries.get(key) === created && this.entries.delete(key), this.opts.maxAgeMs ?? 60_000).unref();
    });
    this.entries.set(key, created);
    return created.done;
  }

  /** Forget every render of a brand (its config changed), or of every brand. */
  invalidate(brandId?: string): void {
    if (brandId === undefined) return this.entries.clear();
    for (const key of this.entries.keys()) if (key.startsWith(`${brandId}|`)) this.entries.delete(key);
  }

  get size(): number {
    return this.entries.size;
  }

  private render(module: RendererModule, brandId: string, makeBoot: () => BootPayload, url: string): Promise<RenderedApp | null> {
    const run = async (): Promise<RenderedApp | null> => {
      try {
        const boot = makeBoot();
        const request = module.transportRequest(this.opts.transport(brandId), { merchantCode: boot.brand.merchantCode, language: boot.language });
        const out = await module.renderApp({ boot, url, request, nonce: this.opts.noncePlaceholder });
        return { ...out, at: (this.opts.now ?? Date.now)() };
      } catch (err) {
        this.opts.onError?.(err);
        return null;
      }
    };
    const next = this.queue.then(run, run);
    this.queue = next;
    return next;
  }
}
