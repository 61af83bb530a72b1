import styled from '@emotion/styled';
import type { ReactNode } from 'react';
import { useIntl } from 'react-intl';
import { token } from '../../engine/theme/token.ts';
import { usePreferences } from '../state/preferences.ts';
import { layoutMessages } from './messages.ts';

export const HeaderIconButton = styled.button`
  display: inline-flex;
  align-items: center;
  justify-content: center;
  min-width: 40px;
  height: 40px;
  padding: 0 ${token('space.sm')};
  border: 1px solid currentColor;
  border-radius: ${token('radius.pill')};
  background: transparent;
  color: inherit;
  font: inherit;
  cursor: pointer;
`;

/** Flips html[data-mode]; remembered in localStorage and a cookie so the server renders it next time. */
export function ThemeToggle(): ReactNode {
  const intl = useIntl();
  const mode = usePreferences((s) => s.mode);
  const setMode = usePreferences((s) => s.setMode);
  const next = mode === 'dark' ? 'light' : 'dark';
  const label = intl.formatMessage(next === 'dark' ? layoutMessages.themeToDark : layoutMessages.themeToLight);
  return (
    <HeaderIconButton type="button" aria-label={label} title={label} onClick={() => setMode(next)} data-testid="theme-toggle">
      <svg width="18" height="18" viewBox="0 0 24 24" aria-hidden="true">
        {mode === 'dark' ? (
          <circle cx="12" cy="12" r="5" fill="currentColor" />
        ) : (
          <path d="M21 12.8A9 9 0 1 1 11.2 3a7 7 0 0 0 9.8 9.8z" fill="currentColor" />
        )}
      </svg>
    </HeaderIconButton>
  );
}
