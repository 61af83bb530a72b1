// Canned answers of the home page's endpoints (games contract shapes) for stories: built from the current brand's
// boot and content (banners, lanes, vendors, notices), so every brand shows its own sections; fixed values, no
// clock, no randomness; game icons inline like the game stories' (stories have no image CDN).
import type { RandomSource } from '../../../src/app/features/home/jackpot.ts';
import type { PopupExecution } from '../../../src/app/api/announcements.ts';
import type { BootContextValue } from '../../../src/app/boot/BootContext.tsx';
import { ALL_ANNOUNCEMENT_TYPES, announcementList } from '../../../src/engine/content/announcements.ts';
import { brandAnnouncementsContent } from '../../brandContent.ts';
import type { AnnouncementList, BannerItem, GameItem, Notice, VendorLanesValue, WinnerEntry } from '../../../src/generated/types.ts';
import { failWith, PENDING, type CannedAnswers, type StoryVisitor } from '../fixtures.tsx';
import { lanesAnswer, storyGame, storyIcon } from '../games/gameFixtures.tsx';

const DAY = Date.UTC(2026, 0, 15, 9, 30);

/** What MCSFE_getListAnnouncements answers for the brand (its content file and banners) on a fixed day. */
export function brandAnnouncements(boot: BootContextValue, language: string, execution?: PopupExecution): AnnouncementList {
  const content = brandAnnouncementsContent(boot.brand.id);
  return announcementList(content, boot.brand.banners, { types: ALL_ANNOUNCEMENT_TYPES, language, nowMs: DAY, execution });
}

export function storyNotice(i: number, patch: Partial<Notice> = {}): Notice {
  return {
    id: `n${i}`,
    type: (['B', 'PL', 'PU', 'PR', 'H'] as const)[i % 5]!,
    title: [
      'Scheduled maintenance on 20 January, 02:00–03:00',
      'New slots from Pixel Spins every Friday',
      'Deposit bonus: 20% on weekends',
      'Cricket season: boosted odds',
      'Mobile app update available',
    ][i % 5]!,
    content: `<p>Dear member, <strong>notice ${i + 1}</strong>: details of this announcement.</p><ul><li>Starts 20 January</li><li>Ends 31 January</li></ul><p><a href="/promotions">See promotions</a></p>`,
    time: new Date(DAY - i * 86_400_000).toISOString(),
    startDate: DAY - i * 86_400_000,
    endDate: null,
    sequence: i,
    announcementImages: [],
    ...patch,
  };
}

/** Operator HTML that tries to run script: the stories show it arrives sanitized. */
export const hostileContent =
  '<p>Win big <img src="data:image/gif;base64,R0lGODlhAQABAIAAAAAAAP///ywAAAAAAQABAAACAUwAOw==" onerror="window.__storyXss=1"> today!</p><script>window.__storyXss=1</script>' +
  '<p><a href="javascript:window.__storyXss=1">javascript link</a> · <a href="https://example.org/rules">external rules</a></p>';

export function storyPopups(count: number, execution: 'A' | 'B' | 'F' = 'B'): Notice[] {
  return Array.from({ length: count }, (_, i) =>
    storyNotice(i, {
      id: `p${i}`,
      title: `Announcement ${i + 1}: ${['Welcome bonus', 'Weekend cashback', 'VIP upgrade', 'New lottery draw'][i % 4]}`,
      execution: [execution],
      ...(i === 1 ? { promotionType: 'DEPOSIT', linkedPromotionId: 'welcome' } : {}),
    }),
  );
}

/** The brand's w_home banners as the server sends them (brand.json → BannerItem with its group). */
export function storyBanners(boot: BootContextValue): BannerItem[] {
  return (boot.brand.banners.w_home ?? []).map((b) => ({ ...b, groupName: 'w_home' }));
}

export function storyAnnouncements(boot: BootContextValue, options: { notices?: number; popups?: number } = {}): AnnouncementList {
  const notices = Array.from({ length: options.notices ?? 5 }, (_, i) => storyNotice(i));
  return {
    player: notices.filter((n) => n.type !== 'H' && n.type !== 'PR' && n.type !== 'PU'),
    hot: notices.filter((n) => n.type === 'H'),
    promotion: notices.filter((n) => n.type === 'PR' || n.type === 'PU'),
    popup: storyPopups(options.popups ?? 0),
    banners: storyBanners(boot),
  };
}

/** Hot games of the brand's list vendors (RNG, LIVE, FISH, PVP), with inline icons (stories have no image CDN). */
export function storyHotGames(boot: BootContextValue, count = 12): GameItem[] {
  const vendors = boot.lanes.filter((l) => ['RNG', 'LIVE', 'FISH', 'PVP'].includes(l.type)).flatMap((l) => l.vendors.map((v) => ({ v, type: l.type })));
  if (vendors.length === 0) return [];
  return Array.from({ length: count }, (_, i) => {
    const { v, type } = vendors[i % vendors.length]!;
    return storyGame(i, { vassalage: v.code, displayName: v.name, gameType: type as GameItem['gameType'], isHot: 1, gameGroupCode: i % 3 === 0 ? ['HOT', 'NEW'] : ['HOT'] });
  });
}

const NAMES = ['pl***8', 'ra***n', 'ka***1', 'su***a', 'mo***7', 'ja***r', 'an***2', 'ri***y', 'sa***m', 'to***5'];

export function storyWinners(count = 20): WinnerEntry[] {
  return Array.from({ length: count }, (_, i) => {
    const game = storyGame(i);
    return {
      rank: i + 1,
      customerName: NAMES[i % NAMES.length]!,
      winAmount: Math.round((987_654.32 / (i + 1)) * 100) / 100,
      iconUrl: game.iconUrl,
      gameName: game.gameName,
      vassalage: game.vassalage,
      gameType: game.gameType,
      winTime: new Date(DAY - i * 3_600_000).toISOString(),
    };
  });
}

/** The brand's categories as GCSGAME_newGameVendor sends them, optionally with more sports vendors than fit. */
export function storyVendorLanes(boot: BootContextValue, extraSportsCards = 0): VendorLanesValue {
  const answer = lanesAnswer(boot.brand.games);
  const sports = answer.data.lanes.find((l) => l.title === 'SPORTS');
  if (sports?.cards[0])
    for (let i = 0; i < extraSportsCards; i++)
      sports.cards.push({ ...sports.cards[0], vassalage: `SPX${i}`, displayName: `Sports partner ${i + 1}`, lagerIcon: storyIcon(`S${i + 1}`, (i * 41) % 360, '16 / 9') });
  return answer;
}

export type HomeVariant = 'loaded' | 'loading' | 'failed' | 'noNotices' | 'fewHotGames' | 'longSports';

/**
 * Canned answers of every call the home page makes, for a brand, language and visitor ('guest' gets the B popups,
 * others A; `noPopups` leaves them out, e.g. for a layout story that is not about them).
 */
export function homeAnswers(boot: BootContextValue, language: string, as: StoryVisitor, variant: HomeVariant = 'loaded', noPopups = false): CannedAnswers {
  if (variant === 'loading')
    return {
      '/wps/relay/MCSFE_getListAnnouncements': PENDING,
      '/wps/relay/GCSGAME_hotGamesV2': PENDING,
      '/wps/relay/GCSGAME_getRankList': PENDING,
      '/wps/relay/GCSGAME_newGameVendor': PENDING,
    };
  if (variant === 'failed') {
    const down = failWith('network', 'Network link is abnormal, please try again', null, 0);
    return {
      '/wps/relay/MCSFE_getListAnnouncements': down,
      '/wps/relay/GCSGAME_hotGamesV2': down,
      '/wps/relay/GCSGAME_getRankList': down,
      '/wps/relay/GCSGAME_newGameVendor': down,
    };
  }
  return {
    '/wps/relay/MCSFE_getListAnnouncements': withoutPopups(noNotices(brandAnnouncements(boot, language, as === 'guest' ? 'B' : 'A'), variant === 'noNotices'), noPopups),
    '/wps/relay/GCSGAME_hotGamesV2': { list: storyHotGames(boot, variant === 'fewHotGames' ? 6 : 12) },
    '/wps/relay/GCSGAME_getRankList': { list: storyWinners() },
    '/wps/relay/GCSGAME_newGameVendor': storyVendorLanes(boot, variant === 'longSports' ? 14 : 0),
  };
}

function noNotices(list: AnnouncementList, clear: boolean): AnnouncementList {
  return clear ? { ...list, player: [], hot: [], promotion: [] } : list;
}

function withoutPopups(list: AnnouncementList, clear: boolean): AnnouncementList {
  return clear ? { ...list, popup: [] } : list;
}

/**
 * The jackpot's random source in stories: stateless, so a remount (lazy chunks settling in a different order) draws
 * the same start amount as the first mount; a seeded generator would already be advanced and change the screenshot.
 */
export const storyRandom: RandomSource = () => 0.42;
