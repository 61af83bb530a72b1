import type { MessageDescriptor } from 'react-intl';
import { defineMessages } from '../../../i18n/defineMessages.ts';
import type { Feature } from '../../../engine/routes/routeTable.ts';

export const comingSoonMessages = defineMessages({
  text: {
    id: 'comingSoon.text',
    defaultMessage: 'This part of {brand} is on its way. Everything else on the site already works.',
  },
  backHome: { id: 'comingSoon.backHome', defaultMessage: 'Back to home' },
  badge: { id: 'comingSoon.badge', defaultMessage: 'Coming soon' },
});

const titles = defineMessages({
  home: { id: 'comingSoon.home', defaultMessage: 'Lobby' },
  login: { id: 'comingSoon.login', defaultMessage: 'Log in' },
  register: { id: 'comingSoon.register', defaultMessage: 'Registration' },
  agent: { id: 'comingSoon.agent', defaultMessage: 'Agent login' },
  agentHome: { id: 'comingSoon.agentHome', defaultMessage: 'Agent center' },
  member: { id: 'comingSoon.member', defaultMessage: 'Member center' },
  help: { id: 'comingSoon.help', defaultMessage: 'Help center' },
  gameCenter: { id: 'comingSoon.gameCenter', defaultMessage: 'Game center' },
  gameList: { id: 'comingSoon.gameList', defaultMessage: 'Game list' },
  accountGames: { id: 'comingSoon.accountGames', defaultMessage: 'My games' },
  lottery: { id: 'comingSoon.lottery', defaultMessage: 'Lottery' },
  promotions: { id: 'comingSoon.promotions', defaultMessage: 'Promotions' },
  pointMall: { id: 'comingSoon.pointMall', defaultMessage: 'Points mall' },
  seamless: { id: 'comingSoon.seamless', defaultMessage: 'Game window' },
  inhouse: { id: 'comingSoon.inhouse', defaultMessage: 'House games' },
});

export function featureTitle(feature: Feature): MessageDescriptor {
  // features built from the start (the help modal, app download) never show a coming-soon panel
  return (titles as Partial<Record<Feature, MessageDescriptor>>)[feature] ?? titles.home;
}
