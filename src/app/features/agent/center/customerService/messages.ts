import { defineMessages } from '../../../../../i18n/defineMessages.ts';

export const serviceMessages = defineMessages({
  intro: { id: 'agent.service.intro', defaultMessage: 'Contact customer service through any of these channels.' },
  none: { id: 'agent.service.none', defaultMessage: 'No customer service channel is configured for this site.' },
  LIVECHAT: { id: 'agent.service.LIVECHAT', defaultMessage: 'Live chat' },
  WHATSAPP: { id: 'agent.service.WHATSAPP', defaultMessage: 'WhatsApp' },
  TELEGRAM: { id: 'agent.service.TELEGRAM', defaultMessage: 'Telegram' },
  FACEBOOK: { id: 'agent.service.FACEBOOK', defaultMessage: 'Facebook' },
  EMAIL: { id: 'agent.service.EMAIL', defaultMessage: 'Email' },
  PHONE: { id: 'agent.service.PHONE', defaultMessage: 'Phone' },
});
