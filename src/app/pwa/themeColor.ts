import { tokenVar } from '../../engine/theme/token.ts';
import { usePreferences } from '../state/preferences.ts';

/**
 * The browser's UI colour (<meta name="theme-color">, written by the server for its mode) follows the mode the page
 * shows: the system's (head script) or the player's toggle. The value is the brand's header token, read from the page.
 */
export function followThemeColor(): () => void {
  const sync = (): void => {
    const meta = document.querySelector<HTMLMetaElement>('meta[name="theme-color"]');
    const colour = getComputedStyle(document.documentElement).getPropertyValue(tokenVar('color.bg.header')).trim();
    if (meta && colour) meta.content = colour;
  };
  sync();
  return usePreferences.subscribe((s, prev) => {
    if (s.mode !== prev.mode) sync();
  });
}
