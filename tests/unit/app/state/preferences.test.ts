// The preferences store: light/dark mode (the header toggle) and the language, how the app takes over what the page
// shows, and what it keeps in localStorage and cookies.
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { followSystemMode, initialPreferences, startPreferences, usePreferences } from '../../../../src/app/state/preferences.ts';

function fakeMatchMedia(initialDark: boolean) {
  const listeners = new Set<(e: MediaQueryListEvent) => void>();
  const query = {
    matches: initialDark,
    addEventListener: (_: string, l: (e: MediaQueryListEvent) => void) => listeners.add(l),
    removeEventListener: (_: string, l: (e: MediaQueryListEvent) => void) => listeners.delete(l),
  };
  vi.stubGlobal('matchMedia', () => query);
  return {
    listeners,
    change(dark: boolean) {
      query.matches = dark;
      for (const l of listeners) l({ matches: dark } as MediaQueryListEvent);
    },
  };
}

function clearCookie(): void {
  document.cookie = 'mode=; path=/; max-age=0';
}

describe('preferences store and the page it starts on', () => {
  const root = document.documentElement;
  const boot = { mode: 'light' as const, language: 'EN', supported: ['EN', 'BN'] };
  beforeEach(() => {
    localStorage.clear();
    clearCookie();
    root.removeAttribute('data-mode');
    root.removeAttribute('data-mode-auto');
  });
  afterEach(() => vi.unstubAllGlobals());

  it('starts in the mode the page shows (the head script may have set it from the system), not the boot default', () => {
    root.dataset.mode = 'dark';
    root.setAttribute('data-mode-auto', '');
    expect(initialPreferences(boot).mode).toBe('dark');
  });

  it('applying the system-given mode at start is not a choice: no cookie, no storage, still following', () => {
    root.dataset.mode = 'dark';
    root.setAttribute('data-mode-auto', '');
    fakeMatchMedia(true);
    startPreferences(boot);
    expect(usePreferences.getState().mode).toBe('dark');
    expect(document.cookie).not.toContain('mode=');
    expect(localStorage.getItem('mode')).toBeNull();
    expect(root.hasAttribute('data-mode-auto')).toBe(true);
  });

  it('a toggle is a choice: written to the cookie and storage, and the system is no longer followed', () => {
    root.dataset.mode = 'dark';
    root.setAttribute('data-mode-auto', '');
    usePreferences.getState().setMode('light');
    expect(root.dataset.mode).toBe('light');
    expect(root.hasAttribute('data-mode-auto')).toBe(false);
    expect(document.cookie).toContain('mode=light');
    expect(localStorage.getItem('mode')).toBe('light');
  });

  it('follows system changes until the player chooses', () => {
    root.dataset.mode = 'light';
    root.setAttribute('data-mode-auto', '');
    const media = fakeMatchMedia(false);
    const stop = followSystemMode();
    media.change(true);
    expect(root.dataset.mode).toBe('dark');
    expect(usePreferences.getState().mode).toBe('dark');
    usePreferences.getState().setMode('light');
    media.change(true);
    expect(root.dataset.mode).toBe('light');
    stop();
    expect(media.listeners.size).toBe(0);
  });

  it('does not listen at all when the server decided (cookie or pinned brand: no data-mode-auto)', () => {
    root.dataset.mode = 'dark';
    const media = fakeMatchMedia(false);
    followSystemMode();
    expect(media.listeners.size).toBe(0);
  });
});

describe('preferences: lang and hisLang in localStorage', () => {
  beforeEach(() => localStorage.clear());
  it('keeps the server-rendered mode and language until the player chooses', () => {
    expect(initialPreferences({ mode: 'dark', language: 'BN', supported: ['BN', 'EN'] })).toEqual({ mode: 'dark', language: 'BN' });
  });
  it('restores a stored choice only when the brand supports it', () => {
    localStorage.setItem('mode', 'light');
    localStorage.setItem('lang', 'EN');
    expect(initialPreferences({ mode: 'dark', language: 'BN', supported: ['BN', 'EN'] })).toEqual({ mode: 'light', language: 'EN' });
    localStorage.setItem('lang', 'TH');
    expect(initialPreferences({ mode: 'dark', language: 'BN', supported: ['BN', 'EN'] }).language).toBe('BN');
  });
  it('writes mode and language to the html element, storage and cookies', () => {
    usePreferences.getState().setMode('dark');
    usePreferences.getState().setLanguage('BN');
    expect(document.documentElement.dataset.mode).toBe('dark');
    expect(document.documentElement.lang).toBe('bn');
    expect(localStorage.getItem('lang')).toBe('BN');
    expect(localStorage.getItem('hisLang')).toBe('BN');
    expect(document.cookie).toContain('mode=dark');
    expect(document.cookie).toContain('lang=BN');
  });
});
