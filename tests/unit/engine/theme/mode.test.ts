// Light/dark mode: who decides (cookie, pinned brand, system), and when the page needs the head script.
import { describe, expect, it } from 'vitest';
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
