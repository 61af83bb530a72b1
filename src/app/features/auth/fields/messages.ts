import { defineMessages } from '../../../../i18n/defineMessages.ts';

/**
 * Shared account-form texts (labels of every register field, the generic validation texts,
 * the SMS and captcha controls). Login, registration and the password modals all use them.
 */
export const fieldMessages = defineMessages({
  // labels, one per register field
  username: { id: 'auth.fields.username', defaultMessage: 'Username' },
  password: { id: 'auth.fields.password', defaultMessage: 'Password' },
  confirmPassword: { id: 'auth.fields.confirmPassword', defaultMessage: 'Confirm password' },
  payeeName: { id: 'auth.fields.payeeName', defaultMessage: 'Full name' },
  email: { id: 'auth.fields.email', defaultMessage: 'E-mail' },
  qqNum: { id: 'auth.fields.qqNum', defaultMessage: 'QQ number' },
  mobileNum: { id: 'auth.fields.mobileNum', defaultMessage: 'Mobile number' },
  recommenderId: { id: 'auth.fields.recommenderId', defaultMessage: 'Recommender ID' },
  captcha: { id: 'auth.fields.captcha', defaultMessage: 'Captcha' },
  verificationCode: { id: 'auth.fields.verificationCode', defaultMessage: 'Verification code' },
  affiliateCode: { id: 'auth.fields.affiliateCode', defaultMessage: 'Invitation code' },
  paymentPassword: { id: 'auth.fields.paymentPassword', defaultMessage: 'Payment password' },
  line: { id: 'auth.fields.line', defaultMessage: 'LINE ID' },
  whatsapp: { id: 'auth.fields.whatsapp', defaultMessage: 'WhatsApp' },
  facebook: { id: 'auth.fields.facebook', defaultMessage: 'Facebook' },
  wechat: { id: 'auth.fields.wechat', defaultMessage: 'WeChat' },
  idNumber: { id: 'auth.fields.idNumber', defaultMessage: 'ID number' },
  referralCode: { id: 'auth.fields.referralCode', defaultMessage: 'Referral code' },
  countryDialingCode: { id: 'auth.fields.countryDialingCode', defaultMessage: 'Country code' },

  // validation
  required: { id: 'auth.fields.required', defaultMessage: 'Input cannot be empty' },
  invalidFormat: {
    id: 'auth.fields.invalidFormat',
    defaultMessage: 'Please enter a valid value ({range} characters)',
  },
  confirmMismatch: { id: 'auth.fields.confirmMismatch', defaultMessage: 'Confirmation password is not correct.' },
  codeTooLong: { id: 'auth.fields.codeTooLong', defaultMessage: 'Please enter a valid verification code' },
  invalidMobile: { id: 'auth.fields.invalidMobile', defaultMessage: 'Please enter a valid mobile number' },

  // SMS code: sending, countdown, refusals
  sendCode: { id: 'auth.fields.sendCode', defaultMessage: 'Send code' },
  resendIn: { id: 'auth.fields.resendIn', defaultMessage: 'Resend in {seconds}s' },
  codeSent: { id: 'auth.fields.codeSent', defaultMessage: 'A verification code has been sent. It is valid for {minutes, plural, one {# minute} other {# minutes}}.' },
  smsFailedTitle: { id: 'auth.fields.smsFailedTitle', defaultMessage: 'Could not send the code' },
  tooManyRequests: { id: 'auth.fields.tooManyRequests', defaultMessage: 'Too many requests, try again after 5 minutes' },
  submit: { id: 'auth.fields.submit', defaultMessage: 'OK' },
  smsCaptchaTitle: { id: 'auth.fields.smsCaptchaTitle', defaultMessage: 'Enter the captcha' },
  smsCaptchaIntro: { id: 'auth.fields.smsCaptchaIntro', defaultMessage: 'Type the numbers in the picture, then we send the code.' },
  cancel: { id: 'auth.fields.cancel', defaultMessage: 'Cancel' },

  // captcha
  refreshCaptcha: { id: 'auth.fields.refreshCaptcha', defaultMessage: 'Show a new captcha' },
  captchaLoading: { id: 'auth.fields.captchaLoading', defaultMessage: 'Loading captcha' },
  captchaFailed: { id: 'auth.fields.captchaFailed', defaultMessage: 'Captcha could not load. Tap to retry.' },

  // dialing code
  countriesFailed: { id: 'auth.fields.countriesFailed', defaultMessage: 'The country list could not load.' },
});
