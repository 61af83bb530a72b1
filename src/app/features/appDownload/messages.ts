import { defineMessages } from '../../../i18n/defineMessages.ts';

export const appDownloadMessages = defineMessages({
  title: { id: 'appDownload.title', defaultMessage: 'Download the app' },
  intro: { id: 'appDownload.intro', defaultMessage: 'Scan a code with your phone’s camera, or open the link on your phone.' },
  IOS: { id: 'appDownload.ios', defaultMessage: 'iOS' },
  Android: { id: 'appDownload.android', defaultMessage: 'Android' },
  LITE: { id: 'appDownload.lite', defaultMessage: 'Lite app' },
  scan: { id: 'appDownload.scan', defaultMessage: 'Scan to download the {platform} app' },
  open: { id: 'appDownload.open', defaultMessage: 'Open the {platform} download' },
  guide: { id: 'appDownload.guide', defaultMessage: 'How to install' },
  ios1: { id: 'appDownload.ios.step1', defaultMessage: 'Scan the code or open the link in Safari.' },
  ios2: { id: 'appDownload.ios.step2', defaultMessage: 'Tap Install and wait for the app to appear on your home screen.' },
  ios3: { id: 'appDownload.ios.step3', defaultMessage: 'If asked, trust the app in Settings › General › VPN & Device Management.' },
  android1: { id: 'appDownload.android.step1', defaultMessage: 'Scan the code or open the link in your browser.' },
  android2: { id: 'appDownload.android.step2', defaultMessage: 'Download the file and open it.' },
  android3: { id: 'appDownload.android.step3', defaultMessage: 'If asked, allow installing apps from this source, then tap Install.' },
  lite1: { id: 'appDownload.lite.step1', defaultMessage: 'Open the link in your phone’s browser.' },
  lite2: { id: 'appDownload.lite.step2', defaultMessage: 'Choose Add to Home Screen from the browser menu.' },
  lite3: { id: 'appDownload.lite.step3', defaultMessage: 'Start the site from its new icon, like an app.' },
  share: { id: 'appDownload.share', defaultMessage: 'Link to this page' },
});
