import { create } from 'zustand';
import { dirOf, localeOf } from '../../engine/languages.ts';

export type Mode = 'light' | 'dark';
const YEAR = 60 * 60 * 24 * 365;
/** Set on <html> by the server's head script when the mode follows prefers-color-scheme (no choice, brand not pinned). */
const AUTO_ATTR = 'data-mode-auto';
const DARK_QUERY = '(prefers-color-scheme: dark)';

function writeCookie(name: string, value: string): void {
  // Secure on an https page, so the choice never travels over plain http to this host.
  const secure = typeof location !== 'undefined' && location.protocol === 'https:' ? '; secure' : '';
  document.cookie = `${name}=${encodeURIComponent(value)}; path=/; max-age=${YEAR}; samesite=lax${secure}`;
}

function safeStorage(): Storage | null {
  try {
    return window.localStorage;
  } catch {
    return null;
  }
}

interface PreferencesState {
  mode: Mode;
  language: string;
  setMode(mode: Mode): void;
  setLanguage(language: string): void;
}

/**
 * Theme mode and language. Both are mirrored into cookies so the server renders the next page in the
 * right mode and language (no flash); mode switching only flips html[data-mode] (CSS variables, no re-render
 * of the tree). Language goes to localStorage `lang` and `hisLang` as the original platform does.
 */
export const usePreferences = create<PreferencesState>((set) => ({
  mode: 'light',
  language: 'EN',
  setMode: (mode) => {
    const root = document.documentElement;
    // Applying the mode the system already gave (at start) is not a choice: keep following the system.
    if (root.hasAttribute(AUTO_ATTR) && root.dataset.mode === mode) return set({ mode });
    root.removeAttribute(AUTO_ATTR);
    root.dataset.mode = mode;
    safeStorage()?.setItem('mode', mode);
    writeCookie('mode', mode);
    set({ mode });
  },
  setLanguage: (language) => {
    const storage = safeStorage();
    storage?.setItem('lang', language);
    storage?.setItem('hisLang', language);
    writeCookie('lang', language);
    document.documentElement.lang = localeOf(language);
    document.documentElement.dir = dirOf(language);
    set({ language });
  },
}));

const isMode = (v: unknown): v is Mode => v === 'light' || v === 'dark';

/**
 * Initial values: what the page shows (html[data-mode], which the head script may have set from the system
 * preference; else the boot payload's), unless the player chose otherwise before.
 */
export function initialPreferences(boot: { mode: Mode; language: string; supported: string[] }): {
  mode: Mode;
  language: string;
} {
  const storage = safeStorage();
  const storedMode = storage?.getItem('mode');
  const storedLang = storage?.getItem('lang')?.toUpperCase();
  const shown = typeof document === 'undefined' ? undefined : document.documentElement.dataset.mode;
  return {
    mode: isMode(storedMode) ? storedMode : isMode(shown) ? shown : boot.mode,
    language: storedLang && boot.supported.includes(storedLang) ? storedLang : boot.language,
  };
}

/** While the player has not chosen (html[data-mode-auto]), follow system light/dark changes; returns the unsubscribe. */
export function followSystemMode(): () => void {
  const root = document.documentElement;
  if (!root.hasAttribute(AUTO_ATTR) || typeof window.matchMedia !== 'function') return () => {};
  const query = window.matchMedia(DARK_QUERY);
  const onChange = (e: MediaQueryListEvent): void => {
    if (!root.hasAttribute(AUTO_ATTR)) return;
    const mode: Mode = e.matches ? 'dark' : 'light';
    root.dataset.mode = mode;
    usePreferences.setState({ mode });
  };
  query.addEventListener('change', onChange);
  return () => query.removeEventListener('change', onChange);
}

/** The app's start: apply the initial mode and language (a stored choice is written back to its cookie) and follow the system. */
export function startPreferences(boot: { mode: Mode; language: string; supported: string[] }): { mode: Mode; language: string } {
  const prefs = initialPreferences(boot);
  const store = usePreferences.getState();
  store.setMode(prefs.mode);
  store.setLanguage(prefs.language);
  followSystemMode();
  return prefs;
}
