import { defineMessages } from '../../../../../i18n/defineMessages.ts';

export const registerCenterMessages = defineMessages({
  intro: { id: 'agent.register.intro', defaultMessage: 'Open an account directly under you. You choose its password; its first login asks for a new one.' },
  accountType: { id: 'agent.register.accountType', defaultMessage: 'Account type' },
  member: { id: 'agent.register.member', defaultMessage: 'Member' },
  agent: { id: 'agent.register.agent', defaultMessage: 'Agent' },
  nickname: { id: 'agent.register.nickname', defaultMessage: 'Nickname (optional)' },
  submit: { id: 'agent.register.submit', defaultMessage: 'Register account' },
  failed: { id: 'agent.register.failed', defaultMessage: 'The account could not be registered.' },
  doneTitle: { id: 'agent.register.doneTitle', defaultMessage: 'Account registered' },
  doneText: {
    id: 'agent.register.doneText',
    defaultMessage: '{type, select, agent {Agent} other {Member}} {username} is now in your team. Its first login asks for a new password.',
  },
  another: { id: 'agent.register.another', defaultMessage: 'Register another' },
});
