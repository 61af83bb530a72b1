import { defineMessages } from '../i18n/defineMessages.ts';

/**
 * Generic labels the design-system components own. EN is the defaultMessage; BN lives in
 * src/i18n/translations/bn/ui.json (npm run i18n fails when a key is missing there).
 */
export const uiMessages = defineMessages({
  close: { id: 'ui.close', defaultMessage: 'Close' },
  loading: { id: 'ui.loading', defaultMessage: 'Loading' },
  showPassword: { id: 'ui.textField.showPassword', defaultMessage: 'Show password' },
  hidePassword: { id: 'ui.textField.hidePassword', defaultMessage: 'Hide password' },
  paginationLabel: { id: 'ui.pagination.label', defaultMessage: 'Pagination' },
  previousPage: { id: 'ui.pagination.previous', defaultMessage: 'Previous page' },
  nextPage: { id: 'ui.pagination.next', defaultMessage: 'Next page' },
  page: { id: 'ui.pagination.page', defaultMessage: 'Page {page}' },
  previousSlide: { id: 'ui.carousel.previous', defaultMessage: 'Previous slide' },
  nextSlide: { id: 'ui.carousel.next', defaultMessage: 'Next slide' },
  goToSlide: { id: 'ui.carousel.goTo', defaultMessage: 'Go to slide {index}' },
  slidePosition: { id: 'ui.carousel.position', defaultMessage: '{index} of {count}' },
  slidePicker: { id: 'ui.carousel.picker', defaultMessage: 'Choose a slide' },
  pauseSlides: { id: 'ui.carousel.pause', defaultMessage: 'Pause slideshow' },
  playSlides: { id: 'ui.carousel.play', defaultMessage: 'Play slideshow' },
  notice: { id: 'ui.marquee.label', defaultMessage: 'Notice' },
  pauseNotice: { id: 'ui.marquee.pause', defaultMessage: 'Pause notice' },
  playNotice: { id: 'ui.marquee.play', defaultMessage: 'Play notice' },
  showAmount: { id: 'ui.amount.show', defaultMessage: 'Show amount' },
  hideAmount: { id: 'ui.amount.hide', defaultMessage: 'Hide amount' },
  amountHidden: { id: 'ui.amount.hidden', defaultMessage: 'Amount hidden' },
  notifications: { id: 'ui.toast.region', defaultMessage: 'Notifications' },
  dismiss: { id: 'ui.toast.dismiss', defaultMessage: 'Dismiss' },
  badgeCount: { id: 'ui.badge.count', defaultMessage: '{count, plural, one {# new item} other {# new items}}' },
  noRecords: { id: 'ui.table.empty', defaultMessage: 'No records' },
  comingSoon: { id: 'ui.comingSoon.badge', defaultMessage: 'Coming soon' },
});

export type UiMessageKey = keyof typeof uiMessages;
