import { defineMessages } from '../../i18n/defineMessages.ts';

export const layoutMessages = defineMessages({
  login: { id: 'hd_login_button', defaultMessage: 'Log in' },
  register: { id: 'hd_sign_button', defaultMessage: 'Register' },
  skipToContent: { id: 'layout.skipToContent', defaultMessage: 'Skip to content' },
  themeToDark: { id: 'layout.themeToDark', defaultMessage: 'Switch to dark mode' },
  themeToLight: { id: 'layout.themeToLight', defaultMessage: 'Switch to light mode' },
  language: { id: 'layout.language', defaultMessage: 'Language' },
  homeLink: { id: 'layout.homeLink', defaultMessage: '{brand} home' },
  invite: { id: 'invite_friends', defaultMessage: 'Invite friends' },
  liveChat: { id: 'in_customer_services', defaultMessage: 'Customer service' },
  appDownload: { id: 'download_promo', defaultMessage: 'Download the app' },
  scanToDownload: { id: 'layout.scanToDownload', defaultMessage: 'Scan to download for {platform}' },
  followUs: { id: 'follow_us', defaultMessage: 'Follow us' },
  quickLinks: { id: 'layout.quickLinks', defaultMessage: 'Quick links' },
  providers: { id: 'product', defaultMessage: 'Game providers' },
  payments: { id: 'layout.payments', defaultMessage: 'Payment methods' },
  certifications: { id: 'layout.certifications', defaultMessage: 'Licences and certifications' },
  help: { id: 'help_up', defaultMessage: 'Help' },
  feedback: { id: 'layout.feedback', defaultMessage: 'Feedback' },
  copyright: { id: 'layout.copyright', defaultMessage: '© {year} {brand}. Play responsibly. {age}+ only.' },
  closeMenu: { id: 'layout.closeMenu', defaultMessage: 'Close' },
});
