import { defineMessages } from '../../../../../../i18n/defineMessages.ts';

/** Announcement (seed §2 agentAnnouncement): the brand's notices inside the agent center. */
export const agentAnnouncementMessages = defineMessages({
  title: { id: 'agent.reports.announcement.title', defaultMessage: 'Announcements' },
});
