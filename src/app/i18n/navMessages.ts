import type { MessageDescriptor } from 'react-intl';
import { defineMessages } from '../../i18n/defineMessages.ts';
import type { GameType } from '../../engine/games/lanes.ts';

/** Navigation labels; ids follow the original platform's keys where they are known (hd_home, local_header_promotions, …). */
export const navMessages = defineMessages({
  home: { id: 'hd_home', defaultMessage: 'Home' },
  promotions: { id: 'local_header_promotions', defaultMessage: 'Promotions' },
  promotionsAvailable: { id: 'nav.promotionsAvailable', defaultMessage: '{count, plural, one {# promotion open to you} other {# promotions open to you}}' },
  games: { id: 'local_header_games', defaultMessage: 'Games' },
  mainNav: { id: 'nav.main', defaultMessage: 'Main navigation' },
  sideNav: { id: 'nav.categories', defaultMessage: 'Game categories' },
  vendorCount: { id: 'nav.vendorCount', defaultMessage: '{count, plural, one {# provider} other {# providers}}' },
  menu: { id: 'nav.menu', defaultMessage: 'Menu' },
  openMenu: { id: 'nav.openMenu', defaultMessage: 'Open menu' },
  more: { id: 'nav.more', defaultMessage: 'More' },
  tabBar: { id: 'nav.tabBar', defaultMessage: 'Shortcuts' },
  account: { id: 'nav.account', defaultMessage: 'Account' },
  favorite: { id: 'nav.favorite', defaultMessage: 'Favourites' },
  recent: { id: 'nav.recent', defaultMessage: 'Recent' },
  pointMall: { id: 'nav.pointMall', defaultMessage: 'Points mall' },
  settings: { id: 'nav.settings', defaultMessage: 'Settings' },
});

const laneMessages = defineMessages({
  RNG: { id: 'con_rng', defaultMessage: 'Slots' },
  LIVE: { id: 'con_live', defaultMessage: 'Live casino' },
  FISH: { id: 'con_fish', defaultMessage: 'Fishing' },
  PVP: { id: 'con_pvp', defaultMessage: 'Card games' },
  SPORTS: { id: 'con_sports', defaultMessage: 'Sports' },
  ESPORTS: { id: 'compete_game', defaultMessage: 'E-sports' },
  LOTT: { id: 'con_lott', defaultMessage: 'Lottery' },
  ELOTT: { id: 'con_elott', defaultMessage: 'E-lottery' },
  COCKFIGHT: { id: 'in_cockfight_nav', defaultMessage: 'Cockfight' },
  INHOUSE: { id: 'in_house_games', defaultMessage: 'In-house games' },
  BGS: { id: 'con_bgs', defaultMessage: 'Board games' },
});

export function laneMessage(type: GameType): MessageDescriptor {
  return laneMessages[type];
}
