// Scripts the visual runner runs inside the Storybook preview page (sent as functions: they close over nothing).

/**
 * Init script with two probes a shot waits on:
 * - pending short timeouts (≤ 1 s): React reveals content that resolved after a Suspense fallback only after
 *   a throttle timer (~300 ms), with no request and no DOM change meanwhile. Long timers (carousel autoplay,
 *   counters) are not waited for.
 * - Suspense boundaries showing their fallback, seen through a minimal React DevTools hook (React reports
 *   every commit to it): a lazily loaded route or footer is never captured half-loaded.
 */
export function installProbes(): void {
  type Fiber = { tag: number; memoizedState: unknown; child: Fiber | null; sibling: Fiber | null };
  const w = window as unknown as { __vrShortTimers: () => number; __vrSuspended: () => number; __REACT_DEVTOOLS_GLOBAL_HOOK__?: unknown };
  const SUSPENSE = 13;
  const suspendedByRoot = new Map<unknown, number>();
  const countSuspended = (root: Fiber | null): number => {
    let n = 0;
    const stack: Fiber[] = root ? [root] : [];
    while (stack.length) {
      const f = stack.pop()!;
      if (f.tag === SUSPENSE && f.memoizedState !== null) n++;
      if (f.sibling) stack.push(f.sibling);
      if (f.child) stack.push(f.child);
    }
    return n;
  };
  if (!w.__REACT_DEVTOOLS_GLOBAL_HOOK__) {
    let nextId = 0;
    w.__REACT_DEVTOOLS_GLOBAL_HOOK__ = {
      supportsFiber: true,
      renderers: new Map(),
      inject: () => ++nextId,
      checkDCE: () => {},
      onScheduleFiberRoot: () => {},
      onCommitFiberUnmount: () => {},
      onPostCommitFiberRoot: () => {},
      onCommitFiberRoot: (_id: number, root: { current: Fiber }) => {
        suspendedByRoot.set(root, countSuspended(root.current.child));
      },
    };
  }
  w.__vrSuspended = () => [...suspendedByRoot.values()].reduce((a, b) => a + b, 0);
  const pending = new Set<number>();
  const nativeSet = window.setTimeout.bind(window);
  const nativeClear = window.clearTimeout.bind(window);
  const patchedSet = (handler: TimerHandler, ms?: number, ...args: unknown[]): number => {
    const id: number = nativeSet(
      (...a: unknown[]) => {
        pending.delete(id);
        if (typeof handler === 'function') (handler as (...x: unknown[]) => void)(...a);
      },
      ms,
      ...args,
    );
    if ((Number(ms) || 0) < 1000 && typeof handler === 'function') pending.add(id);
    return id;
  };
  window.setTimeout = patchedSet as typeof window.setTimeout;
  window.clearTimeout = ((id?: number) => {
    if (id !== undefined) pending.delete(id);
    nativeClear(id);
  }) as typeof window.clearTimeout;
  w.__vrShortTimers = () => pending.size;
}

/** Page-side helper: emit on the Storybook channel and resolve when that story has finished rendering. */
export function installHelper(): void {
  type Channel = { on: (e: string, f: (...a: unknown[]) => void) => void; off: (e: string, f: (...a: unknown[]) => void) => void; emit: (e: string, ...a: unknown[]) => void };
  const w = window as unknown as { __STORYBOOK_ADDONS_CHANNEL__: Channel; __vr: unknown };
  const channel = w.__STORYBOOK_ADDONS_CHANNEL__;
  const message = (e: unknown): string => {
    if (e && typeof e === 'object') {
      const o = e as { title?: string; description?: string; message?: string; stack?: string };
      return [o.title, o.description, o.message].filter(Boolean).join(': ') || JSON.stringify(e);
    }
    return String(e);
  };
  // Resolves true when nothing in the DOM changed while fonts, images, frames and intersection observers got ready
  // plus two frames (and at least calmMs).
  const settleOnce = async (calmMs: number): Promise<boolean> => {
    const started = performance.now();
    let mutated = false;
    const observer = new MutationObserver(() => {
      mutated = true;
    });
    observer.observe(document.body, { subtree: true, childList: true, attributes: true, characterData: true });
    document.body.getBoundingClientRect();
    await document.fonts.ready;
    await Promise.all(
      Array.from(document.images).map((img) =>
        img.complete
          ? img.naturalWidth
            ? img.decode().catch(() => {})
            : null
          : new Promise((ok) => {
              img.addEventListener('load', ok, { once: true });
              img.addEventListener('error', ok, { once: true });
            }),
      ),
    );
    // A framed page (a game lobby) whose request has finished may not have loaded its document yet: the frame
    // would be shot empty. A new frame shows about:blank (already complete) until it navigates to its src.
    await Promise.all(
      Array.from(document.querySelectorAll('iframe')).map((frame) => {
        const doc = frame.contentDocument;
        const navigated = doc !== null && (doc.URL !== 'about:blank' || !frame.getAttribute('src'));
        if (doc === null || (navigated && doc.readyState === 'complete')) return null;
        return new Promise((ok) => {
          frame.addEventListener('load', ok, { once: true });
          setTimeout(ok, 5000);
        });
      }),
    );
    await document.fonts.ready;
    // A lazy image asks to load from an IntersectionObserver callback, which can come a frame or more after the
    // render under load, so two frames alone may shoot it still empty. React runs effects (which create those
    // observers) and renders in posted-message tasks, and posted messages run in order: a message of ours comes
    // after what React had queued. Every observer with news is called in one task, in creation order: once a
    // probe observer made now has had its first callback, the page's observers have had theirs.
    const afterQueuedMessages = (): Promise<void> =>
      new Promise((ok) => {
        const channel = new MessageChannel();
        channel.port1.onmessage = () => {
          channel.port1.close();
          ok();
        };
        channel.port2.postMessage(null);
      });
    await afterQueuedMessages();
    await afterQueuedMessages();
    await new Promise<void>((ok) => {
      const probe = new IntersectionObserver(() => {
        probe.disconnect();
        ok();
      });
      probe.observe(document.documentElement);
    });
    await afterQueuedMessages();
    await new Promise((ok) => requestAnimationFrame(() => requestAnimationFrame(ok)));
    const probes = window as unknown as { __vrShortTimers?: () => number; __vrSuspended?: () => number };
    const busy = (): boolean => (probes.__vrShortTimers?.() ?? 0) > 0 || (probes.__vrSuspended?.() ?? 0) > 0;
    while (busy() && performance.now() - started < 3000) await new Promise((ok) => requestAnimationFrame(ok));
    const rest = calmMs - (performance.now() - started);
    if (rest > 0) await new Promise((ok) => setTimeout(ok, rest));
    observer.disconnect();
    return !mutated;
  };
  const run = (storyId: string, timeoutMs: number, start: () => void): Promise<{ ok: boolean; error?: string }> =>
    new Promise((resolve) => {
      const handlers: [string, (...a: unknown[]) => void][] = [];
      const done = (result: { ok: boolean; error?: string }): void => {
        clearTimeout(timer);
        for (const [e, f] of handlers) channel.off(e, f);
        resolve(result);
      };
      const on = (e: string, f: (...a: unknown[]) => void): void => {
        handlers.push([e, f]);
        channel.on(e, f);
      };
      on('storyFinished', (...a) => {
        const ev = a[0] as { storyId: string; status: string };
        if (ev.storyId === storyId) done(ev.status === 'error' ? { ok: false, error: 'story finished with an error' } : { ok: true });
      });
      on('storyUnchanged', (...a) => {
        if (a[0] === storyId) done({ ok: true });
      });
      on('storyErrored', (...a) => done({ ok: false, error: `render error: ${message(a[0])}` }));
      on('storyThrewException', (...a) => done({ ok: false, error: `exception: ${message(a[0])}` }));
      on('playFunctionThrewException', (...a) => done({ ok: false, error: `play function: ${message(a[0])}` }));
      on('unhandledErrorsWhilePlaying', (...a) => done({ ok: false, error: `unhandled errors while playing: ${message(a[0])}` }));
      on('storyMissing', (...a) => done({ ok: false, error: `story missing: ${String(a[0])}` }));
      const timer = setTimeout(() => done({ ok: false, error: `no render within ${timeoutMs} ms` }), timeoutMs);
      start();
    });
  w.__vr = {
    settleOnce,
    show: (storyId: string, timeoutMs: number) =>
      run(storyId, timeoutMs, () => channel.emit('setCurrentStory', { storyId, viewMode: 'story' })),
    // A globals change re-renders the story on screen without its play function (Storybook plays on a mount
    // only), and a brand or language change remounts the app's providers, so what the play function did is gone:
    // the story is then remounted, which plays it again in the new globals, as a switch to it would.
    globals: async (storyId: string, globals: Record<string, unknown>, timeoutMs: number) => {
      const updated = await run(storyId, timeoutMs, () => channel.emit('updateGlobals', { globals }));
      if (!updated.ok) return updated;
      return run(storyId, timeoutMs, () => channel.emit('forceRemount', { storyId }));
    },
  };
}

export interface VrWindow {
  __vr: {
    settleOnce: (calmMs: number) => Promise<boolean>;
    show: (storyId: string, timeoutMs: number) => Promise<{ ok: boolean; error?: string }>;
    globals: (storyId: string, globals: Record<string, unknown>, timeoutMs: number) => Promise<{ ok: boolean; error?: string }>;
  };
}
