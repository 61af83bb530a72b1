import { createElement, lazy, useState, type ComponentProps, type ComponentType, type ReactNode } from 'react';

export interface Preloadable<P> {
  (props: P): ReactNode;
  /** Loads the chunk; once it is in, the component renders without suspending. */
  preload(): Promise<void>;
}

/**
 * React.lazy that renders at once when its chunk is already loaded. The app loads the chunks of the server-rendered
 * screen before hydrating it, so the whole page hydrates in one pass: a tap on a part still waiting for its chunk
 * would otherwise be lost.
 */
// eslint-disable-next-line @typescript-eslint/no-explicit-any -- any component; its props come back typed
export function preloadable<C extends ComponentType<any>>(load: () => Promise<{ default: C }>): Preloadable<ComponentProps<C>> {
  type P = ComponentProps<C>;
  let loaded: ComponentType<P> | undefined;
  let pending: Promise<void> | undefined;
  const preload = (): Promise<void> =>
    (pending ??= load().then((m) => {
      loaded = m.default as ComponentType<P>;
    }));
  const Lazy = lazy(async () => {
    await preload();
    return { default: loaded! };
  });
  function Component(props: P): ReactNode {
    // chosen once per mount: switching from Lazy to the loaded type later would remount the subtree
    const [type] = useState<ComponentType<P>>(() => loaded ?? (Lazy as unknown as ComponentType<P>));
    return createElement(type, props);
  }
  Component.preload = preload;
  return Component;
}
