import { readFile, stat } from 'node:fs/promises';

/**
 * dist/index.html, read once and re-read only when the file changes (a rebuild while the server runs is
 * picked up without a restart). null when the app has not been built.
 */
export class TemplateCache {
  private cached: { mtimeMs: number; size: number; html: string } | undefined;

  constructor(private readonly file: string) {}

  async get(): Promise<string | null> {
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
