import type { HelpCenterValue, HelpContent, LocalizedText } from '../../generated/types.ts';

function pick(text: LocalizedText, language: string): string {
  return text[language as keyof LocalizedText] ?? text.EN;
}

/** The brand's help sections in one language; a section not translated yet falls back to its EN text. */
export function helpCenter(help: HelpContent, language: string): HelpCenterValue {
  return {
    language,
    sections: help.sections.map((s) => ({ id: s.id, title: pick(s.title, language), content: pick(s.html, language) })),
  };
}
