import type { AnnouncementList, Notice } from '../../api/announcements.ts';

/** The announcement popup lists 9 titles per page (docs/spec/rules.md). */
export const ANNOUNCEMENT_PAGE_SIZE = 9;

/**
 * The notices of the home marquee and the notice modal: player, hot and promotion notices (types B, PL, PU, PR, H)
 * in the server's order, each once.
 */
export function homeNotices(list: AnnouncementList | undefined): Notice[] {
  if (!list) return [];
  const seen = new Set<string>();
  const out: Notice[] = [];
  for (const n of [...list.player, ...list.hot, ...list.promotion]) {
    if (seen.has(n.id)) continue;
    seen.add(n.id);
    out.push(n);
  }
  return out;
}

export function pageCountOf(total: number, size = ANNOUNCEMENT_PAGE_SIZE): number {
  return Math.max(1, Math.ceil(total / size));
}

/** The items of 1-based `page` (clamped to the pages there are). */
export function pageOf<T>(items: readonly T[], page: number, size = ANNOUNCEMENT_PAGE_SIZE): T[] {
  const last = pageCountOf(items.length, size);
  const p = Math.min(Math.max(1, page), last);
  return items.slice((p - 1) * size, p * size);
}
