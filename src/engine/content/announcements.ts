// Announcements (brands/<id>/content/announcements.json) as MCSFE_getListAnnouncements answers them (banner and
// notice items: docs/spec/api.md; docs/games-contract.md "Content files"). Pure: the server passes the brand's
// content, banners, language and clock.
import type {
  AnnouncementList,
  AnnouncementsContent,
  BannerItem,
  BrandConfig,
  ContentNotice,
  ContentPopup,
  LocalizedText,
  Notice,
} from '../../generated/types.ts';
import type { BrandProblem } from '../brand/errors.ts';

export type PopupExecution = 'A' | 'B' | 'F';
/** The request's `types`: PL player, H hot, PR promotion, PU popup, B banners. */
export type AnnouncementType = Notice['type'];
export const ALL_ANNOUNCEMENT_TYPES: readonly AnnouncementType[] = ['B', 'PL', 'PU', 'PR', 'H'];

export const EMPTY_ANNOUNCEMENTS: AnnouncementsContent = { notices: [], popups: [] };

function pick(text: LocalizedText, language: string): string {
  return text[language as keyof LocalizedText] ?? text.EN;
}

function isShowing(item: { startDate: string; endDate?: string }, nowMs: number): boolean {
  return Date.parse(item.startDate) <= nowMs && (item.endDate === undefined || nowMs < Date.parse(item.endDate));
}

function toNotice(item: ContentNotice | ContentPopup, type: AnnouncementType, index: number, language: string): Notice {
  const notice: Notice = {
    id: item.id,
    type,
    title: pick(item.title, language),
    content: pick(item.html, language), // operator HTML, passed through: the app sanitizes it (DOMPurify)
    time: new Date(Date.parse(item.startDate)).toISOString(),
    startDate: Date.parse(item.startDate),
    endDate: item.endDate === undefined ? null : Date.parse(item.endDate),
    sequence: item.sequence ?? index,
    announcementImages: (item.images ?? []).map((url, sequence) => ({ url, sequence })),
  };
  if ('execution' in item) notice.execution = item.execution;
  if ('promotionType' in item && item.promotionType !== undefined) notice.promotionType = item.promotionType;
  if ('linkedPromotionId' in item && item.linkedPromotionId !== undefined) notice.linkedPromotionId = item.linkedPromotionId;
  return notice;
}

const bySequence = (a: Notice, b: Notice): number => a.sequence - b.sequence;

/** The brand's banners of every group (or of one), flattened with their groupName. */
export function bannerItems(banners: BrandConfig['banners'], groupName?: string): BannerItem[] {
  const out: BannerItem[] = [];
  for (const [group, items] of Object.entries(banners ?? {})) {
    if (groupName !== undefined && group !== groupName) continue;
    for (const b of items ?? []) out.push({ ...b, groupName: group });
  }
  return out;
}

export interface AnnouncementQuery {
  types: readonly AnnouncementType[];
  language: string;
  nowMs: number;
  /** Popups of this audience only (A after login, B guests, F first visit); all popups when absent. */
  execution?: PopupExecution | undefined;
  groupName?: string | undefined;
}

/** The answer of MCSFE_getListAnnouncements: notices showing now, localized, in sequence order. */
export function announcementList(content: AnnouncementsContent, banners: BrandConfig['banners'], q: AnnouncementQuery): AnnouncementList {
  const wants = new Set(q.types);
  const notices = (type: 'PL' | 'H' | 'PR'): Notice[] =>
    wants.has(type)
      ? content.notices
          .map((n, i) => [n, i] as const)
          .filter(([n]) => n.type === type && isShowing(n, q.nowMs))
          .map(([n, i]) => toNotice(n, type, i, q.language))
          .sort(bySequence)
      : [];
  const popup = wants.has('PU')
    ? content.popups
        .map((p, i) => [p, i] as const)
        .filter(([p]) => isShowing(p, q.nowMs) && (q.execution === undefined || p.execution.includes(q.execution)))
        .map(([p, i]) => toNotice(p, 'PU', i, q.language))
        .sort(bySequence)
    : [];
  return {
    player: notices('PL'),
    hot: notices('H'),
    promotion: notices('PR'),
    popup,
    banners: wants.has('B') ? bannerItems(banners, q.groupName) : [],
  };
}

/** What the schema cannot say: ids are unique within the file, an end comes after its start. */
export function announcementProblems(file: string, content: AnnouncementsContent): BrandProblem[] {
  const problems: BrandProblem[] = [];
  const seen = new Set<string>();
  const check = (list: 'notices' | 'popups', items: readonly (ContentNotice | ContentPopup)[]): void =>
    items.forEach((item, i) => {
      if (seen.has(item.id)) problems.push({ file, pointer: `/${list}/${i}/id`, message: `must be unique in the file (${item.id} is used twice)` });
      seen.add(item.id);
      if (item.endDate !== undefined && Date.parse(item.endDate) <= Date.parse(item.startDate))
        problems.push({ file, pointer: `/${list}/${i}/endDate`, message: 'must be after startDate' });
    });
  check('notices', content.notices);
  check('popups', content.popups);
  return problems;
}
