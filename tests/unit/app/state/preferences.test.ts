// Light/dark mode (the header toggle): who decides, and how the app takes over what the page shows.
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { followSystemMode, initialPreferences, startPreferences, usePreferences } from '../../../../src/app/state/preferences.ts';
import { resolveMode, serverMode } from '../../../../src/engine/theme/mode.ts';

describe('resolveMode: cookie > pin > system > default', () => {
  it("the player's cookie wins over everything", () => {
    expect(resolveMode({ cookie: 'light', pinMode: true, defaultMode: 'dark', system: 'dark' })).toBe('light');
    expect(resolveMode({ cookie: 'dark', pinMode: false, defaultMode: 'light', system: 'light' })).toBe('dark');
  });
  it("a pinned brand gives its defaultMode to a player who has not chosen, whatever the system says", () => {
    expect(resolveMode({ cookie: null, pinMode: true, defaultMode: 'dark', system: 'light' })).toBe('dark');
  });
  it('an unpinned brand follows the system preference', () => {
    expect(resolveMode({ cookie: undefined, pinMode: false, defaultMode: 'dark', system: 'light' })).toBe('light');
    expect(resolveMode({ cookie: undefined, pinMode: false, defaultMode: 'light', system: 'dark' })).toBe('dark');
  });
  it('falls back to defaultMode when the browser states no preference; a junk cookie is no choice', () => {
    expect(resolveMode({ cookie: null, pinMode: false, defaultMode: 'dark', system: null })).toBe('dark');
    expect(resolveMode({ cookie: 'purple', pinMode: false, defaultMode: 'dark', system: 'light' })).toBe('light');
  });
});

describe('serverMode: the head script is needed exactly when neither the player nor the brand decided', () => {
  it.each([
    [{ cookie: 'light', pinMode: false, defaultMode: 'dark' as const }, { mode: 'light', followSystem: false }],
    [{ cookie: 'dark', pinMode: true, defaultMode: 'light' as const }, { mode: 'dark', followSystem: false }],
    [{ cookie: null, pinMode: true, defaultMode: 'dark' as const }, { mode: 'dark', followSystem: false }],
    [{ cookie: null, pinMode: false, defaultMode: 'dark' as const }, { mode: 'dark', followSystem: true }],
    [{ cookie: 'x', pinMode: false, defaultMode: 'light' as const }, { mode: 'light', followSystem: true }],
  ])('%j → %j', (inputs, expected) => {
    expect(serverMode(inputs)).toEqual(expected);
  });
});

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
