import { writeFileSync } from 'node:fs';
import { join } from 'node:path';
import { escapeHtml } from '../../src/engine/html.ts';

export interface ReportEntry {
  storyId: string;
  brand: string;
  mode: string;
  reason: string;
  /** Paths relative to the report folder. */
  expected?: string;
  actual?: string;
  diff?: string;
}

/**
 * tests/visual/__diff__/index.html: environment differences from the baselines' first (they explain most
 * failures), then one row per failure with expected / actual / diff side by side.
 */
export function writeReport(dir: string, entries: ReportEntry[], summary: string, environmentNotes: string[] = []): string {
  const img = (src: string | undefined, label: string): string =>
    src ? `<figure><figcaption>${label}</figcaption><a href="${escapeHtml(src)}"><img src="${escapeHtml(src)}" alt="${label}"></a></figure>` : '';
  const rows = entries
    .map(
      (e) => `<section>
  <h2>${escapeHtml(e.storyId)} <small>${escapeHtml(e.brand)} / ${escapeHtml(e.mode)}</small></h2>
  <p>${escapeHtml(e.reason)}</p>
  <div class="imgs">${img(e.expected, 'expected')}${img(e.actual, 'actual')}${img(e.diff, 'diff')}</div>
</section>`,
    )
    .join('\n');
  const html = `<!doctype html>
<html lang="en"><head><meta charset="utf-8"><title>Visual regression report</title>
<style>
body{font:14px/1.4 system-ui,sans-serif;margin:24px;color:#111;background:#fafafa}
section{background:#fff;border:1px solid #ddd;border-radius:8px;padding:12px 16px;margin:0 0 16px}
h2{font-size:16px;margin:0 0 4px}small{color:#555;font-weight:normal}
.imgs{display:flex;gap:12px;flex-wrap:wrap}figure{margin:0}img{max-width:420px;border:1px solid #ccc}
figcaption{color:#555;font-size:12px}
.env{border-color:#c80;background:#fff8e6}
</style></head><body>
<h1>Visual regression report</h1>
${environmentNotes.length ? `<section class="env"><h2>Environment</h2><ul>${environmentNotes.map((n) => `<li>${escapeHtml(n)}</li>`).join('')}</ul></section>` : ''}
<p>${escapeHtml(summary)}</p>
<p>Accept intended changes with <code>npm run test:visual -- --update</code>.</p>
${rows || '<p>No failures.</p>'}
</body></html>
`;
  const file = join(dir, 'index.html');
  writeFileSync(file, html);
  return file;
}
