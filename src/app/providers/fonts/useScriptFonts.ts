import { useEffect } from 'react';
import { nameOf } from '../../../engine/languages.ts';
import { useBrand } from '../../boot/BootContext.tsx';

/** Text outside Latin and the shared symbols (digits, $, ₱, ₹…) may need a script's faces. */
const OTHER_SCRIPT = /[^\p{Script=Latin}\p{Script=Common}\p{Script=Inherited}]/u;

/**
 * Whether the language or the brand text may need a script's faces (not part of the first load). A language's
 * own name is written in its script, so the first load needs no font table; the loader reads x-fonts.
 */
export function needsScriptFonts(language: string, brandText: string): boolean {
  return OTHER_SCRIPT.test(nameOf(language) + brandText);
}

/**
 * Loads the active language's script fonts when it becomes active (first render and every language switch), with
 * those of the brand's currency symbol, which every language shows. The loader is a chunk of its own: a page in
 * a Latin language with a Latin symbol fetches nothing for it.
 */
export function useScriptFonts(language: string): void {
  const symbol = useBrand().currency.symbol;
  useEffect(() => {
    if (needsScriptFonts(language, symbol)) void import('./load.ts').then((m) => m.loadScriptFonts(language, symbol));
  }, [language, symbol]);
}
