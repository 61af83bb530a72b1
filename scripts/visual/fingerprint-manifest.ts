// The committed record of each shot's fingerprint when it last passed (scripts/visual/selection.ts): JSON objects
// with sorted keys, one shot a line, so edits from two branches merge cleanly. The visual tier keeps one per brand
// beside its baselines (tests/visual/baselines/<brand>/fingerprints.json, keys `<mode>/<name>` or
// `languages/<LANG>/<name>`); the synthetic brands pass one file for all its brands (keys `<brand>/<mode>/<name>`).
import { existsSync, mkdirSync, readFileSync, writeFileSync } from 'node:fs';
import { dirname, join } from 'node:path';

/** Where a shot's record lives: which file, under which key. Shot ids are `<brand>/<group…>/<name>`. */
export type ManifestLayout = (shotId: string) => { file: string; key: string };

/** One file per brand, `<dir>/<brand>/fingerprints.json`, keyed by the rest of the shot id. */
export const perBrandLayout =
  (dir: string): ManifestLayout =>
  (shotId) => {
    const slash = shotId.indexOf('/');
    return { file: join(dir, shotId.slice(0, slash), 'fingerprints.json'), key: shotId.slice(slash + 1) };
  };

/** One file for every shot, keyed by the whole shot id. */
export const singleFileLayout =
  (file: string): ManifestLayout =>
  (shotId) => ({ file, key: shotId });

export class FingerprintManifest {
  private readonly files = new Map<string, Record<string, string>>();
  private readonly changed = new Set<string>();

  constructor(private readonly layout: ManifestLayout) {}

  private load(file: string): Record<string, string> {
    let records = this.files.get(file);
    if (!records) {
      records = existsSync(file) ? (JSON.parse(readFileSync(file, 'utf8')) as Record<string, string>) : {};
      this.files.set(file, records);
    }
    return records;
  }

  get(shotId: string): string | undefined {
    const { file, key } = this.layout(shotId);
    return this.load(file)[key];
  }

  set(shotId: string, fingerprint: string): void {
    const { file, key } = this.layout(shotId);
    const records = this.load(file);
    if (records[key] === fingerprint) return;
    records[key] = fingerprint;
    this.changed.add(file);
  }

  /** In each file, drop the records whose key is not in its set (stories that no longer exist). */
  prune(shotIdsByFile: Map<string, Set<string>>): void {
    for (const [file, keep] of shotIdsByFile) {
      const records = this.load(file);
      const kept = Object.fromEntries(Object.entries(records).filter(([key]) => keep.has(key)));
      if (Object.keys(kept).length === Object.keys(records).length) continue;
      this.files.set(file, kept);
      this.changed.add(file);
    }
  }

  /** Write every file that changed; returns their paths. */
  write(): string[] {
    const written = [...this.changed].sort();
    for (const file of written) {
      const records = this.files.get(file)!;
      const sorted = Object.fromEntries(Object.keys(records).sort().map((k) => [k, records[k]]));
      mkdirSync(dirname(file), { recursive: true });
      writeFileSync(file, `${JSON.stringify(sorted, null, 2)}\n`);
    }
    this.changed.clear();
    return written;
  }

  fileAndKey(shotId: string): { file: string; key: string } {
    return this.layout(shotId);
  }
}
