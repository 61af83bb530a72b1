import type { ReactNode } from 'react';
import { LANGUAGES } from '../../generated/languages.ts';
import { BOOT_FAILURE_TEXT, bootFailureLanguage } from '../../i18n/bootFailure.ts';

/**
 * Shown when the page has no valid boot payload: nothing branded can render and no catalog is loaded, so plain text
 * says why, in the language of <html lang> (src/i18n/bootFailure.ts). The reason is the validator's own words.
 */
export function BootFailure({ reason, lang }: { reason: string; lang?: string }): ReactNode {
  const language = bootFailureLanguage(lang ?? (typeof document === 'undefined' ? undefined : document.documentElement.lang));
  const text = BOOT_FAILURE_TEXT[language];
  return (
    <main role="alert" lang={LANGUAGES[language].locale} dir={LANGUAGES[language].dir} style={{ fontFamily: 'sans-serif', padding: 24 }}>
      <h1>{text.title}</h1>
      <p lang="en" dir="ltr">
        {reason}
      </p>
      <p>{text.retry}</p>
    </main>
  );
}
