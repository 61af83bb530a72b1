import styled from '@emotion/styled';
import type { ReactNode } from 'react';
import { FormattedMessage } from 'react-intl';
import { layout } from '../../engine/theme/layout.ts';
import { token } from '../../engine/theme/token.ts';
import { focusRing, visuallyHidden } from '../../ui/styles.ts';
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

// Touch layouts get the full 44 px target; the header's other icon buttons keep their own size.
const ToggleButton = styled(HeaderIconButton)`
  min-width: max(40px, ${layout('touch.target')});
  height: max(40px, ${layout('touch.target')});
  ${focusRing};
  /* Both faces are in the markup (the same for either mode, so the server HTML hydrates as is); the page's
     html[data-mode] shows one. A hidden face is display: none, so its label leaves the accessible name too. */
  html[data-mode='dark'] & [data-face='light'],
  html:not([data-mode='dark']) & [data-face='dark'] {
    display: none;
  }
  [data-face] {
    display: inline-flex;
  }
`;

const Hidden = styled.span(visuallyHidden);

function SunIcon(): ReactNode {
  return (
    <svg width="20" height="20" viewBox="0 0 24 24" fill="none" stroke="currentColor" strokeWidth={2} strokeLinecap="round" aria-hidden="true" focusable="false">
      <circle cx="12" cy="12" r="4" />
      <path d="M12 2v2M12 20v2M4.9 4.9l1.4 1.4M17.7 17.7l1.4 1.4M2 12h2M20 12h2M4.9 19.1l1.4-1.4M17.7 6.3l1.4-1.4" />
    </svg>
  );
}

function MoonIcon(): ReactNode {
  return (
    <svg width="20" height="20" viewBox="0 0 24 24" fill="none" stroke="currentColor" strokeWidth={2} strokeLinejoin="round" aria-hidden="true" focusable="false">
      <path d="M20 14.5A8 8 0 0 1 9.5 4a8 8 0 1 0 10.5 10.5z" />
    </svg>
  );
}

/**
 * Light/dark switch. It says what it does: in dark mode a sun, "Switch to light mode"; in light mode a moon,
 * "Switch to dark mode". An action label, so no aria-pressed (a pressed state with a changing label misleads).
 */
export function ThemeToggle(): ReactNode {
  const setMode = usePreferences((s) => s.setMode);
  // The page's attribute is the truth (the head script may have set it from the system before the app started).
  const flip = (): void => setMode(document.documentElement.dataset.mode === 'dark' ? 'light' : 'dark');
  return (
    <ToggleButton type="button" onClick={flip} data-testid="theme-toggle">
      <span data-face="dark">
        <SunIcon />
        <Hidden>
          <FormattedMessage {...layoutMessages.themeToLight} />
        </Hidden>
      </span>
      <span data-face="light">
        <MoonIcon />
        <Hidden>
          <FormattedMessage {...layoutMessages.themeToDark} />
        </Hidden>
      </span>
    </ToggleButton>
  );
}
