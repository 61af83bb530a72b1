import { defineMessages } from '../../../i18n/defineMessages.ts';

export const statusMessages = defineMessages({
  maintenanceTitle: { id: 'status.maintenanceTitle', defaultMessage: 'Game maintenance' },
  maintenanceInfo: {
    id: 'status.maintenanceInfo',
    defaultMessage: 'We are upgrading {brand} to serve you better. Your balance and data are safe.',
  },
  maintenanceEnds: { id: 'status.maintenanceEnds', defaultMessage: 'Expected back at {time} (UTC{offset})' },
  regionTitle: { id: 'status.regionTitle', defaultMessage: 'Access restricted' },
  regionInfo: {
    id: 'status.regionInfo',
    defaultMessage: '{brand} is not available in your region. If you think this is a mistake, contact customer service.',
  },
  yourIp: { id: 'status.yourIp', defaultMessage: 'Your IP address: {ip}' },
  customerService: { id: 'status.customerService', defaultMessage: 'Contact customer service' },
});
