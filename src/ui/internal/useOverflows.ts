import { useLayoutEffect, useState, type RefObject } from 'react';

/** True while the element's content is taller than its box: such a region must be reachable by keyboard. */
export function useOverflows(ref: RefObject<HTMLElement | null>, active = true): boolean {
  const [overflows, setOverflows] = useState(false);
  useLayoutEffect(() => {
    const el = ref.current;
    if (!el || !active) return;
    const measure = (): void => setOverflows(el.scrollHeight > el.clientHeight + 1);
    measure();
    if (typeof ResizeObserver === 'undefined') return;
    const ro = new ResizeObserver(measure);
    ro.observe(el);
    for (const child of Array.from(el.children)) ro.observe(child);
    return () => ro.disconnect();
  }, [ref, active]);
  return overflows;
}
