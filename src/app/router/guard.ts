import { defineMessages } from '../../i18n/defineMessages.ts';

/** What a guest sees when a route needs login. */
export const { guardMessage } = defineMessages({
  guardMessage: { id: 'guard.notLoggedIn', defaultMessage: 'You are not logged in, please login' },
});
