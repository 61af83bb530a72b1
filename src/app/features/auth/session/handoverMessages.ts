import { defineMessages } from '../../../../i18n/defineMessages.ts';

/** The question before a one-time sign-in link switches the tab to another account. */
export const handoverMessages = defineMessages({
  title: { id: 'auth.session.handoverTitle', defaultMessage: 'Switch account?' },
  question: {
    id: 'auth.session.handoverQuestion',
    defaultMessage: 'This tab is signed in as {current}. The link you opened signs in as {next}. Switch to {next}?',
  },
  keep: { id: 'auth.session.handoverKeep', defaultMessage: 'Stay as {current}' },
  switch: { id: 'auth.session.handoverSwitch', defaultMessage: 'Switch to {next}' },
  switching: { id: 'auth.session.handoverSwitching', defaultMessage: 'Switching account…' },
});
