import styled from '@emotion/styled';
import type { ReactNode } from 'react';
import { useIntl } from 'react-intl';
import { localeOf, nameOf } from '../../engine/languages.ts';
import { token } from '../../engine/theme/token.ts';
import { useBrand } from '../boot/BootContext.tsx';
import { usePreferences } from '../state/preferences.ts';
import { layoutMessages } from './messages.ts';

const Select = styled.select`
  height: 40px;
  padding: 0 ${token('space.sm')};
  border: 1px solid currentColor;
  border-radius: ${token('radius.md')};
  background: transparent;
  color: inherit;
  font: inherit;
  option {
    color: ${token('color.text.primary')};
    background: ${token('color.bg.surface')};
  }
`;

/** Switches among the brand's languages; stored in localStorage lang/hisLang (the original platform's keys) and a cookie. */
export function LanguageSwitcher(): ReactNode {
  const intl = useIntl();
  const brand = useBrand();
  const language = usePreferences((s) => s.language);
  const setLanguage = usePreferences((s) => s.setLanguage);
  if (brand.languages.supported.length < 2) return null;
  return (
    <Select
      aria-label={intl.formatMessage(layoutMessages.language)}
      value={language}
      onChange={(e) => setLanguage(e.target.value)}
      data-testid="language-switcher"
    >
      {brand.languages.supported.map((code) => (
        // each language named in its own script, so a player finds theirs whatever the current language is
        <option key={code} value={code} lang={localeOf(code)}>
          {nameOf(code)}
        </option>
      ))}
    </Select>
  );
}
