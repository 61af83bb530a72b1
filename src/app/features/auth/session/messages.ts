import { defineMessages } from '../../../../i18n/defineMessages.ts';

/** Logout confirmation and the trial-account prompt. */
export const sessionMessages = defineMessages({
  logoutTitle: { id: 'auth.session.logoutTitle', defaultMessage: 'Log out' },
  logoutQuestion: { id: 'auth.session.logoutQuestion', defaultMessage: 'Are you sure you want to log out?' },
  logoutCancel: { id: 'auth.session.logoutCancel', defaultMessage: 'Cancel' },
  logoutConfirm: { id: 'auth.session.logoutConfirm', defaultMessage: 'Log out' },
  loggingOut: { id: 'auth.session.loggingOut', defaultMessage: 'Logging out…' },
  logoutFailed: { id: 'auth.session.logoutFailed', defaultMessage: 'Network link is abnormal, please try again' },
  trialTitle: { id: 'auth.session.trialTitle', defaultMessage: 'Real account needed' },
  trialText: {
    id: 'auth.session.trialText',
    defaultMessage: 'A real account is needed for this. You are playing with a free trial account; register to play for real.',
  },
  trialRegister: { id: 'auth.session.trialRegister', defaultMessage: 'Register' },
  trialLater: { id: 'auth.session.trialLater', defaultMessage: 'Not now' },
});
