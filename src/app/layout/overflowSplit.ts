/**
 * How many of a wrapping row's items sit on its first line, from their offsetTop in order: the header nav wraps
 * whole items onto lines it clips (so the server's HTML never cuts a label), and the ones past the first line go
 * into "More". A line starts where an item's top is below the first item's (1 px tolerance for sub-pixel layout).
 * A line always holds its first item, even one wider than the row (the row squeezed by the header's other
 * parts): `firstFits` false then puts every item under "More" rather than show a clipped sliver of a link.
 */
export function firstLineCount(tops: readonly number[], firstFits = true): number {
  if (tops.length === 0 || !firstFits) return 0;
  const first = tops[0]!;
  const i = tops.findIndex((t) => t > first + 1);
  return i === -1 ? tops.length : i;
}

/** Splits items into those shown in the row and those listed under "More". */
export function splitOverflow<T>(items: readonly T[], visible: number): { shown: T[]; more: T[] } {
  const n = Math.max(0, Math.min(visible, items.length));
  return { shown: items.slice(0, n), more: items.slice(n) };
}
