import { defineMessages } from '../../../i18n/defineMessages.ts';

/** The /agent landing page: the agent login. */
export const agentMessages = defineMessages({
  title: { id: 'agent.landing.title', defaultMessage: 'Agent login' },
  intro: {
    id: 'agent.landing.intro',
    defaultMessage: 'Sign in to manage your team, reports and contracts on {brand}.',
  },
  playerSite: { id: 'agent.landing.playerSite', defaultMessage: 'Go to the player site' },
  memberNotice: {
    id: 'agent.landing.memberNotice',
    defaultMessage: 'You are logged in as a member. Only agent accounts can use the agent center.',
  },
});
