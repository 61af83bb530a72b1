import { defineMessages } from '../../../../i18n/defineMessages.ts';

/** Forgot password, change password and reset-by-link texts. */
export const passwordMessages = defineMessages({
  // forgot password (forgetPassModal)
  forgotTitle: { id: 'auth.password.forgotTitle', defaultMessage: 'Forgot password' },
  modes: { id: 'auth.password.modes', defaultMessage: 'Ways to reset your password' },
  byEmail: { id: 'auth.password.byEmail', defaultMessage: 'By e-mail' },
  byMobile: { id: 'auth.password.byMobile', defaultMessage: 'By mobile' },
  emailIntro: {
    id: 'auth.password.emailIntro',
    defaultMessage: 'Enter your username and the e-mail address of your account. We will send you a link to set a new password.',
  },
  mobileIntro: {
    id: 'auth.password.mobileIntro',
    defaultMessage: 'Enter the mobile number of your account and the code we send to it, then choose a new password.',
  },
  sendLink: { id: 'auth.password.sendLink', defaultMessage: 'Send reset link' },
  emailSent: { id: 'in_been_out', defaultMessage: 'A reset link has been sent to your e-mail' },
  emailSentDetail: {
    id: 'auth.password.emailSentDetail',
    defaultMessage: 'Open the link in the e-mail to set a new password. It can be used once.',
  },
  resetSubmit: { id: 'auth.password.resetSubmit', defaultMessage: 'Reset password' },
  resetDone: { id: 'auth.password.resetDone', defaultMessage: 'Your password has been changed. Please log in with the new password.' },
  backToLogin: { id: 'auth.password.backToLogin', defaultMessage: 'Back to login' },
  toLogin: { id: 'auth.password.toLogin', defaultMessage: 'Log in' },

  // change password (changePassModal)
  changeTitle: { id: 'auth.password.changeTitle', defaultMessage: 'Change password' },
  oldPassword: { id: 'auth.password.oldPassword', defaultMessage: 'Current password' },
  newPassword: { id: 'auth.password.newPassword', defaultMessage: 'New password' },
  confirmNewPassword: { id: 'auth.password.confirmNewPassword', defaultMessage: 'Confirm new password' },
  changeSubmit: { id: 'auth.password.changeSubmit', defaultMessage: 'Change password' },
  forcedFirstLogin: {
    id: 'auth.password.forcedFirstLogin',
    defaultMessage: 'This is your first login. Please choose your own password to continue.',
  },
  forcedExpired: { id: 'auth.password.forcedExpired', defaultMessage: 'Your password has expired. Please choose a new one to continue.' },
  forcedDefault: {
    id: 'auth.password.forcedDefault',
    defaultMessage: 'Your account still uses the default password. Please choose your own to continue.',
  },
  forcedWeak: {
    id: 'auth.password.forcedWeak',
    defaultMessage: 'Your password is too easy to guess (shorter than 8 characters or a common password). Please choose a new one to continue.',
  },

  // reset by link (the mailed /?resetToken=…)
  resetTitle: { id: 'auth.password.resetTitle', defaultMessage: 'Set a new password' },
  resetIntro: { id: 'auth.password.resetIntro', defaultMessage: 'Choose a new password for your account.' },
});
