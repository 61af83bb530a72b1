// The operator content (content/*.json) of the brands Storybook was built over, the same folders the toolbar
// lists: stories show each brand's own notices and help without importing brand files directly.
import brands from 'virtual:storybook-brands';
import type { AnnouncementsContent, HelpContent } from '../src/generated/types.ts';
import { EMPTY_ANNOUNCEMENTS } from '../src/engine/content/announcements.ts';

const byId = new Map(brands.map((b) => [b.id, b.content]));

export function brandHelp(brandId: string): HelpContent {
  return byId.get(brandId)?.help ?? { sections: [] };
}

export function brandAnnouncementsContent(brandId: string): AnnouncementsContent {
  return byId.get(brandId)?.announcements ?? EMPTY_ANNOUNCEMENTS;
}
