// The contact sheet of `npm run brand:prove`: one HTML page with the brand's key screens in light and dark side
// by side, each shot linked to its story in the Storybook build, shots that differ from their baseline marked.
// The PNGs are copied next to the page so reports/brands/ can be zipped or opened anywhere.
import { copyFileSync, existsSync, mkdirSync, rmSync, writeFileSync } from 'node:fs';
import { dirname, extname, join, relative } from 'node:path';
import { escapeHtml } from '../../src/engine/html.ts';

export const SHEET_MODES = ['light', 'dark'] as const;
export type SheetMode = (typeof SHEET_MODES)[number];

interface IndexEntry {
  id: string;
  type: string;
  title: string;
  name: string;
  tags?: string[];
}

/** Screens an operator checks first, found by story title (and preferred story names) in the Storybook index. */
export const SHEET_SECTIONS: { heading: string; title: string; names: string[]; all?: boolean }[] = [
  { heading: 'Home', title: 'App/Home/HomePage', names: ['Guest', 'Member'] },
  { heading: 'Game list', title: 'App/Games/GameList', names: ['Guest', 'Member'] },
  { heading: 'Login', title: 'App/Auth/Login', names: ['Username Tab', 'Everything'] },
  { heading: 'Register', title: 'App/Auth/Register', names: ['Default'] },
  { heading: 'Status pages', title: 'App/StatusPages', names: [], all: true },
];

export interface SheetSection {
  heading: string;
  stories: { id: string; name: string }[];
  /** Why the section is empty (no such story in this Storybook build). */
  missing?: string;
}

const shown = (e: IndexEntry): boolean => e.type === 'story' && !(e.tags ?? []).includes('no-visual') && e.name !== 'All States';

/** Pick each section's stories from storybook-static/index.json: the preferred names, else the title's first story. */
export function pickSheetStories(index: { entries: Record<string, IndexEntry> }): SheetSection[] {
  const entries = Object.values(index.entries).filter(shown);
  return SHEET_SECTIONS.map(({ heading, title, names, all }) => {
    const ofTitle = entries.filter((e) => e.title === title);
    const chosen = all ? ofTitle : [names.map((n) => ofTitle.find((e) => e.name === n)).find(Boolean) ?? ofTitle[0]].filter((e) => e !== undefined);
    return chosen.length
      ? { heading, stories: chosen.map((e) => ({ id: e.id, name: e.name })) }
      : { heading, stories: [], missing: `no story titled ${title} in the Storybook index` };
  });
}

/** What the visual run said about one shot. */
export type ShotState =
  | { kind: 'new' | 'same' }
  | { kind: 'differs' | 'no-baseline' | 'error'; reason: string };

export interface ShotSource {
  state: ShotState;
  /** The rendered image: the baseline (WebP, or PNG) when it matched or was just written, else the actual render. */
  png: string | null;
  /** The diff image of a differing shot. */
  diff: string | null;
}

export interface SheetInput {
  brandId: string;
  brandName: string;
  sections: SheetSection[];
  shot: (storyId: string, mode: SheetMode) => ShotSource;
  /** Where the page goes, e.g. reports/brands/acme.html; PNGs go to reports/brands/acme/. */
  file: string;
  /** The Storybook build the shots came from (links open stories there). */
  storybookDir: string;
  /** The visual runner's failure report, linked when any shot failed. */
  diffReport: string | null;
  summary: string;
}

const BADGE: Record<ShotState['kind'], string> = {
  new: 'new baseline',
  same: 'matches baseline',
  differs: 'DIFFERS from baseline',
  'no-baseline': 'NO BASELINE',
  error: 'RENDER ERROR',
};

/** Write the sheet and its images; returns how many shots it shows and how many of them are marked. */
export function writeContactSheet(input: SheetInput): { shots: number; marked: number } {
  const outDir = dirname(input.file);
  const imageDir = join(outDir, input.brandId);
  rmSync(imageDir, { recursive: true, force: true });
  const link = (p: string): string => relative(outDir, p).split('\\').join('/');
  let shots = 0;
  let marked = 0;

  const cell = (storyId: string, mode: SheetMode): string => {
    const src = input.shot(storyId, mode);
    shots++;
    const bad = src.state.kind !== 'new' && src.state.kind !== 'same';
    if (bad) marked++;
    const story = `${link(join(input.storybookDir, 'index.html'))}?path=/story/${encodeURIComponent(storyId)}&globals=brand:${input.brandId};mode:${mode}`;
    const copy = (from: string | null, suffix: string): string | null => {
      if (!from || !existsSync(from)) return null;
      // a baseline is WebP (or PNG), a failure's files PNG: the copy keeps the extension a browser goes by
      const to = join(imageDir, mode, `${storyId}${suffix}${extname(from)}`);
      mkdirSync(dirname(to), { recursive: true });
      copyFileSync(from, to);
      return link(to);
    };
    const png = copy(src.png, '');
    const diff = copy(src.diff, '.diff');
    const reason = 'reason' in src.state ? `<pre>${escapeHtml(src.state.reason)}</pre>` : '';
    return `<td class="${bad ? 'bad' : 'ok'}">
  <div class="badge">${mode} · ${BADGE[src.state.kind]}</div>
  ${png ? `<a href="${escapeHtml(story)}"><img src="${escapeHtml(png)}" alt="${escapeHtml(`${storyId} ${mode}`)}" loading="lazy"></a>` : `<a href="${escapeHtml(story)}">open the story</a> (no image)`}
  ${diff ? `<a href="${escapeHtml(diff)}">diff image</a>` : ''}${reason}
</td>`;
  };

  const sections = input.sections
    .map(
      (s) => `<h2>${escapeHtml(s.heading)}</h2>
${s.missing ? `<p class="bad">${escapeHtml(s.missing)}</p>` : ''}
${s.stories
  .map((st) => `<h3>${escapeHtml(st.name)} <code>${escapeHtml(st.id)}</code></h3>\n<table><tr>${SHEET_MODES.map((m) => cell(st.id, m)).join('')}</tr></table>`)
  .join('\n')}`,
    )
    .join('\n');

  const html = `<!doctype html>
<html lang="en"><head><meta charset="utf-8"><title>${escapeHtml(input.brandName)} (${escapeHtml(input.brandId)}): brand:prove contact sheet</title>
<style>
body { font: 14px/1.4 system-ui, sans-serif; margin: 24px; color: #111; background: #f4f4f5; }
table { border-collapse: collapse; width: 100%; }
td { vertical-align: top; width: 50%; padding: 8px; background: #fff; border: 2px solid #d4d4d8; }
td.bad { border-color: #b91c1c; background: #fef2f2; }
.badge { font-weight: 600; margin-bottom: 4px; }
td.bad .badge, p.bad { color: #b91c1c; }
img { max-width: 100%; border: 1px solid #d4d4d8; }
pre { white-space: pre-wrap; font-size: 12px; }
</style></head><body>
<h1>${escapeHtml(input.brandName)} <code>${escapeHtml(input.brandId)}</code></h1>
<p>${escapeHtml(input.summary)}</p>
${input.diffReport ? `<p class="bad">Some shots failed: <a href="${escapeHtml(link(input.diffReport))}">visual diff report</a> (expected / actual / diff for every failure).</p>` : ''}
<p>Click a shot to open its story in Storybook with this brand and mode. Every story of the brand was checked; this page shows the key screens.</p>
${sections}
</body></html>
`;
  mkdirSync(outDir, { recursive: true });
  writeFileSync(input.file, html);
  return { shots, marked };
}
