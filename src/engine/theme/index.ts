export { token, tokenVar } from './token.ts';
export type { TokenPath, ColorMode, CompleteTheme } from './types.ts';
