import { pageFamilies } from '../../../engine/theme/scriptFonts.ts';
import { FACES } from './faces.ts';

const loading = new Map<string, Promise<void>>();

/**
 * Adds the @font-face rules of the language's script families, and of the scripts in `brandText` (the currency
 * symbol), to the page, once per family. Font files download only when text in their unicode-range is laid out.
 * A failed load is forgotten so the next activation retries; meanwhile the text shows in the stack's next font.
 */
export function loadScriptFonts(language: string, brandText = '', faces: Record<string, () => Promise<unknown>> = FACES): Promise<void> {
  return Promise.all(
    pageFamilies(language, brandText).map((family) => {
      let p = loading.get(family);
      if (!p) {
        const load = faces[family];
        if (!load) return undefined;
        p = load().then(
          () => undefined,
          () => void loading.delete(family),
        );
        loading.set(family, p);
      }
      return p;
    }),
  ).then(() => undefined);
}
