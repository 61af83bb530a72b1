/** Platform language codes (upper-case, as the API's Language header) and their BCP 47 locales. */
const LOCALES: Record<string, string> = {
  EN: 'en', BN: 'bn', CN: 'zh-CN', TH: 'th', VI: 'vi', ID: 'id', HI: 'hi', TY: 'ty', KO: 'ko', JA: 'ja',
};

export function localeOf(language: string): string {
  return LOCALES[language.toUpperCase()] ?? 'en';
}

/** The language to use: the requested one when the brand supports it, else the brand default. */
export function pickLanguage(requested: string | null | undefined, supported: string[], fallback: string): string {
  const up = requested?.toUpperCase();
  return up && supported.includes(up) ? up : fallback;
}
