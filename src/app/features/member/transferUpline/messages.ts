import { defineMessages } from '../../../../i18n/defineMessages.ts';

/** Transfer to upline (transferUpline). */
export const uplineMessages = defineMessages({
  intro: { id: 'member.upline.intro', defaultMessage: 'Send money from your main wallet to your agent.' },
  upline: { id: 'member.upline.upline', defaultMessage: 'Upline agent' },
  available: { id: 'member.upline.available', defaultMessage: 'Main wallet' },
  amount: { id: 'member.upline.amount', defaultMessage: 'Amount' },
  paymentPassword: { id: 'member.upline.paymentPassword', defaultMessage: 'Payment password' },
  passwordRequired: { id: 'member.upline.passwordRequired', defaultMessage: 'Enter your payment password' },
  submit: { id: 'member.upline.submit', defaultMessage: 'Send to upline' },
  done: { id: 'member.upline.done', defaultMessage: '{amount} sent to {name}' },
  noUplineTitle: { id: 'member.upline.noUplineTitle', defaultMessage: 'No upline agent' },
  noUplineText: {
    id: 'member.upline.noUplineText',
    defaultMessage: 'Your account was not opened by an agent, so there is nobody to transfer to.',
  },
  noPasswordTitle: { id: 'member.upline.noPasswordTitle', defaultMessage: 'Set a payment password first' },
  noPasswordText: {
    id: 'member.upline.noPasswordText',
    defaultMessage: 'Transfers are confirmed with your payment password. Set one in My account, then come back.',
  },
  loadFailed: { id: 'member.upline.loadFailed', defaultMessage: 'This page could not be loaded. Please try again.' },
  retry: { id: 'member.upline.retry', defaultMessage: 'Try again' },
});
