import { defineMessages } from '../../../../i18n/defineMessages.ts';

/** The inbox page (messageV2, "platform information"). */
export const inboxMessages = defineMessages({
  markAllRead: { id: 'member.inbox.markAllRead', defaultMessage: 'Mark all as read' },
  empty: { id: 'member.inbox.empty', defaultMessage: 'No messages yet' },
  emptyText: { id: 'member.inbox.emptyText', defaultMessage: 'Messages from the platform will appear here.' },
  unreadTag: { id: 'member.inbox.unreadTag', defaultMessage: 'New' },
  delete: { id: 'member.inbox.delete', defaultMessage: 'Delete' },
  back: { id: 'member.inbox.back', defaultMessage: 'Back to messages' },
  loadFailed: { id: 'member.inbox.loadFailed', defaultMessage: 'Messages could not be loaded. Please try again.' },
  retry: { id: 'member.inbox.retry', defaultMessage: 'Try again' },
  deleted: { id: 'member.inbox.deleted', defaultMessage: 'Message deleted' },
  pages: { id: 'member.inbox.pages', defaultMessage: 'Message pages' },
  system: { id: 'member.inbox.system', defaultMessage: 'System' },
  operator: { id: 'member.inbox.operator', defaultMessage: 'Notice' },
});
