import { defineMessages } from '../../i18n/defineMessages.ts';

/** Labels of the game and vendor cards (in the lazy `games` message area: cards only show on game pages and home). */
export const cardMessages = defineMessages({
  addFavorite: { id: 'ui.gameCard.addFavorite', defaultMessage: 'Add {name} to favourites' },
  removeFavorite: { id: 'ui.gameCard.removeFavorite', defaultMessage: 'Remove {name} from favourites' },
  hot: { id: 'ui.gameCard.hot', defaultMessage: 'Hot' },
  new: { id: 'ui.gameCard.new', defaultMessage: 'New' },
  maintenance: { id: 'ui.gameCard.maintenance', defaultMessage: 'Maintenance' },
  play: { id: 'ui.gameCard.play', defaultMessage: 'Play {name}' },
  providerGames: { id: 'ui.vendorCard.games', defaultMessage: '{count, plural, one {# game} other {# games}}' },
  openVendor: { id: 'ui.vendorCard.open', defaultMessage: 'Open {name}' },
});
