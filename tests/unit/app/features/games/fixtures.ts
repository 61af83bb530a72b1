import type { GameItem } from '../../../../../src/app/api/games.ts';

/** A catalog game as GCSGAME_gameList answers it (contract GameItem). */
export function gameItem(nodeId: number, over: Partial<GameItem> = {}): GameItem {
  const code = `PXS-${String(nodeId).padStart(4, '0')}`;
  return {
    nodeId,
    nodeName: `Game ${nodeId}`,
    gameName: `Game ${nodeId}`,
    displayName: 'Pixel Spins',
    showIcon: `/TCG_GAME_ICONS/PXS/${code}.svg`,
    iconUrl: `/TCG_GAME_ICONS/PXS/${code}.svg`,
    lagerIcon: `/TCG_GAME_ICONS/PXS/${code}.svg`,
    vassalage: 'PXS',
    gameCode: code,
    nodeTypeManageId: code,
    gameId: code,
    gameType: 'RNG',
    isGame: 'GAME',
    isHot: 0,
    gameGroupCode: [],
    maintenance: false,
    ...over,
  };
}
