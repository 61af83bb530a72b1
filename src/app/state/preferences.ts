import { create } from 'zustand';
import { localeOf } from '../../engine/languages.ts';

export type Mode = 'light' | 'dark';
const YEAR = 60 * 60 * 24 * 365;

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
    document.documentElement.dataset.mode = mode;
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
    set({ language });
  },
}));

/** Initial values: what the server rendered (html attributes), unless the player chose otherwise before. */
export function initialPreferences(boot: { mode: Mode; language: string; supported: string[] }): {
  mode: Mode;
  language: string;
} {
  const storage = safeStorage();
  const storedMode = storage?.getItem('mode');
  const storedLang = storage?.getItem('lang')?.toUpperCase();
  return {
    mode: storedMode === 'light' || storedMode === 'dark' ? storedMode : boot.mode,
    language: storedLang && boot.supported.includes(storedLang) ? storedLang : boot.language,
  };
}
