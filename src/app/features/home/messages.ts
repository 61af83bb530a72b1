import { defineMessages } from '../../../i18n/defineMessages.ts';

export const homeMessages = defineMessages({
  pageTitle: { id: 'home.pageTitle', defaultMessage: 'Home' },
  notices: { id: 'home.notices', defaultMessage: 'Notices' },
  banners: { id: 'home.banners', defaultMessage: 'Featured' },
  bannerExternal: { id: 'home.bannerExternal', defaultMessage: '{title} (opens in a new tab)' },
  hotGames: { id: 'home.hotGames', defaultMessage: 'Hot games' },
  jackpot: { id: 'home.jackpot', defaultMessage: 'Jackpot' },
  winners: { id: 'home.winners', defaultMessage: 'Winners' },
  winnerRank: { id: 'home.winnerRank', defaultMessage: 'No. {rank}' },
  pauseWinners: { id: 'home.pauseWinners', defaultMessage: 'Pause winners' },
  playWinners: { id: 'home.playWinners', defaultMessage: 'Play winners' },
  noWinners: { id: 'home.noWinners', defaultMessage: 'No winners yet' },
  moreOf: { id: 'home.moreOf', defaultMessage: 'More {section}' },
  loadFailed: { id: 'home.loadFailed', defaultMessage: 'This part of the page could not be loaded.' },
  retry: { id: 'home.retry', defaultMessage: 'Try again' },
});
