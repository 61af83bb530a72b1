import { defineMessages } from '../../i18n/defineMessages.ts';

/** Labels of the game and vendor cards (in the lazy `games` message area: cards only show on game pages and home). */
export const cardMessages = defineMessages({
  // a toggle button: the name stays, aria-pressed says whether it is a favourite
  favorite: { id: 'ui.gameCard.favorite', defaultMessage: 'Favourite: {name}' },
  hot: { id: 'ui.gameCard.hot', defaultMessage: 'Hot' },
  new: { id: 'ui.gameCard.new', defaultMessage: 'New' },
  maintenance: { id: 'ui.gameCard.maintenance', defaultMessage: 'Maintenance' },
  providerGames: { id: 'ui.vendorCard.games', defaultMessage: '{count, plural, one {# game} other {# games}}' },
});
