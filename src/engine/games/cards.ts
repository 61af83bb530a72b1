/** Game cards cycle over the brand's six card themes (gameCard tokens 0–5). */
export const CARD_THEME_COUNT = 6;
export type CardTheme = 0 | 1 | 2 | 3 | 4 | 5;

/** The theme of the card at a position in a list: positions cycle 0,1,…,5,0,… */
export function cardTheme(index: number): CardTheme {
  const i = Math.trunc(index);
  return (((i % CARD_THEME_COUNT) + CARD_THEME_COUNT) % CARD_THEME_COUNT) as CardTheme;
}

/** Game lists page by 20 games (docs/spec/rules.md). */
export const GAME_PAGE_SIZE = 20;
/** The favourite list is read in one page of 999 (docs/spec/rules.md). */
export const FAVORITE_PAGE_SIZE = 999;
/** A favourite toggle per game is throttled to once per 1000 ms (docs/spec/rules.md). */
export const FAVORITE_TOGGLE_MS = 1000;
