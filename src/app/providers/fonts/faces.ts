/**
 * The @font-face rules of each script family, one lazily loaded stylesheet per family (regular and bold): a page
 * only carries the rules of its scripts. The import paths are literal so Vite can split and hash them; every
 * family named by schemas/brand.schema.json Language x-fonts has a line here (a unit test checks), and the
 * server links the default language's stylesheet by this module's path (src/server/shell/fonts.ts).
 */
export const FACES: Record<string, () => Promise<unknown>> = {
  'Noto Sans Bengali': () => import('./faces/noto-sans-bengali.ts'),
  'Noto Sans Thai': () => import('./faces/noto-sans-thai.ts'),
  'Noto Sans Devanagari': () => import('./faces/noto-sans-devanagari.ts'),
  'Noto Sans SC': () => import('./faces/noto-sans-sc.ts'),
  'Noto Sans KR': () => import('./faces/noto-sans-kr.ts'),
  'Noto Sans JP': () => import('./faces/noto-sans-jp.ts'),
  'Noto Nastaliq Urdu': () => import('./faces/noto-nastaliq-urdu.ts'),
};
