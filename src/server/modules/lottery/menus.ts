// The lottery games of the reference platform (docs/spec/api.md, Games and lottery): VN lottery games (TCG_LOTTO_VN) in
// region groups and SEA lottery games (TCG_SEA). A brand sees the games of the lottery vendors its brand.json lists.
import type { LottoMenu } from '../../../generated/types.ts';
import type { LoadedBrand } from '../../../engine/brand/loaded.ts';
import { brandVendors } from '../games/index.ts';

export const PRIZE_MODES = ['LOTT', 'ZY', 'ELOTT', 'SEA'] as const;
export type PrizeMode = (typeof PRIZE_MODES)[number];

export interface LottoGame {
  gameCode: string;
  gameName: string;
  gameGroupCode: string;
  vendor: 'TCG_LOTTO_VN' | 'TCG_SEA';
  drawIntervalMinutes: number;
  /** Minutes after 00:00 UTC of the first draw of the day (daily draws happen at this time). */
  offsetMinutes: number;
  /** How many winning numbers a draw has, and their digits. */
  numbers: number;
  digits: number;
}

export const LOTTO_GROUPS: Record<string, string> = {
  NORTH: 'Northern region',
  CENTRAL: 'Central region',
  SOUTH: 'Southern region',
  QUICK: 'Quick draws',
  SEA: 'SEA draws',
};

export const LOTTO_GAMES: readonly LottoGame[] = [
  { gameCode: 'VN_NORTH_DAILY', gameName: 'North Daily', gameGroupCode: 'NORTH', vendor: 'TCG_LOTTO_VN', drawIntervalMinutes: 1440, offsetMinutes: 675, numbers: 7, digits: 5 },
  { gameCode: 'VN_CENTRAL_DAILY', gameName: 'Central Daily', gameGroupCode: 'CENTRAL', vendor: 'TCG_LOTTO_VN', drawIntervalMinutes: 1440, offsetMinutes: 615, numbers: 7, digits: 5 },
  { gameCode: 'VN_SOUTH_DAILY', gameName: 'South Daily', gameGroupCode: 'SOUTH', vendor: 'TCG_LOTTO_VN', drawIntervalMinutes: 1440, offsetMinutes: 555, numbers: 7, digits: 5 },
  { gameCode: 'VN_QUICK_1', gameName: 'Quick 1 minute', gameGroupCode: 'QUICK', vendor: 'TCG_LOTTO_VN', drawIntervalMinutes: 1, offsetMinutes: 0, numbers: 5, digits: 2 },
  { gameCode: 'VN_QUICK_3', gameName: 'Quick 3 minutes', gameGroupCode: 'QUICK', vendor: 'TCG_LOTTO_VN', drawIntervalMinutes: 3, offsetMinutes: 0, numbers: 5, digits: 2 },
  { gameCode: 'VN_QUICK_5', gameName: 'Quick 5 minutes', gameGroupCode: 'QUICK', vendor: 'TCG_LOTTO_VN', drawIntervalMinutes: 5, offsetMinutes: 0, numbers: 5, digits: 2 },
  { gameCode: 'SEA_4D', gameName: '4D Classic', gameGroupCode: 'SEA', vendor: 'TCG_SEA', drawIntervalMinutes: 60, offsetMinutes: 0, numbers: 3, digits: 4 },
  { gameCode: 'SEA_5D', gameName: '5D Express', gameGroupCode: 'SEA', vendor: 'TCG_SEA', drawIntervalMinutes: 10, offsetMinutes: 0, numbers: 1, digits: 5 },
];

/** The lottery games of the brand's lottery vendors (one vendor's only when asked). */
export function brandLottoGames(brand: LoadedBrand, vendor?: LottoGame['vendor']): LottoGame[] {
  const vendors = brandVendors(brand);
  return LOTTO_GAMES.filter((g) => vendors.has(g.vendor) && (vendor === undefined || g.vendor === vendor));
}

export function lottoMenu(game: LottoGame, prizeMode: PrizeMode): LottoMenu {
  return {
    gameCode: game.gameCode,
    gameName: game.gameName,
    gameGroupCode: game.gameGroupCode,
    prizeMode,
    accountTypeName: game.vendor,
    drawIntervalMinutes: game.drawIntervalMinutes,
  };
}
