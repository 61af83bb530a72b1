// Catalog rows → the GameItem and VendorCard shapes of the answers (docs/spec/api.md). Icon paths are relative to
// the image CDN root; src/server/modules/cdn serves them.
import type { GameItem, GameTag, GameType, LocalizedText, VendorCard } from '../../../generated/types.ts';
import type { BrandVendor } from './brand-vendors.ts';

export interface GameRow {
  node_id: number;
  vendor: string;
  game_code: string;
  game_id: string;
  game_type: GameType;
  is_game: 'GAME' | 'VASSALAGE';
  names: LocalizedText;
  tags: GameTag[];
  hot: boolean;
}

/** The columns of a GameRow, for SELECT lists (prefix with the table alias when joining). */
export const GAME_COLUMNS = ['node_id', 'vendor', 'game_code', 'game_id', 'game_type', 'is_game', 'names', 'tags', 'hot'];
export const gameColumns = (alias: string): string => GAME_COLUMNS.map((c) => `${alias}.${c}`).join(', ');

export const gameIconPath = (vendor: string, gameCode: string): string => `/TCG_GAME_ICONS/${vendor}/${gameCode}.svg`;
export const vendorCardPath = (gameType: GameType, vendor: string): string => `/TCG_PROD_IMAGES/${gameType}_LIST_VENDOR/${vendor}-COLOR.svg`;
export const vendorIconPath = (vendor: string): string => `/TCG_PROD_IMAGES/VENDOR_ICON_SMALL/${vendor}-DEFAULT.svg`;

export function localized(names: LocalizedText, language: string): string {
  return names[language as keyof LocalizedText] ?? names.EN;
}

export function gameItem(row: GameRow, vendor: BrandVendor, language: string): GameItem {
  const icon = gameIconPath(row.vendor, row.game_code);
  return {
    nodeId: row.node_id,
    nodeName: row.names.EN,
    gameName: localized(row.names, language),
    displayName: vendor.name,
    showIcon: icon,
    iconUrl: icon,
    // A vendor lobby tile shows the vendor's card art; a game its own icon.
    lagerIcon: row.is_game === 'VASSALAGE' ? vendorCardPath(row.game_type, row.vendor) : icon,
    vassalage: row.vendor,
    gameCode: row.game_code,
    nodeTypeManageId: row.game_code,
    gameId: row.game_id,
    gameType: row.game_type,
    isGame: row.is_game,
    isHot: row.hot ? 1 : 0,
    gameGroupCode: row.tags,
    maintenance: vendor.maintenance,
  };
}

/** Catalog rows of games whose vendor the brand shows, as items (others are left out). */
export function gameItems(rows: GameRow[], vendors: Map<string, BrandVendor>, language: string): GameItem[] {
  const out: GameItem[] = [];
  for (const row of rows) {
    const vendor = vendors.get(row.vendor);
    if (vendor) out.push(gameItem(row, vendor, language));
  }
  return out;
}

export interface VendorStats {
  vendor: string;
  game_type: GameType;
  game_count: number;
  has_tile: boolean;
}

export function vendorCard(stats: VendorStats, vendor: BrandVendor): VendorCard {
  return {
    vassalage: vendor.code,
    displayName: vendor.name,
    gameType: stats.game_type,
    lagerIcon: vendorCardPath(stats.game_type, vendor.code),
    iconUrl: vendorIconPath(vendor.code),
    gameCount: stats.game_count,
    maintenance: vendor.maintenance,
    isGame: stats.has_tile ? 'VASSALAGE' : 'GAME',
  };
}
