import { readFile, stat } from 'node:fs/promises';

/** How long a checked template is trusted before the file is looked at again. */
const RECHECK_MS = 1000;

/**
 * dist/index.html, read once and re-read only when the file changes: a rebuild while the server runs is picked
 * up within a second, without a restart. The file is looked at no more than once a second, not per request
 * (a stat per page cost a tenth of the shell's throughput). null when the app has not been built.
 */
export class TemplateCache {
  private cached: { mtimeMs: number; size: number; html: string } | undefined;
  private checkedAt = -Infinity;
  private checking: Promise<string | null> | undefined;

  constructor(
    private readonly file: string,
    private readonly now: () => number = performance.now.bind(performance),
  ) {}

  get(): Promise<string | null> {
    if (this.now() - this.checkedAt < RECHECK_MS) return Promise.resolve(this.cached?.html ?? null);
    // concurrent requests share one look at the file
    this.checking ??= this.check().finally(() => {
      this.checkedAt = this.now();
      this.checking = undefined;
    });
    return this.checking;
  }

  private async check(): Promise<string | null> {
    let s;
    try {
      s = await stat(this.file);
    } catch {
      this.cached = undefined;
      return null;
    }
    if (this.cached?.mtimeMs === s.mtimeMs && this.cached.size === s.size) return this.cached.html;
    const html = await readFile(this.file, 'utf8');
    this.cached = { mtimeMs: s.mtimeMs, size: s.size, html };
    return html;
  }
}
