/**
 * How many of a wrapping row's items sit on its first line, from their offsetTop in order: the header nav wraps
 * whole items onto lines it clips (so the server's HTML never cuts a label), and the ones past the first line go
 * into "More". A line starts where an item's top is below the first item's (1 px tolerance for sub-pixel layout).
 */
export function firstLineCount(tops: readonly number[]): number {
  if (tops.length === 0) return 0;
  const first = tops[0]!;
  const i = tops.findIndex((t) => t > first + 1);
  return i === -1 ? tops.length : i;
}

/** Splits items into those shown in the row and those listed under "More". */
export function splitOverflow<T>(items: readonly T[], visible: number): { shown: T[]; more: T[] } {
  const n = Math.max(0, Math.min(visible, items.length));
  return { shown: items.slice(0, n), more: items.slice(n) };
}
