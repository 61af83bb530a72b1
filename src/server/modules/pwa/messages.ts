// The offline page's words, per platform language (server-side: the page must work without the app bundle).
export interface OfflineMessages {
  title: string;
  body: string;
  retry: string;
}

const CATALOG: Record<string, OfflineMessages> = {
  EN: {
    title: 'You are offline',
    body: 'This page has not been saved on this device. Check your connection, then try again.',
    retry: 'Try again',
  },
  BN: {
    title: 'আপনি অফলাইনে আছেন',
    body: 'এই পাতাটি এই ডিভাইসে সংরক্ষিত নেই। আপনার সংযোগ পরীক্ষা করে আবার চেষ্টা করুন।',
    retry: 'আবার চেষ্টা করুন',
  },
};

/** The messages of a language (EN for one without its own). */
export function offlineMessages(language: string): OfflineMessages {
  return CATALOG[language.toUpperCase()] ?? CATALOG.EN!;
}
