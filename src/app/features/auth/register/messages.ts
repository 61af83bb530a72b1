import { defineMessages } from '../../../../i18n/defineMessages.ts';

/** Registration modal texts: the modal, the registration sequence, its validation and its errors. */
export const registerMessages = defineMessages({
  title: { id: 'auth.register.title', defaultMessage: 'Register' },
  tabs: { id: 'auth.register.tabs', defaultMessage: 'Ways to register' },
  tabUsername: { id: 'auth.register.tabUsername', defaultMessage: 'Username' },
  tabMobile: { id: 'auth.register.tabMobile', defaultMessage: 'Mobile number' },
  submit: { id: 'auth.register.submit', defaultMessage: 'Register' },
  ageConfirm: { id: 'auth.register.ageConfirm', defaultMessage: 'I am {age} years of age or older' },
  termsAgree: { id: 'auth.register.termsAgree', defaultMessage: 'I agree to the <link>Terms and conditions</link>' },
  termsName: { id: 'auth.register.termsName', defaultMessage: 'Terms and conditions' },
  termsRequired: { id: 'auth.register.termsRequired', defaultMessage: 'Please agree to the {terms}' },
  ageRequired: { id: 'auth.register.ageRequired', defaultMessage: 'Please confirm you are {age} years old' },
  invalidInvitation: { id: 'auth.register.invalidInvitation', defaultMessage: 'Invalid invitation code' },
  haveAccount: { id: 'auth.register.haveAccount', defaultMessage: 'Already have an account?' },
  toLogin: { id: 'auth.register.toLogin', defaultMessage: 'Log in' },
  failed: { id: 'auth.register.failed', defaultMessage: 'Registration failed' },
  mobileHint: { id: 'auth.register.mobileHint', defaultMessage: 'Your mobile number is your username.' },
  noMethod: { id: 'auth.register.noMethod', defaultMessage: 'Registration is not available at the moment.' },
});
