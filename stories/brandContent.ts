// What stories read of the brands Storybook was built over (the same folders the toolbar lists), without
// importing brand files directly: each brand's operator content (notices, help), the boot payload a play function
// works on, and a same-origin page to frame.
import brands from 'virtual:storybook-brands';
import { bootFor } from '../.storybook/globals.ts';
import { resolveGlobals } from '../.storybook/preview.tsx';
import type { AnnouncementsContent, BootPayload, HelpContent } from '../src/generated/types.ts';
import { EMPTY_ANNOUNCEMENTS } from '../src/engine/content/announcements.ts';

const byId = new Map(brands.map((b) => [b.id, b.content]));

export function brandHelp(brandId: string): HelpContent {
  return byId.get(brandId)?.help ?? { sections: [] };
}

export function brandAnnouncementsContent(brandId: string): AnnouncementsContent {
  return byId.get(brandId)?.announcements ?? EMPTY_ANNOUNCEMENTS;
}

/**
 * The boot payload a story renders with, for its play function (which has no React context): the toolbar's
 * brand, mode and locale resolved as the preview's decorator does, then the story's own BootOverride change.
 */
export function storyBoot(globals: Record<string, unknown>, change?: (boot: BootPayload) => BootPayload): BootPayload {
  const boot = bootFor(resolveGlobals(globals));
  return change ? change(structuredClone(boot)) : boot;
}

/**
 * A same-origin page every build serves, for stories that frame a game or a lottery lobby: the default brand's
 * app icon (or its logo), whichever brands folder Storybook was built over.
 */
export const FRAMED_PAGE: string = (() => {
  const first = brands[0]!;
  const assets = first.boot[first.defaultMode][first.defaultLanguage]!.brand.assets;
  return assets.appIcon ?? assets.logoLight;
})();
