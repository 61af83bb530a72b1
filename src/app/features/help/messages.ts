import { defineMessages } from '../../../i18n/defineMessages.ts';

export const helpMessages = defineMessages({
  title: { id: 'help.title', defaultMessage: 'Help center' },
  loading: { id: 'help.loading', defaultMessage: 'Loading help' },
  failed: { id: 'help.failed', defaultMessage: 'The help center could not be loaded. Please try again.' },
});
