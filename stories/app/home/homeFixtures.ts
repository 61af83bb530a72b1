// Canned answers of the home page's endpoints (games contract shapes) for stories: built from the current brand's
// boot (banners, lanes, vendors), so every brand shows its own sections; fixed values, no clock, no randomness.
import type { PopupExecution } from '../../../src/app/api/announcements.ts';
import type { BootContextValue } from '../../../src/app/boot/BootContext.tsx';
import { ALL_ANNOUNCEMENT_TYPES, announcementList, EMPTY_ANNOUNCEMENTS } from '../../../src/engine/content/announcements.ts';
import type { AnnouncementList, AnnouncementsContent, BannerItem, GameItem, Notice, VendorCard, WinnerEntry } from '../../../src/generated/types.ts';

const DAY = Date.UTC(2026, 0, 15, 9, 30);

// Each brand's own operator content, discovered like the brands themselves.
const announcementFiles = import.meta.glob<AnnouncementsContent>('../../../brands/*/content/announcements.json', { eager: true, import: 'default' });

/** What MCSFE_getListAnnouncements answers for the brand (its content file and banners) on a fixed day. */
export function brandAnnouncements(boot: BootContextValue, language: string, execution?: PopupExecution): AnnouncementList {
  const content = announcementFiles[`../../../brands/${boot.brand.id}/content/announcements.json`] ?? EMPTY_ANNOUNCEMENTS;
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
  '<p>Win big <img src=x onerror="window.__storyXss=1"> today!</p><script>window.__storyXss=1</script>' +
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

const GAME_NAMES = ['Golden Lotus', 'Dragon Pearl', 'Lucky Koi', 'Mango Rush', 'Tiger Strike', 'Moon Festival', 'Cricket Stars', 'Jade Temple', 'Fire Drum', 'River Queen', 'Neon Nights', 'Spice Route'];

export function storyHotGames(boot: BootContextValue, count = 12): GameItem[] {
  const vendors = boot.lanes.filter((l) => ['RNG', 'LIVE', 'FISH', 'PVP'].includes(l.type)).flatMap((l) => l.vendors.map((v) => ({ v, type: l.type })));
  if (vendors.length === 0) return [];
  return Array.from({ length: count }, (_, i) => {
    const { v, type } = vendors[i % vendors.length]!;
    const code = `${v.code}-${String(i + 1).padStart(4, '0')}`;
    return {
      nodeId: 1000 + i,
      nodeName: GAME_NAMES[i % GAME_NAMES.length]!,
      gameName: GAME_NAMES[i % GAME_NAMES.length]!,
      displayName: v.name,
      showIcon: `/TCG_GAME_ICONS/${v.code}/${code}.svg`,
      iconUrl: `/TCG_GAME_ICONS/${v.code}/${code}.svg`,
      lagerIcon: `/TCG_GAME_ICONS/${v.code}/${code}.svg`,
      vassalage: v.code,
      gameCode: code,
      nodeTypeManageId: code,
      gameId: code,
      gameType: type as GameItem['gameType'],
      isGame: 'GAME',
      isHot: 1,
      gameGroupCode: i % 3 === 0 ? ['HOT', 'NEW'] : ['HOT'],
      maintenance: false,
    };
  });
}

const NAMES = ['pl***8', 'ra***n', 'ka***1', 'su***a', 'mo***7', 'ja***r', 'an***2', 'ri***y', 'sa***m', 'to***5'];

export function storyWinners(count = 20): WinnerEntry[] {
  return Array.from({ length: count }, (_, i) => ({
    rank: i + 1,
    customerName: NAMES[i % NAMES.length]!,
    winAmount: Math.round((987_654.32 / (i + 1)) * 100) / 100,
    iconUrl: `/TCG_GAME_ICONS/PXS/PXS-${String(i + 1).padStart(4, '0')}.svg`,
    gameName: GAME_NAMES[i % GAME_NAMES.length]!,
    vassalage: 'PXS',
    gameType: 'RNG',
    winTime: new Date(DAY - i * 3_600_000).toISOString(),
  }));
}

/** The brand's categories as GCSGAME_newGameVendor sends them (brand order, SPORTS not split). */
export function storyVendorLanes(boot: BootContextValue, extraSportsCards = 0): { data: { lanes: { title: string; cards: VendorCard[]; gameClassify: [] }[] } } {
  return {
    data: {
      lanes: boot.brand.games.categories
        .filter((c) => c.vendors.length > 0)
        .map((c) => {
          const cards: VendorCard[] = c.vendors.map((v, i) => ({
            vassalage: v.code,
            displayName: v.name,
            gameType: c.type,
            lagerIcon: `/TCG_PROD_IMAGES/${c.type}_LIST_VENDOR/${v.code}-COLOR.svg`,
            iconUrl: `/TCG_PROD_IMAGES/VENDOR_ICON_SMALL/${v.code}-DEFAULT.svg`,
            gameCount: 10 + i * 7,
            maintenance: v.maintenance === true,
            isGame: c.type === 'SPORTS' || c.type === 'LOTT' || c.type === 'ELOTT' ? 'GAME' : 'VASSALAGE',
          }));
          if (c.type === 'SPORTS')
            for (let i = 0; i < extraSportsCards; i++)
              cards.push({ ...cards[0]!, vassalage: `SPX${i}`, displayName: `Sports partner ${i + 1}` });
          return { title: c.type, cards, gameClassify: [] };
        }),
    },
  };
}
