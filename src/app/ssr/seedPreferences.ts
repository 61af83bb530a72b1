import { usePreferences, type Mode } from '../state/preferences.ts';

/**
 * The page's language and mode as the server rendered them. Server rendering and hydration read a store
 * through useSyncExternalStore's server snapshot, which zustand takes from the store's initial state: seeding
 * it makes both sides render the same tree; the player's own choices (setMode/setLanguage) apply right after.
 */
export function seedPreferences(seed: { mode: Mode; language: string }): void {
  Object.assign(usePreferences.getInitialState(), seed);
}
