import type { BaseTokens, GameCardTheme, ModeTokens } from '../../generated/types.ts';

type DeepRequired<T> = T extends readonly (infer U)[]
  ? DeepRequired<U>[]
  : T extends object
    ? { [K in keyof T]-?: DeepRequired<T[K]> }
    : T;

/** A complete token set: the engine defaults, or a brand merged over them. */
export type CompleteBaseTokens = DeepRequired<BaseTokens>;
export type CompleteModeTokens = DeepRequired<Omit<ModeTokens, 'gameCard'>> & { gameCard: Required<GameCardTheme>[] };
export interface CompleteTheme {
  defaultMode: 'light' | 'dark';
  /** Players who have not chosen always get defaultMode (else the system preference decides). */
  pinMode: boolean;
  base: CompleteBaseTokens;
  light: CompleteModeTokens;
  dark: CompleteModeTokens;
}
export type ColorMode = 'light' | 'dark';

/** Dotted paths to every leaf, e.g. 'color.bg.surface' or 'radius.md'. */
type Leaves<T, P extends string = ''> = {
  [K in keyof T & string]: T[K] extends string | number
    ? `${P}${K}`
    : T[K] extends readonly unknown[]
      ? never
      : Leaves<T[K], `${P}${K}.`>;
}[keyof T & string];

export type BaseTokenPath = Leaves<CompleteBaseTokens>;
export type ModeTokenPath = Leaves<Omit<CompleteModeTokens, 'gameCard'>>;
export type GameCardTokenPath = `gameCard.${0 | 1 | 2 | 3 | 4 | 5}.${'from' | 'to' | 'text'}`;
export type TokenPath = BaseTokenPath | ModeTokenPath | GameCardTokenPath;
