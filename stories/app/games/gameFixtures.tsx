// Canned games answers for the game stories: deterministic items with inline SVG icons (stories have no image CDN),
// vendor lanes of the current brand, lottery menus and draws, and GamesScope around everything.
import type { ReactNode } from 'react';
import type { GameItem, GameItemPage, GameListValue, LottoMenu, OpenedNumero, VendorCard, VendorLanesValue } from '../../../src/app/api/games.ts';
import { useBoot } from '../../../src/app/boot/BootContext.tsx';
import { GamesScope } from '../../../src/app/features/games/GamesScope.tsx';
import type { GameType } from '../../../src/engine/games/lanes.ts';
import type { Games } from '../../../src/generated/types.ts';
import { WithFreshApi, WithSession, type CannedAnswers, type StoryVisitor } from '../fixtures.tsx';

const NAMES = ['Golden Dragon', 'Lucky Koi', 'Neon Nights', 'Pearl Diver', 'Tiger Temple', 'Star Forge', 'Monsoon Riches', 'Royal Tea', 'Comet Run', 'Mango Fever'];

/** A square game icon as an inline SVG (the reference server generates similar ones under /cdn/images). */
export function storyIcon(label: string, hue: number, ratio: '1 / 1' | '16 / 9' = '1 / 1'): string {
  const [w, h] = ratio === '1 / 1' ? [120, 120] : [160, 90];
  const svg = `<svg xmlns="http://www.w3.org/2000/svg" width="${w}" height="${h}" viewBox="0 0 ${w} ${h}"><defs><linearGradient id="g" x1="0" y1="0" x2="1" y2="1"><stop offset="0" stop-color="hsl(${hue},70%,45%)"/><stop offset="1" stop-color="hsl(${(hue + 60) % 360},70%,25%)"/></linearGradient></defs><rect width="${w}" height="${h}" fill="url(#g)"/><text x="50%" y="55%" font-family="sans-serif" font-size="28" font-weight="700" fill="#fff" text-anchor="middle">${label}</text></svg>`;
  return `data:image/svg+xml,${encodeURIComponent(svg)}`;
}

/** The n-th story game of a vendor (deterministic name, tags and icon). */
export function storyGame(n: number, over: Partial<GameItem> = {}): GameItem {
  const name = `${NAMES[n % NAMES.length]}${n >= NAMES.length ? ` ${Math.floor(n / NAMES.length) + 1}` : ''}`;
  const vassalage = over.vassalage ?? 'PXS';
  const code = `${vassalage}-${String(n + 1).padStart(4, '0')}`;
  const icon = storyIcon(name.split(' ').map((w) => w[0]).join('').slice(0, 2), (n * 37) % 360);
  return {
    nodeId: 1000 + n,
    nodeName: name,
    gameName: name,
    displayName: 'Pixel Spins',
    showIcon: icon,
    iconUrl: icon,
    lagerIcon: icon,
    vassalage,
    gameCode: code,
    nodeTypeManageId: code,
    gameId: code,
    gameType: 'RNG',
    isGame: 'GAME',
    isHot: n % 4 === 0 ? 1 : 0,
    gameGroupCode: n % 5 === 1 ? ['NEW'] : [],
    maintenance: false,
    ...over,
  };
}

export function storyGames(count: number, over: Partial<GameItem> = {}, from = 0): GameItem[] {
  return Array.from({ length: count }, (_, i) => storyGame(from + i, over));
}

/** GCSGAME_gameList answering pages of 20 out of `total` games. */
export function gameListAnswer(total: number, over: Partial<GameItem> = {}): (init?: { query?: Record<string, unknown> }) => GameListValue {
  return (init) => {
    const pageNo = Number(init?.query?.pageNo ?? 1);
    const pageSize = Number(init?.query?.pageSize ?? 20);
    const from = (pageNo - 1) * pageSize;
    return { games: storyGames(Math.max(0, Math.min(pageSize, total - from)), over, from), totalPages: Math.ceil(total / pageSize), totalCount: total, pageNo };
  };
}

export function page(content: GameItem[]): GameItemPage {
  return { content, pageNum: 1, totalPages: 1, totalCount: content.length };
}

/** The vendor lanes GCSGAME_newGameVendor would answer for the brand (its categories, brand order, not split). */
export function lanesAnswer(games: Games, maintenance: string[] = []): VendorLanesValue {
  return {
    data: {
      lanes: games.categories
        .filter((c) => c.vendors.length > 0)
        .map((c, ci) => ({
          title: c.type,
          gameClassify: [],
          cards: c.vendors.map(
            (v, vi): VendorCard => ({
              vassalage: v.code,
              displayName: v.name,
              gameType: c.type,
              lagerIcon: storyIcon(v.code, (ci * 50 + vi * 23) % 360, '16 / 9'),
              iconUrl: storyIcon(v.code, (ci * 50 + vi * 23) % 360),
              gameCount: 12 + vi * 7,
              maintenance: Boolean(v.maintenance) || maintenance.includes(v.code),
              isGame: 'GAME',
            }),
          ),
        })),
    },
  };
}

export const storyLottoMenus: LottoMenu[] = [
  { gameCode: 'VN45', gameName: 'Saigon 45', gameGroupCode: 'SOUTH', prizeMode: 'ELOTT', accountTypeName: 'TCG_LOTTO_VN', drawIntervalMinutes: 45 },
  { gameCode: 'HN5', gameName: 'Hanoi Express', gameGroupCode: 'NORTH', prizeMode: 'ELOTT', accountTypeName: 'TCG_LOTTO_VN', drawIntervalMinutes: 5 },
  { gameCode: 'DN1', gameName: 'Da Nang Daily', gameGroupCode: 'CENTRAL', prizeMode: 'ELOTT', accountTypeName: 'TCG_LOTTO_VN', drawIntervalMinutes: 1440 },
];

export const storyNumeros: OpenedNumero[] = [
  { gameCode: 'VN45', numero: '20260115-016', winningNumbers: ['07', '21', '33', '48', '52'], openTime: '2026-01-15T12:00:00Z', nextOpenTime: '2026-01-15T12:45:00Z' },
  { gameCode: 'HN5', numero: '20260115-144', winningNumbers: ['3', '9', '1'], openTime: '2026-01-15T12:00:00Z', nextOpenTime: '2026-01-15T12:05:00Z' },
];

/** A story's games page: canned answers, a visitor, and GamesScope (messages, toasts, image CDN, provider popup). */
export function GamesStory({ as = 'guest', answers, children }: { as?: StoryVisitor; answers: CannedAnswers; children: ReactNode }): ReactNode {
  return (
    <WithFreshApi answers={answers}>
      <WithSession as={as}>
        <GamesScope>{children}</GamesScope>
      </WithSession>
    </WithFreshApi>
  );
}

/** The current brand's games config (for lane answers that follow the brand). */
export function useBrandGames(): Games {
  return useBoot().brand.games;
}

export type { GameType };
