import { defineMessages } from '../../../../i18n/defineMessages.ts';

/** Texts of the login modal, the second-factor step and social sign-in. */
export const loginMessages = defineMessages({
  title: { id: 'auth.login.title', defaultMessage: 'Log in' },
  methods: { id: 'auth.login.methods', defaultMessage: 'Login method' },
  tabUsername: { id: 'auth.login.tabUsername', defaultMessage: 'Username' },
  tabSms: { id: 'auth.login.tabSms', defaultMessage: 'SMS code' },
  submit: { id: 'auth.login.submit', defaultMessage: 'Log in' },
  rememberMe: { id: 'auth.login.rememberMe', defaultMessage: 'Remember me' },
  rememberMeHint: { id: 'auth.login.rememberMeHint', defaultMessage: 'Stay signed in on this device for 1 day' },
  forgotPassword: { id: 'auth.login.forgotPassword', defaultMessage: 'Forgot password?' },
  noAccount: { id: 'auth.login.noAccount', defaultMessage: 'No account yet?' },
  register: { id: 'auth.login.register', defaultMessage: 'Register now' },
  sessionExpired: { id: 'auth.login.sessionExpired', defaultMessage: 'The user is not logged in' },

  // the static login rules' texts
  usernameFormat: { id: 'auth.login.usernameFormat', defaultMessage: 'Account format is incorrect ({range} letters or digits)' },
  passwordLength: { id: 'auth.login.passwordLength', defaultMessage: 'Please fill in your password with {range} characters' },
  mobileInvalid: { id: 'auth.login.mobileInvalid', defaultMessage: 'Please enter a valid mobile number' },
  codeInvalid: { id: 'auth.login.codeInvalid', defaultMessage: 'Please enter a valid verification code' },
  dialingCodeInvalid: { id: 'auth.login.dialingCodeInvalid', defaultMessage: 'Please choose a valid country code' },
  captchaRequired: { id: 'auth.login.captchaRequired', defaultMessage: 'Please enter the captcha' },

  // server answers the app words itself (others show the server's message)
  badCredentials: { id: 'auth.login.badCredentials', defaultMessage: 'Incorrect username or password' },
  captchaInvalid: { id: 'auth.login.captchaInvalid', defaultMessage: 'Captcha is incorrect' },
  notMember: { id: 'auth.login.notMember', defaultMessage: 'Non-member account unable to login' },
  notAgent: { id: 'auth.login.notAgent', defaultMessage: 'Non-agents cannot log in' },
  locked: { id: 'auth.login.locked', defaultMessage: 'Too many failed attempts. You can try again at {time}.' },
  unknownError: { id: 'auth.login.unknownError', defaultMessage: 'Unknown error' },
  network: { id: 'auth.login.network', defaultMessage: 'Network link is abnormal, please try again' },

  // one-click sign-in and its popup errors
  socialHeading: { id: 'auth.login.socialHeading', defaultMessage: 'Or continue with' },
  socialButton: { id: 'auth.login.socialButton', defaultMessage: 'Continue with {provider}' },
  popupBlocked: { id: 'auth.login.popupBlocked', defaultMessage: 'Popup blocked. Please allow popups and try again.' },
  popupClosed: { id: 'auth.login.popupClosed', defaultMessage: 'Login failure. Please try again.' },

  // free play
  freePlay: { id: 'auth.login.freePlay', defaultMessage: 'Free play' },
  freePlayHint: { id: 'auth.login.freePlayHint', defaultMessage: 'Try the games with a trial account, no registration needed.' },
});

/** The second factor for a login from a new network (an unregistered IP). */
export const secondFactorMessages = defineMessages({
  title: { id: 'auth.secondFactor.title', defaultMessage: 'Confirm it is you' },
  newNetwork: {
    id: 'auth.secondFactor.newNetwork',
    defaultMessage: 'You are logging in from a network we have not seen on your account before.',
  },
  mobileCode: { id: 'auth.secondFactor.mobileCode', defaultMessage: 'Enter the code we sent by SMS to {hint}.' },
  email: { id: 'auth.secondFactor.email', defaultMessage: 'Enter the code we sent by e-mail to {hint}.' },
  authenticator: {
    id: 'auth.secondFactor.authenticator',
    defaultMessage: 'Enter the 6-digit code from your authenticator app.',
  },
  bankAccountName: {
    id: 'auth.secondFactor.bankAccountName',
    defaultMessage: 'Enter the bank account name registered on your account.',
  },
  codeLabel: { id: 'auth.secondFactor.codeLabel', defaultMessage: 'Verification code' },
  nameLabel: { id: 'auth.secondFactor.nameLabel', defaultMessage: 'Bank account name' },
  submit: { id: 'auth.secondFactor.submit', defaultMessage: 'Verify' },
  resend: { id: 'auth.secondFactor.resend', defaultMessage: 'Send a new code' },
  resendIn: { id: 'auth.secondFactor.resendIn', defaultMessage: 'New code in {seconds}s' },
  resent: { id: 'auth.secondFactor.resent', defaultMessage: 'A new code is on its way.' },
  invalid: { id: 'auth.secondFactor.invalid', defaultMessage: 'Please enter a valid verification code' },
  expired: { id: 'auth.secondFactor.expired', defaultMessage: 'This check has expired. Please log in again.' },
  backToLogin: { id: 'auth.secondFactor.backToLogin', defaultMessage: 'Back to login' },
});
