/** Favourites: adding updates the local ids first (skipped when present); removing updates them first. */
export function withFavorite(ids: readonly number[], nodeId: number): number[] {
  return ids.includes(nodeId) ? [...ids] : [...ids, nodeId];
}

export function withoutFavorite(ids: readonly number[], nodeId: number): number[] {
  return ids.filter((id) => id !== nodeId);
}

/** Toggling switches add and remove. */
export function toggledFavorites(ids: readonly number[], nodeId: number): { ids: number[]; adding: boolean } {
  const adding = !ids.includes(nodeId);
  return { ids: adding ? withFavorite(ids, nodeId) : withoutFavorite(ids, nodeId), adding };
}

/**
 * A per-key throttle (a favourite toggle at most once per 1000 ms per game, docs/spec/rules.md). `now` is a monotonic
 * clock (performance.now in the app), so a frozen or changed wall clock does not block toggles forever.
 */
export function keyThrottle(intervalMs: number, now: () => number): (key: string | number) => boolean {
  const last = new Map<string | number, number>();
  return (key) => {
    const t = now();
    const prev = last.get(key);
    if (prev !== undefined && t - prev < intervalMs) return false;
    last.set(key, t);
    return true;
  };
}
