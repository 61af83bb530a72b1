import { defineMessages } from '../../../i18n/defineMessages.ts';

export const feedbackMessages = defineMessages({
  title: { id: 'feedback.title', defaultMessage: 'Feedback' },
  intro: { id: 'feedback.intro', defaultMessage: 'Tell us what went wrong or what we can do better. The answer arrives in your messages.' },
  type: { id: 'feedback.type', defaultMessage: 'Question type' },
  typePlaceholder: { id: 'feedback.typePlaceholder', defaultMessage: 'Choose a question type' },
  type1: { id: 'feedback.type.deposit', defaultMessage: 'Deposit' },
  type2: { id: 'feedback.type.withdraw', defaultMessage: 'Withdraw' },
  type3: { id: 'feedback.type.game', defaultMessage: 'Game' },
  type4: { id: 'feedback.type.service', defaultMessage: 'Customer service' },
  type6: { id: 'feedback.type.agent', defaultMessage: 'Apply to be an agent' },
  type0: { id: 'feedback.type.other', defaultMessage: 'Other' },
  content: { id: 'feedback.content', defaultMessage: 'Description' },
  counter: { id: 'feedback.counter', defaultMessage: '{count}/{max}' },
  lengthHint: { id: 'feedback.lengthHint', defaultMessage: '{min} to {max} characters' },
  lengthError: { id: 'feedback.lengthError', defaultMessage: 'The description must have {min} to {max} characters' },
  captcha: { id: 'feedback.captcha', defaultMessage: 'Captcha' },
  empty: { id: 'feedback.empty', defaultMessage: '{fields} is empty' },
  submit: { id: 'feedback.submit', defaultMessage: 'Send feedback' },
  sent: { id: 'feedback.sent', defaultMessage: 'Thank you! Your feedback was sent. The answer will arrive in your messages.' },
  close: { id: 'feedback.close', defaultMessage: 'Close' },
  failed: { id: 'feedback.failed', defaultMessage: 'Your feedback could not be sent. Please try again.' },
});
