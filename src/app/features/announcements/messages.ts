import { defineMessages } from '../../../i18n/defineMessages.ts';

export const announcementMessages = defineMessages({
  noticeTitle: { id: 'announcements.noticeTitle', defaultMessage: 'Notices' },
  popupTitle: { id: 'announcements.popupTitle', defaultMessage: 'Announcements' },
  empty: { id: 'announcements.empty', defaultMessage: 'There are no announcements right now.' },
  loading: { id: 'announcements.loading', defaultMessage: 'Loading announcements' },
  failed: { id: 'announcements.failed', defaultMessage: 'The announcements could not be loaded. Please try again.' },
  retry: { id: 'announcements.retry', defaultMessage: 'Try again' },
  pages: { id: 'announcements.pages', defaultMessage: 'Announcement pages' },
  goToPromotion: { id: 'announcements.goToPromotion', defaultMessage: 'Go to promotion' },
  close: { id: 'announcements.close', defaultMessage: 'Close' },
});
