// A play function's react-intl, in the story's language: it finds text the way a player reads it in any toolbar
// language, instead of matching English or Bengali words.
import { createIntl, type IntlShape } from 'react-intl';
import { localeOf } from '../../src/engine/languages.ts';
import type { Messages } from '../../src/i18n/load.ts';
import { resolveGlobals } from '../../.storybook/preview.tsx';

export function storyIntl({ globals, loaded }: { globals: Record<string, unknown>; loaded: Record<string, unknown> }): IntlShape {
  const { language } = resolveGlobals(globals);
  const messages = (loaded as { messages?: Record<string, Messages> }).messages?.[language] ?? {};
  return createIntl({ locale: localeOf(language), messages });
}
